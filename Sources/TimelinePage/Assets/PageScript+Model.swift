extension PageScript {
  /// The data, indexed: rows for the list, states by seq, keyframes, screen visits, gaps.
  static let model = #"""
    'use strict';
    const D = JSON.parse(document.getElementById('tt-data').textContent);
    const R = D.records;
    const START = D.start;
    const stateRecord = new Map();   // seq -> record that makes it (action, oob)
    const keyframes = [];            // {seq, i}, ascending
    const rows = [];                 // {i, seq, kind, t, text, route, cause}
    const markers = [];              // rows of markers
    const gaps = [];                 // {from, to, t0, t1, why}
    const children = new Map();      // cause seq -> [seqs of the actions its effects sent]
    let lastT = 0;
    let previousState = null;        // the seq of the previous state-making record or keyframe
    function timeOf(record) { return typeof record.wall === 'number' ? record.wall - START : lastT; }
    const ROUTES = D.routes || [];
    D.routes = ROUTES;
    const CRUMBS = ROUTES.map(route => route.join(' › '));
    const NO_ROUTE = [];
    const stateRows = [];            // the action and oob rows, in seq order
    const visits = [];               // screen visits: consecutive states with the same route
    // Indexes record `i` of R (records come in seq order, so a live page calls it for each one
    // appended, then `settle()`).
    function ingest(r, i) {
      const t = timeOf(r);
      // Records lost between two that were written happened after the earlier one.
      const before = Math.min(lastT, t);
      lastT = Math.max(lastT, t);
      switch (r.t) {
        case 'key':
          if (!keyframes.length || keyframes[keyframes.length - 1].seq !== r.seq) keyframes.push({ seq: r.seq, i });
          if (previousState !== null && r.seq > previousState + 1 && !(gaps.length && gaps[gaps.length - 1].to >= r.seq - 1)) {
            gaps.push({ from: previousState + 1, to: r.seq - 1, t0: before, t1: t, why: 'lost', named: '#' + (previousState + 1) + '…#' + (r.seq - 1) + ' (their records are not in the log)' });
          }
          previousState = Math.max(previousState === null ? r.seq : previousState, r.seq);
          break;
        case 'action': case 'oob': {
          if (previousState !== null && r.seq > previousState + 1 && !(gaps.length && gaps[gaps.length - 1].to >= r.seq - 1)) {
            gaps.push({ from: previousState + 1, to: r.seq - 1, t0: before, t1: t, why: 'lost', named: '#' + (previousState + 1) + '…#' + (r.seq - 1) + ' (their records are not in the log)' });
          }
          previousState = r.seq;
          stateRecord.set(r.seq, i);
          const routed = typeof r.r === 'number' && ROUTES[r.r] !== undefined;
          const row = { i, seq: r.seq, kind: r.t, t, route: routed ? CRUMBS[r.r] : '', routeList: routed ? ROUTES[r.r] : NO_ROUTE,
            text: r.t === 'oob' ? (Array.isArray(r.shared) && r.shared.length === 0 ? 'state set by time travel' : 'shared state changed outside any action') : String(r.summary || ''), cause: null };
          if (r.cause && r.cause.by === 'effect' && typeof r.cause.seq === 'number') {
            row.cause = r.cause.seq;
            if (!children.has(r.cause.seq)) children.set(r.cause.seq, []);
            children.get(r.cause.seq).push(r.seq);
          }
          rows.push(row); stateRows.push(row); visit(row);
          break;
        }
        case 'marker': {
          const row = { i, seq: r.seq, kind: 'marker', t, route: '', routeList: [], text: '★ ' + String(r.text || ''), cause: null };
          rows.push(row); markers.push(row);
          break;
        }
        case 'dropped': {
          const count = Number(r.count) || 0;
          const gap = { from: r.seq - count + 1, to: r.seq, t0: before, t1: t, why: 'dropped' };
          gap.named = '#' + gap.from + '…#' + gap.to + ' (the recorder dropped them' + (r.reason ? ': ' + r.reason : '') + ')';
          gaps.push(gap);
          rows.push({ i, seq: r.seq, next: r.seq + 1, kind: 'gap', t, route: '', routeList: [], cause: null,
            text: '⚠ ' + count + ' records dropped (#' + gap.from + '…#' + gap.to + ')' + (r.reason ? ': ' + r.reason : '') });
          previousState = Math.max(previousState === null ? r.seq : previousState, r.seq);
          break;
        }
        case 'lost': {
          const to = typeof r.to === 'number' ? r.to : r.seq;
          const t1 = typeof r.until === 'number' ? r.until - START : t;
          const from = typeof r.first === 'number' ? r.first : r.seq + 1;
          const gap = { from, to, t0: t, t1, why: String(r.why || 'damaged block') };
          // `#25…#48 lost: why`, as `tt-debug log` says it, gives the words a lost state is named in.
          const said = typeof r.text === 'string' ? r.text.match(/^(\S+) lost: (.*)$/) : null;
          gap.named = said ? said[1] + ' (' + said[2] + ')' : '#' + from + '…#' + to + ' (' + gap.why + ')';
          gaps.push(gap);
          rows.push({ i, seq: gap.from, next: to + 1, kind: 'gap', t, route: '', routeList: [], cause: null,
            text: typeof r.text === 'string' ? '✕ ' + r.text : '⚠ lost #' + gap.from + '…#' + gap.to + ' (damaged block): ' + gap.why });
          previousState = Math.max(previousState === null ? r.seq : previousState, to);
          break;
        }
      }
    }
    function visit(row) {
      const last = visits[visits.length - 1];
      if (last && last.route === row.route) { last.to = row.seq; last.t1 = row.t; return; }
      if (last) last.t1 = row.t;
      visits.push({ route: row.route, parts: row.routeList, from: row.seq, to: row.seq, t0: row.t, t1: row.t });
    }
    for (let i = 0; i < R.length; i++) ingest(R[i], i);
    // A page of part of a session (--from/--to) spans its own records' times: its chart starts at
    // its first record and, when it stops before the log's last state, ends at its last one.
    let CUT_START, CUT_END, BEGIN_T, END_T, SESSION_T, firstSeq, lastSeq;
    function timeOfFirst() { return typeof R[0].wall === 'number' ? R[0].wall - START : 0; }
    // What follows from the records indexed so far: the spans, the first and last state.
    function settle() {
      CUT_START = D.page.from > D.first && R.length > 0;
      CUT_END = D.page.to < D.last;
      BEGIN_T = CUT_START ? Math.min(timeOfFirst(), lastT) : 0;
      END_T = CUT_END ? Math.max(lastT, BEGIN_T + 1) : Math.max(lastT, D.end - START, 1);
      // The whole session's, for the facts about the log.
      SESSION_T = Math.max(CUT_END ? 0 : lastT, D.end - START, 1);
      firstSeq = keyframes.length ? keyframes[0].seq : (D.page.from || 0);
      lastSeq = Math.max(firstSeq, stateRows.length ? stateRows[stateRows.length - 1].seq : firstSeq);
      if (visits.length) visits[visits.length - 1].t1 = END_T;
    }
    settle();

    function timeText(t) { return '+' + (t / 1000).toFixed(3) + 's'; }
    function rowForSeq(seq) {   // the row that made state `seq`, or null (the initial state)
      const i = stateRecord.get(seq);
      if (i === undefined) return null;
      let lo = 0, hi = rows.length - 1;
      while (lo <= hi) { const m = (lo + hi) >> 1; if (rows[m].i < i) lo = m + 1; else if (rows[m].i > i) hi = m - 1; else return rows[m]; }
      return null;
    }
    function timeOfSeq(seq) {
      const row = rowForSeq(seq);
      if (row) return row.t;
      const k = keyframes.find(k => k.seq === seq);
      if (k) return timeOf(R[k.i]);
      // A lost state's time is unknown: it came after the gap began.
      const gap = gapOf(seq);
      return gap ? gap.t0 : 0;
    }
    function gapOf(seq) { return gaps.find(g => seq >= g.from && seq <= g.to) || null; }
    // What the page says of a state in a gap, in the words `tt-debug show` uses; null elsewhere.
    function lostText(seq, subject) {
      const gap = gapOf(seq);
      return gap ? (subject || 'State #' + seq) + ' is lost: it is in the gap ' + gap.named + '.' : null;
    }
    """#
}
