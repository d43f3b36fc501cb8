extension PageScript {
  /// The timeline canvas: session time across, screen lanes by depth (tab › stack › sheet), a
  /// tick per action, marker flags, cause links, dropped/lost ranges and a crashed tail. Click or
  /// drag moves the cursor; the wheel zooms, double-click resets.
  static let chart = #"""
    const chart = document.getElementById('chart');
    // The crashed tail follows the log's last state, so a page that stops before it has none.
    const AXIS = 16, FLAGS = 18, LANE = 17, TICKS = 24;
    let crashed, DOMAIN, laneDepth = 1, chartHeight;
    // The time span and the lanes the records need; a live page calls it again as they come.
    function measureChart() {
      crashed = D.health.status === 'crashed' && !CUT_END;
      DOMAIN = BEGIN_T + (END_T - BEGIN_T) * (crashed ? 1.05 : 1) || 1;
      for (let v = measuredVisits; v < visits.length; v++) laneDepth = Math.min(6, Math.max(laneDepth, visits[v].parts.length));
      measuredVisits = Math.max(0, visits.length - 1);
      chartHeight = AXIS + FLAGS + laneDepth * LANE + TICKS + 4;
      chart.style.height = chartHeight + 'px';
    }
    let measuredVisits = 0;
    measureChart();
    let view = [BEGIN_T, DOMAIN];
    function hue(text) { let h = 0; for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0; return h % 360; }
    function xOf(t, width) { return 4 + (t - view[0]) / (view[1] - view[0]) * (width - 8); }
    function tOf(x, width) { return view[0] + (x - 4) / (width - 8) * (view[1] - view[0]); }
    // Colours are read once per full draw: reading styles on every cursor move forces a style pass.
    const colors = {};
    function cssVar(name) {
      if (!(name in colors)) colors[name] = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      return colors[name];
    }
    // Everything but the cursor is drawn once per size or zoom into an offscreen layer; a cursor
    // move copies the layer and draws the cursor and its cause links on top.
    const layer = document.createElement('canvas');
    let layerWidth = 0;
    let manyLinks = stateRows.length > 3000;
    function drawChart() {
      const ratio = window.devicePixelRatio || 1;
      const width = chart.clientWidth || 800;
      layerWidth = width;
      for (const name of Object.keys(colors)) delete colors[name];
      layer.width = chart.width = Math.round(width * ratio); layer.height = chart.height = Math.round(chartHeight * ratio);
      const g = layer.getContext('2d');
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      g.clearRect(0, 0, width, chartHeight);
      const fg = cssVar('--fg'), dim = cssVar('--dim'), accent = cssVar('--accent'), warn = cssVar('--warn'), bad = cssVar('--bad');
      g.font = '11px -apple-system, "Segoe UI", Roboto, sans-serif';
      g.textBaseline = 'middle';
      // Axis: about eight labelled times.
      g.fillStyle = dim; g.strokeStyle = cssVar('--line');
      const span = view[1] - view[0];
      const step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 30000, 60000, 120000, 300000, 600000, 1800000, 3600000]
        .find(s => span / s <= 8) || 7200000;
      for (let t = Math.ceil(view[0] / step) * step; t <= view[1]; t += step) {
        const x = xOf(t, width);
        g.fillRect(x, AXIS - 4, 1, 4);
        const label = t >= 60000 ? (t / 60000).toFixed(step < 60000 ? 1 : 0) + 'm' : (t / 1000).toFixed(step < 1000 ? 2 : 0) + 's';
        if (x + 2 + g.measureText(label).width <= width) g.fillText(label, x + 2, 6);
      }
      const laneTop = AXIS + FLAGS, tickTop = laneTop + laneDepth * LANE;
      // The crashed tail's label sits on the first lane, which stops short of it.
      const tailLabel = 'not closed', tailLeft = crashed ? xOf(DOMAIN, width) - g.measureText(tailLabel).width - 10 : width;
      // Screen lanes: depth d shows the route's first d+1 screens.
      for (let d = 0; d < laneDepth; d++) {
        const y = laneTop + d * LANE;
        let band = null;
        const flush = () => {
          if (!band || !band.label) return;
          const x0 = xOf(band.t0, width), x1 = Math.max(x0 + 1, xOf(band.t1, width));
          if (x1 < 0 || x0 > width) return;
          g.fillStyle = 'hsl(' + hue(band.label) + ' 55% 62% / 0.55)';
          g.fillRect(x0, y + 1, x1 - x0 - 0.5, LANE - 2);
          if (x1 - x0 > 28) {
            const left = Math.max(x0, 2) + 3, right = Math.min(x1 - 3, d === 0 ? tailLeft : width);
            const label = fittedText(g, band.label, right - left);
            if (label) { g.fillStyle = fg; g.fillText(label, left, y + LANE / 2); }
          }
        };
        for (const v of visits) {
          const key = v.parts.slice(0, d + 1).join(' › ');
          if (band && band.key === key) { band.t1 = v.t1; continue; }
          flush();
          band = { key, label: v.parts.length > d ? String(v.parts[d]) : '', t0: v.t0, t1: v.t1 };
        }
        flush();
      }
      // Gaps and the crashed tail, across everything.
      for (const gap of gaps) {
        const x0 = xOf(gap.t0, width), x1 = Math.max(x0 + 3, xOf(gap.t1, width));
        g.fillStyle = bad; g.globalAlpha = 0.25; g.fillRect(x0, AXIS, x1 - x0, chartHeight - AXIS); g.globalAlpha = 1;
      }
      if (crashed) {
        const x0 = xOf(END_T, width), x1 = xOf(DOMAIN, width);
        g.save(); g.beginPath(); g.rect(x0, AXIS, x1 - x0, chartHeight - AXIS); g.clip();
        g.strokeStyle = warn; g.lineWidth = 2;
        for (let x = x0 - chartHeight; x < x1; x += 8) { g.beginPath(); g.moveTo(x, chartHeight); g.lineTo(x + chartHeight, AXIS); g.stroke(); }
        g.restore();
        const y = AXIS + FLAGS + LANE / 2, w = g.measureText(tailLabel).width + 8;
        g.fillStyle = cssVar('--bg'); g.fillRect(x1 - w - 2, y - 7, w, 14);
        g.fillStyle = warn; g.fillText(tailLabel, x1 - w + 2, y);
      }
      // Ticks, one pixel column at most once; effect-caused ticks in the cause colour.
      let lastX = -1, lastXEffect = -1;
      for (const row of stateRows) {
        const x = Math.round(xOf(row.t, width));
        if (x < 0 || x > width) continue;
        if (row.cause !== null) { if (x !== lastXEffect) { g.fillStyle = warn; g.fillRect(x, tickTop + 12, 1, 10); lastXEffect = x; } }
        else if (x !== lastX) { g.fillStyle = accent; g.fillRect(x, tickTop + 4, 1, 18); lastX = x; }
      }
      // Cause links: every one in small logs, else only the cursor's (drawn with the cursor).
      if (!manyLinks) drawLinks(g, stateRows.filter(r => r.cause !== null), width, tickTop, warn);
      // Marker flags, and the flag row's labels (markers' text, gaps' kind) left to right, each cut
      // with an ellipsis where the next flag starts and left out when not a few letters fit.
      const flags = [];
      for (const gap of gaps) flags.push({ x: xOf(gap.t0, width), text: gap.why === 'dropped' ? 'dropped' : 'lost', color: bad, indent: 2 });
      for (const m of markers) flags.push({ x: xOf(m.t, width), text: m.text.slice(2, 48), color: fg, indent: 10, marker: true });
      flags.sort((a, b) => a.x - b.x);
      flags.forEach((f, i) => {
        if (f.x < 0 || f.x > width) return;
        if (f.marker) {
          g.fillStyle = warn; g.fillRect(f.x, AXIS, 1, chartHeight - AXIS);
          g.beginPath(); g.moveTo(f.x, AXIS + 2); g.lineTo(f.x + 8, AXIS + 6); g.lineTo(f.x, AXIS + 10); g.fill();
        }
        const end = i + 1 < flags.length ? Math.min(width, flags[i + 1].x - 4) : width;
        const label = fittedText(g, f.text, end - f.x - f.indent);
        if (label) { g.fillStyle = f.color; g.fillText(label, f.x + f.indent, AXIS + 6); }
      });
      drawCursor();
    }
    // `text` cut with an ellipsis to fit `room` pixels; null when fewer than three letters would.
    function fittedText(g, text, room) {
      if (room <= 0) return null;
      if (g.measureText(text).width <= room) return text;
      const letters = Array.from(text);
      let lo = 0, hi = letters.length - 1;
      while (lo < hi) {
        const m = (lo + hi + 1) >> 1;
        if (g.measureText(letters.slice(0, m).join('') + '…').width <= room) lo = m; else hi = m - 1;
      }
      return lo < 3 ? null : letters.slice(0, lo).join('').trimEnd() + '…';
    }
    function drawLinks(g, links, width, tickTop, color) {
      g.strokeStyle = color; g.lineWidth = 1; g.globalAlpha = 0.8;
      for (const row of links) {
        const from = rowForSeq(row.cause); if (!from) continue;
        const x0 = xOf(from.t, width), x1 = xOf(row.t, width);
        g.beginPath(); g.moveTo(x0, tickTop + 6); g.quadraticCurveTo((x0 + x1) / 2, tickTop - 4 - Math.min(12, (x1 - x0) / 2), x1, tickTop + 12); g.stroke();
      }
      g.globalAlpha = 1;
    }
    function drawCursor() {
      const ratio = window.devicePixelRatio || 1, width = layerWidth;
      const g = chart.getContext('2d');
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.clearRect(0, 0, chart.width, chart.height);
      g.drawImage(layer, 0, 0);
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      const tickTop = AXIS + FLAGS + laneDepth * LANE;
      if (manyLinks) {
        const links = [rowForSeq(cursor), ...(children.get(cursor) || []).map(rowForSeq)].filter(r => r && r.cause !== null);
        drawLinks(g, links, width, tickTop, cssVar('--warn'));
      }
      g.fillStyle = cssVar('--fg');
      g.fillRect(Math.round(xOf(timeOfSeq(cursor), width)) - 1, AXIS, 2, chartHeight - AXIS);
    }
    function nearestStateSeq(t) {
      if (!stateRows.length) return firstSeq;
      let lo = 0, hi = stateRows.length - 1;
      while (lo < hi) { const m = (lo + hi) >> 1; if (stateRows[m].t < t) lo = m + 1; else hi = m; }
      if (lo > 0 && Math.abs(stateRows[lo - 1].t - t) <= Math.abs(stateRows[lo].t - t)) lo--;
      if (t < stateRows[0].t / 2 && firstSeq < stateRows[0].seq) return firstSeq;
      return stateRows[lo].seq;
    }
    let dragging = false;
    function chartPoint(event) { const box = chart.getBoundingClientRect(); return tOf(event.clientX - box.left, box.width); }
    chart.addEventListener('pointerdown', e => { dragging = true; chart.setPointerCapture(e.pointerId); moveTo(nearestStateSeq(chartPoint(e))); });
    chart.addEventListener('pointermove', e => {
      const seq = nearestStateSeq(chartPoint(e));
      const row = rowForSeq(seq);
      document.getElementById('chart-tip').textContent = row ? '#' + seq + '  ' + timeText(row.t) + '  ' + row.text + (row.route ? '   ' + row.route : '') : '#' + seq;
      if (dragging) moveTo(seq);
    });
    chart.addEventListener('pointerup', () => { dragging = false; });
    chart.addEventListener('wheel', e => {
      e.preventDefault();
      const t = chartPoint(e), factor = e.deltaY > 0 ? 1.25 : 0.8;
      const span = Math.min(DOMAIN - BEGIN_T, Math.max(20, (view[1] - view[0]) * factor));
      const f = (t - view[0]) / (view[1] - view[0]);
      let v0 = t - f * span; v0 = Math.max(BEGIN_T, Math.min(DOMAIN - span, v0));
      view = [v0, v0 + span]; drawChart();
    }, { passive: false });
    chart.addEventListener('dblclick', () => { view = [BEGIN_T, DOMAIN]; drawChart(); });
    window.addEventListener('resize', () => drawChart());
    """#
}
