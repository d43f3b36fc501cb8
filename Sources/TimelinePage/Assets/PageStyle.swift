/// The page's styles: light and dark, system fonts, nothing loaded.
enum PageStyle {
  static let css = #"""
    :root { --bg:#fff; --fg:#1d1d1f; --dim:#6e6e73; --line:#d8d8dc; --panel:#f5f5f7; --accent:#0a66d8;
      --add:#e6f4ea; --addfg:#116329; --rem:#fdecea; --remfg:#a4161a; --warn:#b25e00; --bad:#c0162c; --ok:#1a7f37;
      --hl:#fff3bf; --sel:#0b57c2; color-scheme: light dark; }
    @media (prefers-color-scheme: dark) { :root { --bg:#1c1c1e; --fg:#f2f2f7; --dim:#98989f; --line:#3a3a3c;
      --panel:#2c2c2e; --accent:#4da3ff; --add:#12351e; --addfg:#7ee2a0; --rem:#3d1416; --remfg:#ff9b9b;
      --hl:#4a3f10; } }
    * { box-sizing: border-box; }
    [hidden] { display:none !important; }
    html, body { margin:0; height:100%; background:var(--bg); color:var(--fg);
      font: 13px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
    body { display:flex; flex-direction:column; }
    .dim { color:var(--dim); } .small { font-size:12px; }
    header { padding:8px 14px 6px; border-bottom:1px solid var(--line); background:var(--panel); }
    header .title { display:flex; align-items:center; gap:10px; }
    h1 { font-size:17px; margin:0; }
    .badge { border-radius:10px; padding:1px 9px; font-size:12px; font-weight:600; color:#fff; background:var(--ok); }
    .badge.crashed { background:var(--warn); } .badge.damaged { background:var(--bad); } .badge.recording { background:var(--accent); }
    #facts { display:flex; flex-wrap:wrap; gap:2px 18px; margin-top:3px; }
    #facts b { font-weight:600; color:var(--dim); margin-right:4px; }
    #notes { margin:2px 0; padding-left:18px; } #notes:empty { display:none; }
    #notes li.bad { color:var(--bad); } #notes li.warn { color:var(--warn); }
    #failure { color:#fff; background:var(--bad); padding:4px 8px; margin-top:4px; white-space:pre-wrap; }
    #timeline { padding:6px 14px 4px; border-bottom:1px solid var(--line); }
    #chart { width:100%; height:150px; display:block; cursor:crosshair; outline:none; }
    #chart-tip { height:18px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; font-size:12px; }
    #screens-box summary { cursor:pointer; color:var(--dim); font-size:12px; }
    #screens { max-height:160px; overflow:auto; margin:2px 0; font-size:12px; }
    #screens li { cursor:pointer; } #screens li:hover { color:var(--accent); }
    main { flex:1; display:flex; min-height:0; }
    #actions { width:46%; display:flex; flex-direction:column; border-right:1px solid var(--line); min-width:0; }
    #state { flex:1; display:flex; flex-direction:column; min-width:0; }
    .bar { display:flex; gap:6px; align-items:center; padding:6px 10px; flex-wrap:wrap; }
    .bar input[type=search] { flex:1; min-width:120px; }
    input, select, button { font:inherit; font-size:12px; color:var(--fg); background:var(--bg);
      border:1px solid var(--line); border-radius:5px; padding:2px 6px; }
    button { cursor:pointer; } button.on { background:var(--accent); color:#fff; border-color:var(--accent); }
    input[type=number] { width:80px; }
    #count { padding:0 10px 4px; }
    #list { flex:1; overflow:auto; position:relative; outline:none; font-family:ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size:12px; }
    #list-space { position:relative; }
    .row { position:absolute; left:0; right:0; height:22px; line-height:22px; padding:0 10px; white-space:nowrap;
      overflow:hidden; cursor:pointer; border-bottom:1px solid transparent; display:flex; }
    .row > span, .row .head, .row .leaf { flex:none; min-width:0; overflow:hidden; text-overflow:ellipsis; }
    .row:hover { background:var(--panel); }
    /* The selected row: white and near-white on a blue dark enough for both (contrast ≥ 4.5:1). */
    .row.cur { background:var(--sel); color:#fff; }
    .row.cur .dim, .row.cur .route, .row.cur .cause, .row.cur .seq, .row.cur .time { color:#e8f0ff; }
    .row.cmp { box-shadow: inset 3px 0 0 var(--warn); }
    .row .seq { min-width:5ch; margin-right:1ch; color:var(--dim); }
    .row .time { min-width:8ch; margin-right:2ch; color:var(--dim); }
    /* The script leaves out a route and whole wrappers that do not fit; what is still too wide
       shrinks in this order: the route, the wrappers (from their start), the cause down to a few
       letters, the innermost case last. Each shrinks a million times faster than the next, so the
       next keeps its last pixel. A narrow list shortens the cause. */
    .row > .text { flex:0 1 auto; } .row.action > .text { display:contents; }
    .row .head { flex:0 1000000 auto; direction:rtl; } .row .head bdi { direction:ltr; }
    .row .leaf { flex:0 1 auto; }
    .row .cause { flex:0 1000 auto; min-width:6ch; color:var(--warn); margin-left:8px; }
    .row .route { flex:1 0 0; color:var(--accent); } .row .route::before { content:'\00a0\00a0'; }
    #list { container-type:inline-size; }
    @container (max-width: 600px) { .row .cause .long { display:none; } }
    .row.marker { font-weight:600; } .row.marker .text { color:var(--warn); }
    .row.gap { color:var(--bad); background:repeating-linear-gradient(135deg, transparent 0 6px, var(--rem) 6px 12px); }
    #position { font-weight:600; }
    .tabs { margin-left:auto; display:flex; gap:4px; }
    #detail { padding:0 10px 6px; border-bottom:1px solid var(--line); }
    #detail div { overflow-wrap:anywhere; display:-webkit-box; -webkit-box-orient:vertical; -webkit-line-clamp:3; overflow:hidden; }
    .view { flex:1; overflow:auto; margin:0; padding:8px 12px; font-family:ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size:12px; }
    pre.view { white-space:pre; }
    .node { padding-left:14px; } .node > .line { margin-left:-14px; white-space:nowrap; }
    .tog { display:inline-block; width:14px; cursor:pointer; color:var(--dim); user-select:none; }
    .key { color:#8250df; } .str { color:#0a7f3f; } .num { color:#0550ae; } .lit { color:#cf222e; }
    @media (prefers-color-scheme: dark) { .key { color:#d2a8ff; } .str { color:#7ee787; } .num { color:#79c0ff; } .lit { color:#ff7b72; } }
    .changed > .line { background:var(--hl); } .line.changed { background:var(--hl); }
    .diff .add { background:var(--add); color:var(--addfg); display:block; }
    .diff .rem { background:var(--rem); color:var(--remfg); display:block; }
    .diff .same { display:block; }
    /* A phone: the list above the state, the page scrolling as a whole. */
    @media (max-width: 640px) {
      html, body { height:auto; }
      header { padding:6px 10px; } #timeline { padding:6px 10px 4px; }
      main { flex-direction:column; }
      #actions { width:auto; height:60vh; border-right:0; border-bottom:1px solid var(--line); }
      #state { min-height:70vh; }
    }
    """#
}

extension PageStyle {
  /// A live page's app bar: where the app is, its buttons, the socket's state.
  static let live = #"""
    header .title { flex-wrap:wrap; } .badge { white-space:nowrap; }
    #live-bar { margin-left:auto; display:flex; flex-wrap:wrap; gap:6px; align-items:center; font-size:12px; }
    #app-at { font-weight:600; } #live-error { color:var(--bad); }
    """#
}
