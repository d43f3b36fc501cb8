extension PageScript {
  /// A live page's script, after the others: records appended as they come (indexed at once,
  /// drawn once per animation frame), the app bar, and the socket to the page's server when the
  /// data has a `live` member. Messages are those of the live page protocol.
  static let live = #"""
    const LIVE = D.live && typeof D.live === 'object' ? D.live : null;
    let socketState = LIVE ? 'connecting' : 'none';
    const latencies = [];
    const liveBar = el('div'); liveBar.id = 'live-bar';
    const appAt = el('span'); appAt.id = 'app-at';
    const resumeButton = el('button', null, 'Resume'); resumeButton.id = 'resume';
    const liveButton = el('button', null, 'Live'); liveButton.id = 'go-live';
    const linkText = el('span', 'dim'); linkText.id = 'link-state';
    const errorText = el('span', 'bad'); errorText.id = 'live-error';
    liveBar.append(appAt, resumeButton, liveButton, linkText, errorText);
    document.querySelector('#head .title').appendChild(liveBar);
    let app = { mode: LIVE && LIVE.app ? 'live' : 'none', seq: null, text: '' };
    const modes = { live: 'live', travelling: 'travelling', report: 'report', gone: 'gone', none: 'none' };
    function renderApp() {
      const none = app.mode === 'none' || (LIVE !== null && LIVE.app === false);
      const at = app.mode === 'live' ? Math.max(app.seq === null ? lastSeq : app.seq, lastSeq) : app.seq;
      appAt.textContent = none ? 'no app' : app.mode === 'gone' ? 'app: gone' : 'app: ' + (at === null ? '' : '#' + at + ' · ') + app.mode;
      appAt.title = app.text;
      resumeButton.hidden = liveButton.hidden = none || app.mode === 'gone';
      linkText.textContent = socketState === 'disconnected' ? 'disconnected, reconnecting…' : socketState === 'connecting' ? 'connecting…' : '';
      liveBar.hidden = LIVE === null && app.seq === null && app.mode === 'none';
    }

    // The socket: hello with the records held, reconnecting with a growing pause when it closes.
    let socket = null, retry = 500, helloOut = false;
    function setSocketState(name) { socketState = name; renderApp(); }
    function send(message) {
      if (!socket || socket.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    }
    function sendHello() { if (!helloOut) helloOut = send({ t: 'hello', after: R.length }); }
    function connect() {
      setSocketState('connecting');
      let ws;
      try {
        ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/events?token=' + encodeURIComponent(String(LIVE.token)));
      } catch (e) { socketClosed(null); return; }
      socket = ws;
      ws.onopen = () => { retry = 500; helloOut = false; setSocketState('open'); sendHello(); };
      ws.onmessage = event => { let message; try { message = JSON.parse(event.data); } catch (e) { return; } receive(message); };
      ws.onclose = () => socketClosed(ws);
    }
    function socketClosed(ws) {
      if (ws !== socket) return;
      socket = null; helloOut = false; jumpDone();
      setSocketState('disconnected');
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    }

    // Moves made here go to the app: one jump in flight, the latest wish sent when it is answered.
    let jumpOut = null, jumpWish = null, jumpTimer = null;
    const jumpsSent = new Map();   // seq -> when, to know a cursor message that echoes one

    function pumpJump() {
      if (jumpOut !== null || jumpWish === null) return;
      const seq = jumpWish;
      jumpWish = null;
      if (!send({ t: 'jump', seq })) return;
      jumpOut = seq;
      if (jumpsSent.size > 64) jumpsSent.clear();
      jumpsSent.set(seq, Date.now());
      jumpTimer = setTimeout(jumpDone, 2000);
    }
    function jumpDone() { clearTimeout(jumpTimer); jumpOut = null; pumpJump(); }
    onMove = seq => { if (socket) { jumpWish = seq; pumpJump(); } };
    resumeButton.addEventListener('click', () => send({ t: 'resume' }));
    liveButton.addEventListener('click', () => send({ t: 'live' }));

    // Records are indexed when they come; the list, chart and header follow once per frame.
    let rowsListed = rows.length, cursorWish = null, walls = [], frameAsked = false, rowsOwed = false, chartOwed = false, chartAt = -1e9, chartCost = 0, screensAt = 0;
    function receiveRecords(message) {
      const held = R.length, from = Number(message.from);
      if (Array.isArray(message.routes)) {
        const base = typeof message.routesFrom === 'number' ? message.routesFrom : ROUTES.length;
        if (base <= ROUTES.length) message.routes.forEach((route, k) => {
          if (!Array.isArray(route)) return;
          ROUTES[base + k] = route.map(String); CRUMBS[base + k] = ROUTES[base + k].join(' › ');
        });
      }
      // Broadcasts may pass the answer to a hello: what is held already is dropped, a hole asks again.
      if (!Number.isInteger(from) || from > held) { sendHello(); return; }
      helloOut = false;
      if (typeof message.first === 'number') D.first = message.first;
      if (typeof message.last === 'number') { D.last = message.last; if (D.page.whole) D.page.to = message.last; }
      if (typeof message.end === 'number') D.end = message.end;
      if (message.health && typeof message.health === 'object' && Array.isArray(message.health.notes)) D.health = message.health;
      const records = Array.isArray(message.records) ? message.records.slice(held - from) : [];
      const rowCount = rows.length;
      for (const record of records) {
        const r = record !== null && typeof record === 'object' ? record : { t: 'unreadable' };
        R.push(r);
        ingest(r, R.length - 1);
      }
      settle();
      for (let k = rowCount; k < rows.length; k++) if (typeof R[rows[k].i].wall === 'number') walls.push(R[rows[k].i].wall);
      rowsOwed = chartOwed = true;
      askFrame();
    }
    // A hidden page gets no animation frames: a timer stands in.
    function askFrame() {
      if (frameAsked) return;
      frameAsked = true;
      requestAnimationFrame(() => { if (frameAsked) flush(false); });
      setTimeout(() => { if (frameAsked) flush(false); }, 500);
    }
    function flush(now) {
      frameAsked = false;
      const atEnd = listBox.scrollTop + listBox.clientHeight >= listBox.scrollHeight - 2;
      if (rowsOwed) {
        rowsOwed = false;
        const passes = rowFilter();
        for (let k = rowsListed; k < rows.length; k++) {
          const r = rows[k];
          if (shown === rows || !passes(r)) continue;
          shown.push(r);
          if (r.kind === 'action' || r.kind === 'oob') shownStates.push(r);
        }
        rowsListed = rows.length;
        countRows();
        if (atEnd) listBox.scrollTop = listBox.scrollHeight;
        renderRows(false);
        fillMarkerMenu(); fillVisits();
        if (now || performance.now() - screensAt > 2000) { fillScreenMenu(); screensAt = performance.now(); }
        renderHeader(); renderPosition(stateAt(cursor)); renderApp();
        if (cursorWish !== null && cursorWish <= lastSeq) { moveTo(cursorWish, true); cursorWish = null; }
        document.documentElement.dataset.liveRows = rows.length;
        const at = Date.now();
        for (const wall of walls) latencies.push(at - wall);
        walls = [];
        if (latencies.length > 200000) latencies.splice(0, 100000);
      }
      if (chartOwed) {
        const start = performance.now();
        if (!now && start - chartAt < Math.max(50, chartCost * 4)) { askFrame(); return; }
        chartOwed = false;
        const whole = view[0] <= BEGIN_T && view[1] >= DOMAIN;
        measureChart();
        if (whole) view = [BEGIN_T, DOMAIN];
        manyLinks = stateRows.length > 3000;
        drawChart();
        chartAt = performance.now(); chartCost = chartAt - start;
      }
    }
    function receiveCursor(message) {
      if (typeof message.seq !== 'number') return;
      // The answer to this page's own jump, or the echo of an older one: no move back.
      if (message.seq === jumpOut) { jumpDone(); return; }
      if (jumpOut !== null || jumpWish !== null) return;
      const sent = jumpsSent.get(message.seq);
      jumpsSent.delete(message.seq);
      if (sent !== undefined && Date.now() - sent < 3000) return;
      // A state whose record has not come yet is moved to when it comes.
      cursorWish = message.seq > lastSeq ? message.seq : null;
      if (message.seq !== cursor) moveTo(message.seq, true);
    }
    function receive(message) {
      if (!message || typeof message !== 'object') return;
      switch (message.t) {
        case 'records': receiveRecords(message); break;
        case 'cursor': receiveCursor(message); break;
        case 'app':
          app = { mode: modes[message.mode] || 'none', seq: typeof message.seq === 'number' ? message.seq : null, text: typeof message.text === 'string' ? message.text : '' };
          errorText.textContent = '';
          if (app.seq === jumpOut) jumpDone();
          renderApp();
          break;
        case 'reload': location.reload(); break;
        case 'error': errorText.textContent = String(message.text || 'the command failed'); jumpDone(); break;
      }
    }
    window.ttLive = { receive, latencies, flush: () => flush(true), get socketState() { return socketState; } };
    document.documentElement.dataset.liveRows = rows.length;
    renderApp();
    if (LIVE) connect();
    """#
}
