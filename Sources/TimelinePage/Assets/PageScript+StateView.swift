extension PageScript {
  /// The state at the cursor: a collapsible tree (only opened nodes exist) with the paths the
  /// step changed highlighted and opened; the JSON text on demand.
  static let stateView = #"""
    const treeBox = document.getElementById('view-tree');
    const opened = new Set(), closed = new Set();
    function pointerOf(path) { return path.map(t => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join(''); }
    function changedSet(record, state) {
      const pointers = changedPointers(record);
      if (pointers === null) return { exact: new Set(record && record.state !== undefined ? [''] : []), above: new Set() };
      const exact = new Set(), above = new Set();
      // A removed member no longer exists: its container is what changed.
      const removed = new Set(record.delta.filter(op => op.op === 'remove' || op.op === 'move').map(op => op.op === 'move' ? op.from : op.path));
      for (const p of pointers) {
        const path = tokens(p);
        if (removed.has(p) && path.length) path.pop();
        if (path[path.length - 1] === '-') {
          const parent = getIn(state, path.slice(0, -1));
          path[path.length - 1] = Array.isArray(parent) ? String(parent.length - 1) : '-';
        }
        exact.add(pointerOf(path));
        for (let d = 0; d < path.length; d++) above.add(pointerOf(path.slice(0, d)));
      }
      return { exact, above };
    }
    function scalar(v) {
      const span = el('span', typeof v === 'string' ? 'str' : typeof v === 'number' ? 'num' : 'lit', JSON.stringify(v));
      return span;
    }
    function preview(v) {
      if (Array.isArray(v)) return el('span', 'dim', '[…] ' + v.length + (v.length === 1 ? ' item' : ' items'));
      const n = Object.keys(v).length;
      return el('span', 'dim', '{…} ' + n + (n === 1 ? ' key' : ' keys'));
    }
    function treeNode(label, value, path, depth, marks) {
      const pointer = pointerOf(path);
      const node = el('div', 'node');
      node.dataset.pointer = pointer;
      const line = el('div', 'line');
      node.appendChild(line);
      if (marks.exact.has(pointer)) node.classList.add('changed');
      const container = value !== null && typeof value === 'object';
      const tog = el('span', 'tog', container ? '▸' : '');
      line.appendChild(tog);
      if (label !== null) { line.appendChild(el('span', 'key', label)); line.appendChild(document.createTextNode(': ')); }
      if (!container) { line.appendChild(scalar(value)); return node; }
      line.appendChild(preview(value));
      const open = !closed.has(pointer) && (opened.has(pointer) || depth < 1 || marks.above.has(pointer) || marks.exact.has(pointer));
      const fill = () => {
        tog.textContent = '▾';
        const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
        let shownCount = 0;
        const more = () => {
          const end = Math.min(keys.length, shownCount + 200);
          const frag = document.createDocumentFragment();
          for (; shownCount < end; shownCount++) {
            const k = keys[shownCount];
            frag.appendChild(treeNode(Array.isArray(value) ? '[' + k + ']' : JSON.stringify(k), value[k], path.concat(String(k)), depth + 1, marks));
          }
          if (shownCount < keys.length) {
            const rest = el('div', 'line dim', '… ' + (keys.length - shownCount) + ' more (click)');
            rest.style.cursor = 'pointer';
            rest.addEventListener('click', () => { rest.remove(); more(); });
            frag.appendChild(rest);
          }
          node.appendChild(frag);
        };
        more();
      };
      if (open) fill();
      tog.addEventListener('click', () => {
        if (tog.textContent === '▾') {
          while (node.children.length > 1) node.lastChild.remove();
          tog.textContent = '▸'; closed.add(pointer); opened.delete(pointer);
        } else { closed.delete(pointer); opened.add(pointer); fill(); }
      });
      return node;
    }
    function renderTree(state, record, problem) {
      treeBox.replaceChildren();
      if (state === undefined) { treeBox.appendChild(el('div', 'dim', problem || lostText(cursor) || 'This state is not in the page: see the gap in the timeline.')); return; }
      treeBox.appendChild(treeNode(null, state, [], 0, changedSet(record, state)));
    }
    """#
}
