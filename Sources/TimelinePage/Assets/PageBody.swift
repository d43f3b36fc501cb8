/// The page's fixed markup: empty containers the script fills with `textContent` only.
enum PageBody {
  static let html = #"""
    <header id="head">
      <div class="title"><h1 id="app"></h1><span id="health" class="badge"></span></div>
      <div id="facts"></div>
      <ul id="notes"></ul>
      <div id="made" class="dim"></div>
      <div id="failure" hidden></div>
    </header>
    <section id="timeline" aria-label="Timeline">
      <canvas id="chart" tabindex="0" aria-label="Session timeline: screens, actions, markers; click or drag to move the cursor"></canvas>
      <div id="chart-tip" class="dim"></div>
      <details id="screens-box"><summary>Screens (<span id="screens-count"></span>)</summary><ol id="screens"></ol></details>
    </section>
    <main>
      <section id="actions" aria-label="Actions">
        <div class="bar">
          <input id="filter" type="search" placeholder="filter actions (text)" aria-label="Filter by text">
          <select id="screen-filter" aria-label="Filter by screen"><option value="">all screens</option></select>
          <select id="marker-jump" aria-label="Jump to a marker"><option value="">markers…</option></select>
        </div>
        <div class="dim small" id="count"></div>
        <div id="list" tabindex="0" role="listbox" aria-label="Actions; arrows, j/k, Home and End move"><div id="list-space"></div></div>
      </section>
      <section id="state" aria-label="State">
        <div class="bar">
          <span id="position"></span>
          <span class="tabs" role="tablist">
            <button data-tab="tree" role="tab">State</button><button data-tab="step" role="tab">Step diff</button><button data-tab="compare" role="tab">Compare</button><button data-tab="json" role="tab">JSON</button>
          </span>
        </div>
        <div id="detail" class="small"></div>
        <div id="compare-bar" class="bar" hidden>
          diff <input id="cmp-a" type="number" min="0" aria-label="from seq"> → <input id="cmp-b" type="number" min="0" aria-label="to seq"> <button id="cmp-go">diff</button>
          <span class="dim small">shift-click a row to set the first seq</span>
        </div>
        <div id="view-tree" class="view"></div>
        <pre id="view-step" class="view diff" hidden></pre>
        <pre id="view-compare" class="view diff" hidden></pre>
        <pre id="view-json" class="view" hidden></pre>
      </section>
    </main>
    """#
}
