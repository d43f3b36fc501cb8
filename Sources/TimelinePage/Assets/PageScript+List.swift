extension PageScript {
  /// The action list: a virtual list (only visible rows exist), filtered by text and by screen;
  /// the screen visits list; the marker menu.
  static let list = #"""
    const listBox = document.getElementById('list');
    const listSpace = document.getElementById('list-space');
    const ROW = 22, OVERSCAN = 60;
    let shown = rows;          // rows passing the filters
    let shownStates = stateRows;  // the state-making ones among them, in seq order
    let compareFrom = null;    // seq set by shift-click
    function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }
    // The text filter takes text as typed or copied off a row, where each `…` stands for what the
    // row cut: the pieces between them must appear in order in the summary, the action as the row
    // shows it, its cause (`← #24`) or its route.
    function rowMatches(r, pieces) {
      if (r.kind === 'action' && r.short === undefined) r.short = shortAction(r.text);
      const cause = r.cause === null ? '' : '  ← #' + r.cause + ' ← effect of #' + r.cause;
      const text = (r.text + '\n' + (r.short ? r.short.head + r.short.leaf : '') + cause + '\n' + r.route).toLowerCase();
      let at = 0;
      for (const piece of pieces) { at = text.indexOf(piece, at); if (at < 0) return false; at += piece.length; }
      return true;
    }
    // Whether a row passes the filters as they are set now.
    function rowFilter() {
      const text = document.getElementById('filter').value.trim().toLowerCase();
      const pieces = text.split('…').filter(piece => piece);
      const screen = document.getElementById('screen-filter').value;
      return r => (!text || rowMatches(r, pieces) || ('#' + r.seq) === text)
        && (!screen || r.routeList.includes(screen));
    }
    function countRows() {
      document.getElementById('count').textContent = shown.length === rows.length
        ? rows.length + ' rows: ' + stateRows.length + ' state changes, ' + markers.length + ' markers'
        : shown.length + ' of ' + rows.length + ' rows match';
      listSpace.style.height = (shown.length * ROW) + 'px';
    }
    function applyFilters() {
      shown = rows.filter(rowFilter());
      shownStates = shown.filter(r => r.kind === 'action' || r.kind === 'oob');
      countRows();
      renderRows(true);
    }
    let rendered = [-1, -1];
    function renderRows(force) {
      const top = listBox.scrollTop, height = listBox.clientHeight || 600;
      const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
      const last = Math.min(shown.length, Math.ceil((top + height) / ROW) + OVERSCAN);
      if (!force && first === rendered[0] && last === rendered[1]) return;
      rendered = [first, last];
      measureRows();
      const frag = document.createDocumentFragment();
      for (let at = first; at < last; at++) frag.appendChild(rowElement(shown[at], at));
      listSpace.replaceChildren(frag);
    }
    listBox.addEventListener('scroll', () => renderRows(false));
    listSpace.addEventListener('click', e => {
      const div = e.target.closest('.row');
      if (!div) return;
      const r = shown[Number(div.dataset.at)];
      if (!r) return;
      if (e.shiftKey) { compareFrom = r.seq; document.getElementById('cmp-a').value = r.seq; showTab('compare'); renderRows(true); return; }
      // A gap row goes to the first state after the gap.
      moveTo(r.kind === 'gap' ? Math.min(lastSeq, r.next) : r.seq);
    });
    // The first shown row at or after `seq` (rows are in seq order), preferring the one making it.
    function shownIndex(seq) {
      let lo = 0, hi = shown.length;
      while (lo < hi) { const m = (lo + hi) >> 1; if (shown[m].seq < seq) lo = m + 1; else hi = m; }
      for (let at = lo; at < shown.length && shown[at].seq === seq; at++) if (shown[at].kind === 'action' || shown[at].kind === 'oob') return at;
      return lo < shown.length ? lo : -1;
    }
    function markCursorRow() {
      for (const div of listSpace.children) div.classList.toggle('cur', (div.dataset.kind === 'action' || div.dataset.kind === 'oob') && Number(div.dataset.seq) === cursor);
    }
    function scrollToCursor() {
      const at = shownIndex(cursor);
      if (at < 0) return;
      const top = at * ROW, box = listBox.clientHeight || 600;
      if (top < listBox.scrollTop || top + ROW > listBox.scrollTop + box) listBox.scrollTop = Math.max(0, top - box / 3);
    }
    // Filters: every screen name seen in a route, most frequent first (at most 400).
    function fillScreenMenu() {
      const counts = new Map();
      for (const r of stateRows) for (const s of r.routeList) counts.set(s, (counts.get(s) || 0) + 1);
      const select = document.getElementById('screen-filter');
      const chosen = select.value;
      select.replaceChildren(select.options[0]);
      [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 400).forEach(([name, n]) => {
        const o = el('option', null, name + ' (' + n + ')'); o.value = name; select.appendChild(o);
      });
      select.value = chosen;
    }
    let markersListed = 0;
    function fillMarkerMenu() {
      const menu = document.getElementById('marker-jump');
      markers.slice(markersListed).forEach(m => { const o = el('option', null, '#' + m.seq + ' ' + m.text.slice(2)); o.value = m.seq; menu.appendChild(o); });
      markersListed = markers.length;
      menu.disabled = !markers.length;
    }
    (function fillScreens() {
      fillScreenMenu();
      fillMarkerMenu();
      const menu = document.getElementById('marker-jump');
      menu.addEventListener('change', () => { if (menu.value !== '') moveTo(Number(menu.value)); menu.value = ''; });
      document.getElementById('filter').addEventListener('input', applyFilters);
      document.getElementById('screen-filter').addEventListener('change', applyFilters);
    })();
    // The screen visits, as text: what the lanes draw. A live page lists new ones as they come
    // (and redoes the last, which grows).
    let visitsListed = 0;
    function fillVisits() {
      document.getElementById('screens-count').textContent = visits.length + (visits.length === 1 ? ' visit' : ' visits');
      const list = document.getElementById('screens');
      const from = Math.max(0, visitsListed - 1);
      if (visitsListed > 0 && visitsListed <= 5000) list.lastChild.remove();
      const frag = document.createDocumentFragment();
      for (const v of visits.slice(from, 5000)) {
        const li = el('li', null, (v.route || '(no route)') + '   #' + v.from + (v.to !== v.from ? '…#' + v.to : '') + '   ' + timeText(v.t0));
        li.dataset.from = v.from; li.dataset.to = v.to; li.dataset.route = v.route;
        frag.appendChild(li);
      }
      list.appendChild(frag);
      visitsListed = visits.length;
    }
    fillVisits();
    document.getElementById('screens').addEventListener('click', e => { const li = e.target.closest('li'); if (li) moveTo(Number(li.dataset.from)); });
    """#
}
