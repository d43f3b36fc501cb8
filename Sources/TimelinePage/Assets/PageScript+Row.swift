extension PageScript {
  /// A row of the action list: an action laid out as `tt-debug log` lays it out, fitted to the
  /// list's width.
  static let row = #"""
    // An action as `tt-debug log` lays it out on a terminal (its ActionPath): the cases that wrap
    // it joined by dots, a stack element as [id], `presented` left out, then the innermost case
    // with its payload — `mainTab.history.path[0].detail(.deleteButtonTapped)`. A narrow row drops
    // the route, then whole wrapping cases from the left (`…path[0].detail(`), and keeps the
    // innermost case whole, so it still shows what happened. The whole summary is the row's hover
    // text.
    function closingParen(text, open) {
      let depth = 0, inString = false, escaped = false;
      for (let i = open; i < text.length; i++) {
        const c = text[i];
        if (inString) { if (escaped) escaped = false; else if (c === '\\') escaped = true; else if (c === '"') inString = false; }
        else if (c === '"') inString = true;
        else if (c === '(' || c === '[') depth++;
        else if (c === ')' || c === ']') { depth--; if (depth === 0) return c === ')' ? i : -1; }
      }
      return -1;
    }
    function isSingleCase(text) {
      if (!text.startsWith('.')) return false;
      const name = /^[A-Za-z0-9_]+/.exec(text.slice(1));
      if (!name) return false;
      const at = 1 + name[0].length;
      if (at === text.length) return true;
      if (text[at] !== '(') return false;
      const close = closingParen(text, at);
      return close === -1 || close + 1 === text.length;
    }
    function shortAction(summary) {
      const wrappers = [];
      let rest = summary;
      for (;;) {
        if (rest.startsWith('.')) rest = rest.slice(1);
        const name = /^[A-Za-z0-9_]+/.exec(rest);
        if (!name || rest[name[0].length] !== '(') break;
        const open = name[0].length, close = closingParen(rest, open);
        if (close !== -1 && close + 1 !== rest.length) break;
        const inner = rest.slice(open + 1, close === -1 ? rest.length : close);
        if (name[0] === 'element' && inner.startsWith('id: ')) {
          const cut = inner.indexOf(', action: .');
          const id = cut === -1 ? '' : inner.slice(4, cut);
          if (cut !== -1 && !id.includes('(')) {
            wrappers.push((wrappers.pop() || '') + '[' + id + ']');
            rest = inner.slice(cut + ', action: '.length);
            continue;
          }
        }
        if (!isSingleCase(inner)) break;
        if (name[0] !== 'presented') wrappers.push(name[0]);
        rest = inner;
      }
      const leaf = rest.startsWith('.') ? rest.slice(1) : rest;
      const head = wrappers.map(w => w + '.').join('');
      // A case without payload is shown inside its parent, `alert(.confirmDelete)`; the row keeps
      // `.confirmDelete)` whole and cuts the rest.
      const parent = wrappers[wrappers.length - 1];
      const parts = wrappers.map(w => w + '.');
      if (!leaf.includes('(') && parent !== undefined && !parent.endsWith(']')) {
        parts[parts.length - 1] = parent + '(';
        return { head: head.slice(0, -1) + '(', leaf: '.' + leaf + ')', parts };
      }
      return { head, leaf, parts };
    }
    function rowElement(r, at) {
      const div = el('div', 'row ' + r.kind + (r.cause !== null ? ' caused' : ''));
      div.style.top = (at * ROW) + 'px';
      div.dataset.seq = r.seq; div.dataset.kind = r.kind; div.dataset.at = at;
      // The cells are cut to the list's width; the whole row shows on hover.
      div.title = r.text + (r.route ? '  —  ' + r.route : '');
      div.appendChild(el('span', 'seq', '#' + r.seq));
      div.appendChild(el('span', 'time', timeText(r.t)));
      if (r.kind === 'action') {
        if (r.short === undefined) r.short = shortAction(r.text);
        const text = el('span', 'text');
        // The wrappers are cut from their start: the isolated run keeps its dots in place.
        const head = fittedHead(r);
        if (head) text.appendChild(el('span', 'head')).appendChild(el('bdi', null, head));
        text.appendChild(el('span', 'leaf', r.short.leaf));
        div.appendChild(text);
      } else {
        div.appendChild(el('span', 'text', r.text));
      }
      if (r.cause !== null) div.appendChild(el('span', 'cause')).append('← ', el('span', 'long', 'effect of '), '#' + r.cause);
      if (r.route && routeFits(r)) div.appendChild(el('span', 'route', r.route));
      if ((r.kind === 'action' || r.kind === 'oob') && r.seq === cursor) div.classList.add('cur');
      if (r.seq === compareFrom && r.kind !== 'marker') div.classList.add('cmp');
      return div;
    }
    // The list's font is monospaced, so what fits a row is counted in letters: the letter's width
    // is measured once per window size, the list's width once per render.
    let letter = 0, listWidth = 0;
    function measureRows() {
      if (!letter) {
        const probe = el('div', 'row'), text = probe.appendChild(el('span', null, 'x'.repeat(100)));
        probe.style.visibility = 'hidden';
        listSpace.appendChild(probe);
        letter = text.getBoundingClientRect().width / 100;
        probe.remove();
      }
      listWidth = listSpace.clientWidth;
    }
    window.addEventListener('resize', () => { letter = 0; renderRows(true); });
    // Letters a row has for its text: all but the padding, seq, time and (whole) cause.
    function textRoom(r) {
      if (!letter || !listWidth) return Infinity;
      const fixed = Math.max(5, String(r.seq).length + 1) + 1 + Math.max(8, timeText(r.t).length) + 2;
      const cause = r.cause === null ? 0 : Math.max(6, ('← ' + (listWidth <= 600 ? '' : 'effect of ') + '#' + r.cause).length) + 8 / letter;
      return (listWidth - 20) / letter - fixed - cause;
    }
    // The wrappers that fit whole with the innermost case, after `…` when some are left out;
    // none when the innermost case itself does not fit (it is cut at its end).
    function fittedHead(r) {
      const parts = r.short.parts, room = textRoom(r) - r.short.leaf.length - 1;
      if (r.short.head.length <= room) return r.short.head;
      if (room < 1) return '';
      let kept = '';
      for (let k = parts.length - 1; k >= 0 && kept.length + parts[k].length + 1 <= room; k--) kept = parts[k] + kept;
      return '…' + kept;
    }
    // A route is shown whole or not at all.
    function routeFits(r) {
      const text = r.kind === 'action' ? fittedHead(r).length + r.short.leaf.length : r.text.length;
      return text + 2 + r.route.length <= textRoom(r) - 1;
    }
    """#
}
