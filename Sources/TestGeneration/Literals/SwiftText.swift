import Foundation

/// Swift spellings of scalars: string literals, dates, UUIDs, numbers.
enum SwiftText {
  /// A Swift string literal for `text`, escaping quotes, backslashes and control characters.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Whether `text` is how a `String`-backed enum case encodes (`[a-z_][A-Za-z0-9_]*`).
  static func isCaseName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || first == "_"
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// A redaction pseudonym (`<redacted>` or `<redacted:` + 16 hex digits + `>`).
  static func isPseudonym(_ text: String) -> Bool {
    text == "<redacted>" || (text.hasPrefix("<redacted:") && text.hasSuffix(">"))
  }

  /// `Date(timeIntervalSince1970: …)` for an ISO 8601 date with milliseconds, as the log writes dates.
  static func date(_ text: String) -> String? {
    guard text.count == 24, text.hasSuffix("Z") else { return nil }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    guard let date = formatter.date(from: text) else { return nil }
    return "Date(timeIntervalSince1970: \(seconds(date.timeIntervalSince1970)))"
  }

  /// Seconds as Swift writes them: whole seconds without a fraction.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// `UUID(uuidString: "…")!` for a UUID string.
  static func uuid(_ text: String) -> String? {
    guard UUID(uuidString: text) != nil else { return nil }
    return "UUID(uuidString: \(string(text)))!"
  }

  /// A number as Swift writes it (a `Double` always with a `.` or an exponent).
  static func double(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? ".nan" : (value < 0 ? "-.infinity" : ".infinity")
    }
    let text = String(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
