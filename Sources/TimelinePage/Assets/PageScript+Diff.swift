extension PageScript {
  /// The `-`/`+` diff of two states, as `tt-debug diff` prints it (Replay's DiffPrinter): nested,
  /// one unchanged sibling of context, longer unchanged runs folded, arrays of identified
  /// elements matched by `id`.
  static let diff = #"""
    function same(a, b) {
      if (a === b) return true;
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
      if (Array.isArray(a) !== Array.isArray(b)) return false;
      if (Array.isArray(a)) {
        if (a.length !== b.length) return false;
        for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
        return true;
      }
      const ka = Object.keys(a), kb = Object.keys(b);
      if (ka.length !== kb.length) return false;
      for (const k of ka) if (!Object.prototype.hasOwnProperty.call(b, k) || !same(a[k], b[k])) return false;
      return true;
    }
    function diffLines(oldValue, newValue, context) {
      const CONTEXT = context === undefined ? 1 : context;
      const key = k => JSON.stringify(String(k)) + ': ';
      const index = i => '[' + i + ']: ';
      const line = (mark, depth, body) => ({ mark, depth, body });
      function whole(v, label, depth, mark, comma) {
        const end = comma ? ',' : '';
        if (isObject(v) && Object.keys(v).length) {
          const ks = Object.keys(v);
          const out = [line(mark, depth, label + '{')];
          ks.forEach((k, n) => out.push(...whole(v[k], key(k), depth + 1, mark, n < ks.length - 1)));
          out.push(line(mark, depth, '}' + end));
          return out;
        }
        if (Array.isArray(v) && v.length) {
          const out = [line(mark, depth, label + '[')];
          v.forEach((e, n) => out.push(...whole(e, index(n), depth + 1, mark, n < v.length - 1)));
          out.push(line(mark, depth, ']' + end));
          return out;
        }
        return [line(mark, depth, label + JSON.stringify(v) + end)];
      }
      function changed(o, n, oldLabel, newLabel, depth, oldComma, newComma) {
        const comma = newComma ? ',' : '';
        if (isObject(o) && isObject(n)) {
          return [line(' ', depth, newLabel + '{'), ...fold(objectItems(o, n, depth + 1), depth + 1), line(' ', depth, '}' + comma)];
        }
        if (Array.isArray(o) && Array.isArray(n)) {
          return [line(' ', depth, newLabel + '['), ...fold(arrayItems(o, n, depth + 1), depth + 1), line(' ', depth, ']' + comma)];
        }
        return [...whole(o, oldLabel, depth, '-', oldComma), ...whole(n, newLabel, depth, '+', newComma)];
      }
      function item(o, n, oldLabel, newLabel, depth, oldComma, newComma) {
        if (same(o, n)) return { same: true, label: newLabel, value: n, comma: newComma };
        return { lines: changed(o, n, oldLabel, newLabel, depth, oldComma, newComma) };
      }
      function objectItems(o, n, depth) {
        const items = [], ok = Object.keys(o), nk = Object.keys(n);
        ok.forEach((k, at) => {
          const oldComma = at < ok.length - 1;
          const newAt = nk.indexOf(k);
          if (newAt < 0) { items.push({ lines: whole(o[k], key(k), depth, '-', oldComma) }); return; }
          items.push(item(o[k], n[k], key(k), key(k), depth, oldComma, newAt < nk.length - 1));
        });
        nk.forEach((k, at) => {
          if (!Object.prototype.hasOwnProperty.call(o, k)) items.push({ lines: whole(n[k], key(k), depth, '+', at < nk.length - 1) });
        });
        return items;
      }
      function identifiers(elements) {
        const ids = [], seen = new Set();
        for (const e of elements) {
          if (!isObject(e) || !Object.prototype.hasOwnProperty.call(e, 'id')) return null;
          const id = JSON.stringify(e.id);
          if (seen.has(id)) return null;
          seen.add(id); ids.push(id);
        }
        return ids.length ? ids : null;
      }
      function arrayItems(o, n, depth) {
        const oi = identifiers(o), ni = identifiers(n);
        const items = [];
        if (oi && ni) {
          // Removed elements show where they stood, before the first kept one that followed them.
          const oldAt = new Map(oi.map((id, at) => [id, at])), newSet = new Set(ni);
          let nextOld = 0;
          const removedBefore = (end) => {
            for (; nextOld < end; nextOld++) {
              if (!newSet.has(oi[nextOld])) items.push({ lines: whole(o[nextOld], index(nextOld), depth, '-', nextOld < o.length - 1) });
            }
          };
          ni.forEach((id, at) => {
            const comma = at < n.length - 1;
            if (!oldAt.has(id)) { items.push({ lines: whole(n[at], index(at), depth, '+', comma) }); return; }
            const was = oldAt.get(id);
            removedBefore(was);
            nextOld = Math.max(nextOld, was + 1);
            items.push(item(o[was], n[at], index(was), index(at), depth, was < o.length - 1, comma));
          });
          removedBefore(o.length);
          return items;
        }
        let prefix = 0;
        while (prefix < o.length && prefix < n.length && same(o[prefix], n[prefix])) prefix++;
        let suffix = 0;
        while (suffix < o.length - prefix && suffix < n.length - prefix && same(o[o.length - 1 - suffix], n[n.length - 1 - suffix])) suffix++;
        for (let i = 0; i < prefix; i++) items.push({ same: true, label: index(i), value: n[i], comma: i < n.length - 1 });
        const oldEnd = o.length - suffix, newEnd = n.length - suffix, common = Math.min(oldEnd, newEnd) - prefix;
        for (let i = prefix; i < prefix + common; i++) items.push(item(o[i], n[i], index(i), index(i), depth, i < o.length - 1, i < n.length - 1));
        for (let i = prefix + common; i < oldEnd; i++) items.push({ lines: whole(o[i], index(i), depth, '-', i < o.length - 1) });
        for (let i = prefix + common; i < newEnd; i++) items.push({ lines: whole(n[i], index(i), depth, '+', i < n.length - 1) });
        for (let i = newEnd; i < n.length; i++) items.push({ same: true, label: index(i), value: n[i], comma: i < n.length - 1 });
        return items;
      }
      function brief(v) {
        const text = JSON.stringify(v);
        if (text.length <= 60) return text;
        return isObject(v) ? '{…}' : Array.isArray(v) ? '[…]' : text;
      }
      function fold(items, depth) {
        const changedAt = [];
        items.forEach((it, at) => { if (!it.same) changedAt.push(at); });
        const out = [];
        let folded = 0;
        const flush = () => { if (folded > 0) out.push(line(' ', depth, '… (' + folded + ' unchanged)')); folded = 0; };
        items.forEach((it, at) => {
          if (!it.same) { flush(); out.push(...it.lines); return; }
          if (!changedAt.some(c => Math.abs(c - at) <= CONTEXT)) { folded++; return; }
          flush();
          out.push(line(' ', depth, it.label + brief(it.value) + (it.comma ? ',' : '')));
        });
        flush();
        return out;
      }
      if (same(oldValue, newValue)) return [];
      return changed(oldValue, newValue, '', '', 0, false, false);
    }
    // Fills a <pre> with the lines, one element each, text only.
    function renderDiff(pre, lines, emptyText) {
      pre.replaceChildren();
      if (!lines.length) { pre.textContent = emptyText; return; }
      const frag = document.createDocumentFragment();
      for (const l of lines) {
        const span = document.createElement('span');
        span.className = l.mark === '+' ? 'add' : l.mark === '-' ? 'rem' : 'same';
        span.textContent = l.mark + ' ' + '  '.repeat(l.depth) + l.body + '\n';
        frag.appendChild(span);
      }
      pre.appendChild(frag);
    }
    """#
}
