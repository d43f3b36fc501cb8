import Foundation

extension BrowserSession {
  /// Makes the page's viewport `width`×`height` CSS pixels at device scale 1, as a phone when
  /// `mobile` (touch-sized, and a page without a `<meta name="viewport">` is laid out 980 wide).
  ///
  /// ```swift
  /// try browser.setViewport(width: 390, height: 844)
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command`, `timeout`, `exited`.
  package func setViewport(width: Int, height: Int, mobile: Bool = false) throws {
    try pipe.call(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile],
      timeout: commandTimeout)
  }

  /// Writes a PNG of the viewport to `path` (its pixels are the viewport's size).
  ///
  /// ```swift
  /// try browser.screenshot(to: ".build/tt-debug-pages/live-1400x900.png")
  /// ```
  ///
  /// - Throws: ``BrowserError``: `file` when `path` cannot be written, `command`, `timeout`,
  ///   `exited`.
  package func screenshot(to path: String) throws {
    let result = try pipe.call(
      "Page.captureScreenshot", ["format": "png"], timeout: commandTimeout)
    guard let text = result["data"] as? String, let png = Data(base64Encoded: text) else {
      throw BrowserError(.command, "the browser sent no image", method: "Page.captureScreenshot")
    }
    do {
      try png.write(to: URL(fileURLWithPath: path))
    } catch {
      throw BrowserError(.file, "cannot write the screenshot to \(path): \(error)")
    }
  }
}
