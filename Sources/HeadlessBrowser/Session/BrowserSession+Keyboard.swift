import Foundation

extension BrowserSession {
  /// Types `text` into the focused element, as an input method would: the page sees `input`
  /// events, not keys (use ``press(_:)`` for those).
  ///
  /// ```swift
  /// try browser.click(selector: "#filter")
  /// try browser.type("delete")
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command`, `timeout`, `exited`.
  package func type(_ text: String) throws {
    try pipe.call("Input.insertText", ["text": text], timeout: commandTimeout)
  }

  /// Presses and releases `key`: a letter, digit or other single character (`"j"`, `" "`), or one
  /// of `Enter`, `Escape`, `Tab`, `Backspace`, `Delete`, `ArrowLeft`, `ArrowRight`, `ArrowUp`,
  /// `ArrowDown`, `Home`, `End`, `PageUp`, `PageDown`. The page sees `keydown` and `keyup` (and
  /// for a character, its input) on the focused element.
  ///
  /// ```swift
  /// try browser.press("ArrowDown")
  /// try browser.press("Enter")
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command` for a key not in the list, `timeout`, `exited`.
  package func press(_ key: String) throws {
    guard let stroke = Self.stroke(for: key) else {
      throw BrowserError(
        .command,
        "no key \(key): use one character or Enter, Escape, Tab, Backspace, Delete, an arrow, "
          + "Home, End, PageUp or PageDown", method: "Input.dispatchKeyEvent")
    }
    var down: [String: Any] = [
      "type": stroke.text.isEmpty ? "rawKeyDown" : "keyDown", "key": key, "code": stroke.code,
      "windowsVirtualKeyCode": stroke.keyCode, "nativeVirtualKeyCode": stroke.keyCode,
    ]
    if !stroke.text.isEmpty {
      down["text"] = stroke.text
      down["unmodifiedText"] = stroke.text
    }
    try pipe.call("Input.dispatchKeyEvent", down, timeout: commandTimeout)
    var up = down
    up["type"] = "keyUp"
    up["text"] = nil
    up["unmodifiedText"] = nil
    try pipe.call("Input.dispatchKeyEvent", up, timeout: commandTimeout)
  }

  private static let namedKeys: [String: (code: String, keyCode: Int, text: String)] = [
    "Enter": ("Enter", 13, "\r"), "Escape": ("Escape", 27, ""), "Tab": ("Tab", 9, ""),
    "Backspace": ("Backspace", 8, ""), "Delete": ("Delete", 46, ""),
    "ArrowLeft": ("ArrowLeft", 37, ""), "ArrowUp": ("ArrowUp", 38, ""),
    "ArrowRight": ("ArrowRight", 39, ""), "ArrowDown": ("ArrowDown", 40, ""),
    "Home": ("Home", 36, ""), "End": ("End", 35, ""), "PageUp": ("PageUp", 33, ""),
    "PageDown": ("PageDown", 34, ""),
  ]

  /// The code, Windows key code and text of `key`.
  private static func stroke(for key: String) -> (code: String, keyCode: Int, text: String)? {
    if let named = namedKeys[key] { return named }
    guard key.count == 1, let scalar = key.unicodeScalars.first else { return nil }
    let upper = key.uppercased()
    switch scalar {
    case "a"..."z", "A"..."Z":
      return ("Key\(upper)", Int(upper.unicodeScalars.first?.value ?? 0), key)
    case "0"..."9":
      return ("Digit\(key)", Int(scalar.value), key)
    case " ":
      return ("Space", 32, key)
    default:
      return ("", 0, key)
    }
  }
}
