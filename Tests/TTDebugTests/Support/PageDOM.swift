import Foundation

/// Reads what the timeline page rendered out of a serialized DOM.
struct PageDOM {
  var html: String

  /// The list's rows: seq and kind (`action`, `oob`, `marker`, `gap`), in order.
  var rows: [(seq: UInt64, kind: String)] {
    matches(#"class="row [^"]*" data-seq="(\d+)" data-kind="(\w+)""#).map {
      (UInt64($0[0]) ?? 0, $0[1])
    }
  }

  /// The screen visits list: first seq, last seq, route.
  var visits: [(from: UInt64, to: UInt64, route: String)] {
    matches(#"<li data-from="(\d+)" data-to="(\d+)" data-route="([^"]*)">"#).map {
      (UInt64($0[0]) ?? 0, UInt64($0[1]) ?? 0, Self.unescape($0[2]))
    }
  }

  /// The text of the element with this id (entities decoded, tags dropped).
  func text(ofID id: String) -> String? {
    guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
    guard let open = html[start.upperBound...].firstIndex(of: ">") else { return nil }
    let rest = html[html.index(after: open)...]
    let tag =
      html[..<start.lowerBound].split(separator: "<").last?.split(separator: " ").first
      ?? ""
    guard let end = rest.range(of: "</\(tag)>") else { return nil }
    let inner = String(rest[..<end.lowerBound])
    let stripped = inner.replacingOccurrences(
      of: "<[^>]*>", with: "", options: .regularExpression)
    return Self.unescape(stripped)
  }

  /// An attribute of `<html>`.
  func rootAttribute(_ name: String) -> String? {
    matches(#"<html[^>]* \#(name)="([^"]*)""#).first.map { Self.unescape($0[0]) }
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
        of: "&nbsp;", with: "\u{a0}"
      )
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  private func matches(_ pattern: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(html.startIndex..., in: html)
    return expression.matches(in: html, range: range).map { match in
      (1..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: html).map { String(html[$0]) } ?? ""
      }
    }
  }
}

extension PageDOM {
  /// `text` as Chromium serializes a text node: `&`, `<`, `>` and no-break spaces escaped.
  static func escapedText(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
