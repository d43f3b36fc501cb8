/// The page's script, written for this project: no framework, no network. Split by concern;
/// `parts` run in order as one script.
enum PageScript {
  /// Runs first, in `<head>`: any later script error is shown on the page (as text) and kept on
  /// `<html data-errors>`, so a reader and the tests both see it.
  static let errorTrap = #"""
    (function () {
      'use strict';
      function show(text) {
        var root = document.documentElement;
        root.dataset.errors = (root.dataset.errors ? root.dataset.errors + '\n' : '') + text;
        var box = document.getElementById('failure');
        if (box) { box.hidden = false; box.textContent = 'This page hit an error: ' + root.dataset.errors; }
      }
      window.addEventListener('error', function (event) {
        show(String(event.message || event.error) + ' (line ' + event.lineno + ')');
      });
      window.addEventListener('unhandledrejection', function (event) { show(String(event.reason)); });
    })();
    """#

  static let parts = [model, patch, diff, chart, row, list, stateView, app]
}
