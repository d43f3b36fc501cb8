import Foundation

extension BrowserSession {
  /// A point in the page's viewport, in CSS pixels from its top left corner.
  package typealias Point = (x: Double, y: Double)

  /// Scrolls the first element matching `selector` into view and clicks its centre with the
  /// mouse (move, press, release), as a person would: the page sees `mousedown`, `mouseup` and
  /// `click` on whatever is drawn there. Returns once the page has handled the events.
  ///
  /// ```swift
  /// try browser.click(selector: "[data-seq='12']")
  /// ```
  ///
  /// - Throws: ``BrowserError``: `script` when no element matches or it has no size, `timeout`,
  ///   `exited`.
  package func click(selector: String) throws {
    let centre = try self.centre(of: selector)
    try click(x: centre.x, y: centre.y)
  }

  /// Clicks at (`x`, `y`) in the viewport: a mouse move there, a press and a release of the left
  /// button.
  ///
  /// ```swift
  /// try browser.click(x: 200, y: 40)
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command`, `timeout`, `exited`.
  package func click(x: Double, y: Double) throws {
    try mouse("mouseMoved", at: (x, y), buttons: 0)
    try mouse("mousePressed", at: (x, y), buttons: 1)
    try mouse("mouseReleased", at: (x, y), buttons: 0)
  }

  /// Drags with the left button from `start` to `end`: a press at `start`, `steps` moves along the
  /// straight line, a release at `end`.
  ///
  /// ```swift
  /// try browser.drag(from: (x: 100, y: 60), to: (x: 600, y: 60))
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command`, `timeout`, `exited`.
  package func drag(from start: Point, to end: Point, steps: Int = 10) throws {
    try mouse("mouseMoved", at: start, buttons: 0)
    try mouse("mousePressed", at: start, buttons: 1)
    let count = max(steps, 1)
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      let point = (
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction
      )
      try mouse("mouseMoved", at: point, buttons: 1)
    }
    try mouse("mouseReleased", at: end, buttons: 0)
  }

  /// Turns the mouse wheel over (`x`, `y`) by `deltaY` pixels (positive scrolls down) and
  /// `deltaX` (positive scrolls right): the page sees a `wheel` event there, and what it does not
  /// cancel scrolls.
  ///
  /// ```swift
  /// let list = try browser.centre(of: "#list")
  /// try browser.wheel(x: list.x, y: list.y, deltaY: 600)
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command`, `timeout`, `exited`.
  package func wheel(x: Double, y: Double, deltaX: Double = 0, deltaY: Double) throws {
    try pipe.call(
      "Input.dispatchMouseEvent",
      ["type": "mouseWheel", "x": x, "y": y, "deltaX": deltaX, "deltaY": deltaY],
      timeout: commandTimeout)
  }

  /// The centre of the first element matching `selector`, scrolled into view first.
  ///
  /// ```swift
  /// let row = try browser.centre(of: "#row-12")
  /// try browser.drag(from: row, to: (x: row.x, y: row.y + 200))
  /// ```
  ///
  /// - Throws: ``BrowserError``: `script` when no element matches or it has no size.
  package func centre(of selector: String) throws -> Point {
    let quoted = String(
      decoding: (try? JSONSerialization.data(
        withJSONObject: selector, options: [.fragmentsAllowed])) ?? Data("\"\"".utf8),
      as: UTF8.self)
    let found = try evaluate(
      """
      (() => {
        const element = document.querySelector(\(quoted));
        if (!element) return null;
        element.scrollIntoView({ block: 'center', inline: 'center' });
        const box = element.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2, box.width, box.height];
      })()
      """)
    guard let box = found as? [Any] else {
      throw BrowserError(.script, "no element matches \(selector)", method: "Runtime.evaluate")
    }
    let numbers = box.compactMap { ($0 as? NSNumber)?.doubleValue }
    guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
      throw BrowserError(
        .script, "the element \(selector) has no size on the page", method: "Runtime.evaluate")
    }
    return (numbers[0], numbers[1])
  }

  private func mouse(_ type: String, at point: Point, buttons: Int) throws {
    var params: [String: Any] = [
      "type": type, "x": point.x, "y": point.y, "buttons": buttons, "pointerType": "mouse",
    ]
    if type != "mouseMoved" {
      params["button"] = "left"
      params["clickCount"] = 1
    } else if buttons != 0 {
      params["button"] = "left"
    }
    try pipe.call("Input.dispatchMouseEvent", params, timeout: commandTimeout)
  }
}
