extension PageScript {
  /// States rebuilt in the browser: the nearest keyframe, then RFC 6902 deltas applied without
  /// mutating (each operation copies only the containers on its path, so states share storage).
  static let patch = #"""
    function tokens(pointer) {
      if (pointer === '') return [];
      return pointer.slice(1).split('/').map(s => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    }
    function isObject(v) { return v !== null && typeof v === 'object' && !Array.isArray(v); }
    function getIn(value, path) {
      for (const key of path) {
        if (Array.isArray(value)) value = value[Number(key)];
        else if (isObject(value)) value = Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
        else return undefined;
        if (value === undefined) return undefined;
      }
      return value;
    }
    function copyOf(container) { return Array.isArray(container) ? container.slice() : Object.assign({}, container); }
    // Returns a new root where `edit(parent, key)` changed a copy of the parent of `path`.
    function editIn(root, path, edit) {
      if (!path.length) throw new Error('cannot edit the root in place');
      const parents = [root];
      for (let d = 0; d < path.length - 1; d++) {
        const next = getIn(parents[d], [path[d]]);
        if (next === null || typeof next !== 'object') throw new Error('no container at /' + path.slice(0, d + 1).join('/'));
        parents.push(next);
      }
      let child = copyOf(parents[path.length - 1]);
      edit(child, path[path.length - 1]);
      for (let d = path.length - 2; d >= 0; d--) {
        const parent = copyOf(parents[d]);
        parent[Array.isArray(parent) ? Number(path[d]) : path[d]] = child;
        child = parent;
      }
      return child;
    }
    function addAt(root, path, value) {
      if (!path.length) return value;
      return editIn(root, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(key === '-' ? parent.length : Number(key), 0, value);
        else parent[key] = value;
      });
    }
    function removeAt(root, path) {
      return editIn(root, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1); else delete parent[key];
      });
    }
    function replaceAt(root, path, value) {
      if (!path.length) return value;
      return editIn(root, path, (parent, key) => { parent[Array.isArray(parent) ? Number(key) : key] = value; });
    }
    function applyPatch(state, operations) {
      for (const op of operations) {
        const path = tokens(op.path);
        switch (op.op) {
          case 'add': state = addAt(state, path, op.value); break;
          case 'remove': state = removeAt(state, path); break;
          case 'replace': state = replaceAt(state, path, op.value); break;
          case 'move': { const from = tokens(op.from); const v = getIn(state, from); state = addAt(removeAt(state, from), path, v); break; }
          case 'copy': state = addAt(state, path, getIn(state, tokens(op.from))); break;
          case 'test': break;
          default: throw new Error('unknown patch operation ' + op.op);
        }
      }
      return state;
    }
    // Pointers a record changed: its operations' paths (and `from` of moves).
    function changedPointers(record) {
      if (!record || !Array.isArray(record.delta)) return null;
      const out = [];
      for (const op of record.delta) { out.push(op.path); if (op.from !== undefined) out.push(op.from); }
      return out;
    }

    const stateCache = new Map();
    function keyframeAtOrBefore(seq) {
      let lo = 0, hi = keyframes.length - 1, best = -1;
      while (lo <= hi) { const m = (lo + hi) >> 1; if (keyframes[m].seq <= seq) { best = m; lo = m + 1; } else hi = m - 1; }
      return best < 0 ? null : keyframes[best];
    }
    // Why the last stateAt that gave undefined could not rebuild the state, when a delta in the
    // page does not apply (a log whose bytes check but whose records are wrong); else null.
    let stateProblem = null;
    // The state at `seq`, or undefined when the page does not hold it (dropped, lost, out of range,
    // or a delta before it that does not apply: `stateProblem` says which).
    function stateAt(seq) {
      stateProblem = null;
      if (stateCache.has(seq)) return stateCache.get(seq);
      const key = keyframeAtOrBefore(seq);
      if (!key) return undefined;
      let s = seq, state;
      for (;;) {
        if (stateCache.has(s)) { state = stateCache.get(s); break; }
        if (s === key.seq) { state = R[key.i].state; break; }
        const i = stateRecord.get(s);
        if (i === undefined) return undefined;
        if (R[i].state !== undefined) { state = R[i].state; break; }
        s--;
      }
      stateCache.set(s, state);
      for (s = s + 1; s <= seq; s++) {
        const i = stateRecord.get(s);
        if (i === undefined) return undefined;
        const r = R[i];
        if (r.state !== undefined) {
          state = r.state;
        } else {
          try {
            state = applyPatch(state, r.delta || []);
          } catch (e) {
            stateProblem = 'State #' + seq + ' cannot be rebuilt: the delta of #' + s + ' does not apply (' + e.message + '); tt-debug verify says more.';
            return undefined;
          }
        }
        stateCache.set(s, state);
      }
      if (stateCache.size > 20000) { stateCache.clear(); stateCache.set(seq, state); }
      return state;
    }
    """#
}
