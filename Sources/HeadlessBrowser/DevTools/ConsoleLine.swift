import Foundation

/// The one-line text of a console message, an uncaught exception or a browser log entry (a CSP
/// violation, a failed load), as ``BrowserSession/console`` keeps it:
///
/// ```text
/// log: clicked 3
/// exception: Uncaught Error: boom
/// log.error: Refused to connect to 'ws://…' because it violates the following Content Security Policy directive: …
/// ```
enum ConsoleLine {
  /// The line for event `method` with `params`, or `nil` for an event that is not a message.
  static func text(method: String, params: [String: Any]?) -> String? {
    guard let params else { return nil }
    switch method {
    case "Runtime.consoleAPICalled":
      let arguments = params["args"] as? [[String: Any]] ?? []
      let type = params["type"] as? String ?? "log"
      return "\(type): " + arguments.map(describe).joined(separator: " ")
    case "Runtime.exceptionThrown":
      let details = params["exceptionDetails"] as? [String: Any] ?? [:]
      let exception = details["exception"] as? [String: Any]
      let text =
        exception?["description"] as? String ?? details["text"] as? String ?? "an exception"
      return "exception: " + (text.split(separator: "\n").first.map(String.init) ?? text)
    case "Log.entryAdded":
      guard let entry = params["entry"] as? [String: Any], entry["level"] as? String != "verbose"
      else { return nil }
      return "log.\(entry["level"] as? String ?? "info"): \(entry["text"] as? String ?? "")"
    default:
      return nil
    }
  }

  /// A protocol `RemoteObject` as `console.log` would print it, roughly.
  static func describe(_ object: [String: Any]) -> String {
    if let string = object["value"] as? String { return string }
    if let value = object["value"], !(value is NSNull),
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    {
      return String(decoding: data, as: UTF8.self)
    }
    if object["subtype"] as? String == "null" { return "null" }
    return object["unserializableValue"] as? String ?? object["description"] as? String
      ?? object["type"] as? String ?? ""
  }
}
