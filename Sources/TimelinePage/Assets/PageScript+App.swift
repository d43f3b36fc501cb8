extension PageScript {
  /// The cursor, the header, the tabs, the keyboard and the address (`#seq=N&tab=…`), then the
  /// first render; `<html data-ready>` gets the milliseconds it took.
  static let app = #"""
    let cursor = firstSeq;
    let tab = 'tree';
    function fact(box, name, value) {
      if (value === undefined || value === null || value === '') return;
      const span = el('span'); span.appendChild(el('b', null, name)); span.appendChild(document.createTextNode(String(value))); box.appendChild(span);
    }
    function renderHeader() {
      const log = D.log || {}, session = log.session || {};
      document.getElementById('app').textContent = (session.app || log.stateType || 'session') + (session.build ? ' ' + session.build : '');
      const dropped = gaps.filter(g => g.why === 'dropped').reduce((n, g) => n + g.to - g.from + 1, 0);
      const badge = document.getElementById('health');
      // A log that closed cleanly but whose recorder dropped records is not whole: the badge says so.
      const lossy = D.health.status === 'closed' && dropped > 0;
      badge.textContent = lossy ? 'closed, ' + dropped.toLocaleString('en') + ' dropped' : D.health.status === 'closed' ? 'closed cleanly' : D.health.label || D.health.status;
      badge.className = 'badge';
      badge.classList.add(lossy ? 'crashed' : D.health.status);
      const facts = document.getElementById('facts');
      facts.replaceChildren();
      fact(facts, 'device', session.os);
      fact(facts, 'note', session.note);
      for (const [k, v] of Object.entries(session.meta || {})) fact(facts, k, v);
      fact(facts, 'recorded', log.created);
      fact(facts, 'span', (SESSION_T / 1000).toFixed(3) + ' s, states #' + D.first + '…#' + D.last);
      fact(facts, 'rows', stateRows.length + ' state changes, ' + markers.length + ' markers');
      if (dropped) fact(facts, 'dropped', dropped);
      fact(facts, 'state', log.stateType);
      fact(facts, 'format', (log.version || '?') + ', written by ' + (log.writer || '?'));
      const notes = document.getElementById('notes');
      notes.replaceChildren();
      if (D.health.status !== 'closed') for (const n of D.health.notes) notes.appendChild(el('li', D.health.status === 'damaged' ? 'bad' : 'warn', n));
      else for (const n of D.health.notes.slice(1)) notes.appendChild(el('li', 'warn', n));
      const p = D.page;
      document.getElementById('made').textContent = (D.live ? 'Page served live by ' + p.tool + ' from ' + p.source : 'Page made by ' + p.tool + ' from ' + p.source + ' (' + p.bytes.toLocaleString('en') + ' bytes)')
        + (p.whole ? '' : ', states #' + p.from + '…#' + p.to) + '. It shows only what the log holds; redacted values stay redacted.';
      document.title = (session.app || log.stateType || 'session') + ' — tt-debug timeline';
    }
    renderHeader();
    const views = { tree: 'view-tree', step: 'view-step', compare: 'view-compare', json: 'view-json' };
    function showTab(name) {
      tab = views[name] ? name : 'tree';
      for (const [k, id] of Object.entries(views)) document.getElementById(id).hidden = k !== tab;
      document.getElementById('compare-bar').hidden = tab !== 'compare';
      for (const b of document.querySelectorAll('.tabs button')) b.classList.toggle('on', b.dataset.tab === tab);
      if (tab === 'compare') {
        const a = document.getElementById('cmp-a'), b = document.getElementById('cmp-b');
        if (a.value === '') a.value = compareFrom !== null ? compareFrom : Math.max(firstSeq, cursor - 1);
        if (b.value === '') b.value = cursor;
      }
      renderState();
    }
    for (const b of document.querySelectorAll('.tabs button')) b.addEventListener('click', () => showTab(b.dataset.tab));
    document.getElementById('cmp-go').addEventListener('click', () => { renderState(); writeAddress(); });
    function renderCompare() {
      const a = Number(document.getElementById('cmp-a').value), b = Number(document.getElementById('cmp-b').value);
      const pre = document.getElementById('view-compare');
      const sa = stateAt(a), problemA = stateProblem, sb = stateAt(b);
      const problem = sa === undefined ? problemA : stateProblem;
      if (sa === undefined || sb === undefined) { pre.textContent = problem || 'The page holds states #' + firstSeq + '…#' + lastSeq + ' (outside gaps); #' + (sa === undefined ? a : b) + ' is not one of them.'; return; }
      pre.textContent = '';
      const title = el('span', 'same', '#' + a + ' → #' + b + '\n');
      renderDiff(pre, diffLines(sa, sb), '#' + a + ' and #' + b + ' are equal');
      pre.prepend(title);
    }
    function renderPosition(state) {
      const lost = state === undefined && gapOf(cursor) !== null;
      document.getElementById('position').textContent = '#' + cursor + '/' + lastSeq + '  ' + (lost ? 'lost, after ' : '') + timeText(timeOfSeq(cursor));
    }
    function renderState() {
      const state = stateAt(cursor);
      const problem = stateProblem;
      const row = rowForSeq(cursor);
      const record = row ? R[row.i] : null;
      renderPosition(state);
      const detail = document.getElementById('detail');
      detail.replaceChildren();
      detail.appendChild(el('div', null, row ? row.text : (cursor === firstSeq ? 'the first state of the page' : '')));
      if (row && row.cause !== null) detail.appendChild(el('div', 'dim', 'cause  ← effect of #' + row.cause + (record.cause.name ? ' (' + record.cause.name + ')' : '')));
      else if (row) detail.appendChild(el('div', 'dim', 'cause  sent from outside (a user, a view, a test)'));
      if (children.has(cursor)) detail.appendChild(el('div', 'dim', 'its effects sent  ' + children.get(cursor).map(s => '#' + s).join(', ')));
      if (row && row.route) detail.appendChild(el('div', 'dim', 'route  ' + row.route));
      const gap = gapOf(cursor);
      if (gap) detail.appendChild(el('div', 'dim', 'gap  ' + gap.named));
      if (tab === 'tree') renderTree(state, record, problem);
      if (tab === 'json') document.getElementById('view-json').textContent = state === undefined ? (problem || lostText(cursor) || 'not in this page') : JSON.stringify(state, null, 2);
      if (tab === 'step') {
        const pre = document.getElementById('view-step');
        const before = cursor > firstSeq ? stateAt(cursor - 1) : undefined;
        if (state === undefined) pre.textContent = problem || lostText(cursor) || 'State #' + cursor + ' is not in the page.';
        else if (before === undefined) pre.textContent = cursor === firstSeq ? 'The first state: no step before it in this page.' : (stateProblem || lostText(cursor - 1, 'No step diff: the state before it, #' + (cursor - 1) + ',') || 'No step diff: the state before #' + cursor + ' is not in the page.');
        else renderDiff(pre, diffLines(before, state), '#' + cursor + ' changed nothing');
      }
      if (tab === 'compare') renderCompare();
    }
    // The address follows the cursor a moment later, so holding an arrow key does not flood the
    // browser's history API (Chromium throttles that).
    let addressTimer = null;
    function writeAddress() {
      clearTimeout(addressTimer);
      addressTimer = setTimeout(writeAddressNow, 250);
    }
    function writeAddressNow() {
      let text = '#seq=' + cursor + (tab !== 'tree' ? '&tab=' + tab : '');
      if (tab === 'compare') text += '&a=' + document.getElementById('cmp-a').value + '&b=' + document.getElementById('cmp-b').value;
      try { history.replaceState(null, '', text); } catch (e) { /* a sandboxed viewer may refuse */ }
    }
    // A live page learns of the reader's moves (not of those it makes itself: `quiet`).
    let onMove = null;
    function moveTo(seq, quiet) {
      cursor = Math.max(firstSeq, Math.min(lastSeq, Math.round(seq)));
      document.documentElement.dataset.cursor = cursor;
      renderState(); scrollToCursor(); renderRows(false); markCursorRow(); drawCursor(); writeAddress();
      if (onMove && !quiet) onMove(cursor);
    }
    function step(direction) {
      // The first shown state after the cursor (or the last before it), by binary search.
      let lo = 0, hi = shownStates.length;
      while (lo < hi) { const m = (lo + hi) >> 1; if (shownStates[m].seq <= cursor) lo = m + 1; else hi = m; }
      if (direction > 0) { if (lo < shownStates.length) moveTo(shownStates[lo].seq); return; }
      let at = lo - 1;
      if (at >= 0 && shownStates[at].seq === cursor) at--;
      moveTo(at >= 0 ? shownStates[at].seq : firstSeq);
    }
    document.addEventListener('keydown', e => {
      if ((e.target instanceof Element && e.target.closest('input, select, textarea')) || e.metaKey || e.ctrlKey || e.altKey) return;
      const keys = { ArrowRight: 1, ArrowDown: 1, j: 1, ArrowLeft: -1, ArrowUp: -1, k: -1 };
      if (keys[e.key]) { e.preventDefault(); step(keys[e.key]); }
      else if (e.key === 'Home') { e.preventDefault(); moveTo(firstSeq); }
      else if (e.key === 'End') { e.preventDefault(); moveTo(lastSeq); }
      else if (e.key === '/') { e.preventDefault(); document.getElementById('filter').focus(); }
    });
    // Escape (which also clears the search box) or Enter hands the keys back to the list.
    document.getElementById('filter').addEventListener('keydown', e => {
      if (e.key === 'Escape' || e.key === 'Enter') e.target.blur();
    });
    (function start() {
      const address = new URLSearchParams(location.hash.slice(1));
      if (address.has('a')) document.getElementById('cmp-a').value = address.get('a');
      if (address.has('b')) document.getElementById('cmp-b').value = address.get('b');
      if (address.has('seq')) cursor = Math.max(firstSeq, Math.min(lastSeq, Number(address.get('seq')) || firstSeq));
      document.documentElement.dataset.cursor = cursor;
      applyFilters();
      showTab(address.get('tab') || 'tree');
      drawChart();
      scrollToCursor();
      renderRows(true);
      document.documentElement.dataset.ready = Math.round(performance.now());
    })();
    """#
}
