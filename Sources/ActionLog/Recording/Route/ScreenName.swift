import Foundation

/// Derives the readable name of a screen from its state's type and `id`.
enum ScreenName {
  /// The screen name of a type: its innermost meaningful name without module, generic arguments,
  /// a trailing `.State` or a trailing `Feature`.
  ///
  /// `MyApp.HistoryDetailFeature.State` → `HistoryDetail`; `MyApp.Box<Int>.State` → `Box`.
  ///
  /// - Parameter type: The state type.
  /// - Returns: The name, or an empty string when nothing readable is left.
  static func of(_ type: Any.Type) -> String {
    var parts = qualifiedParts(of: type)
    if parts.count > 1, parts.last == "State" { parts.removeLast() }
    guard var name = parts.last else { return "" }
    if name.hasSuffix("Feature"), name.count > "Feature".count {
      name.removeLast("Feature".count)
    }
    return name
  }

  /// The last component of the type's qualified name with generic arguments removed.
  ///
  /// - Parameter type: Any type.
  /// - Returns: e.g. `State` for `MyApp.Path.State`.
  static func lastPart(of type: Any.Type) -> String {
    qualifiedParts(of: type).last ?? ""
  }

  /// The `(id: X)` suffix for a stored `id` value, or `nil` when it is not a scalar.
  ///
  /// - Parameter id: The value of the state's `id` property.
  /// - Returns: `"(id: 2)"`, `"(id: 3F2504E0)"` for a UUID (its first 8 characters), or `nil`.
  static func idSuffix(for id: Any) -> String? {
    scalarText(id).map { "(id: \($0))" }
  }

  /// The first component of a case name upper-cased, for enum screens without a typed payload.
  ///
  /// - Parameter caseName: e.g. `detail`.
  /// - Returns: e.g. `Detail`.
  static func capitalized(_ caseName: String) -> String {
    caseName.prefix(1).uppercased() + caseName.dropFirst()
  }

  private static func scalarText(_ value: Any) -> String? {
    switch value {
    case let uuid as UUID: return String(uuid.uuidString.prefix(8))
    case let text as String: return text
    case let text as Substring: return String(text)
    case let number as any BinaryInteger: return "\(number)"
    case let flag as Bool: return "\(flag)"
    default:
      // A wrapper with a single stored scalar (a tagged id, a RawRepresentable struct).
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .struct, mirror.children.count == 1,
        let only = mirror.children.first?.value
      else { return nil }
      switch only {
      case let uuid as UUID: return String(uuid.uuidString.prefix(8))
      case let text as String: return text
      case let number as any BinaryInteger: return "\(number)"
      default: return nil
      }
    }
  }

  /// Dot-separated parts of the qualified type name, without the module, generic arguments and
  /// `(unknown context at …)` / `(extension in …):` markers of private and extension types.
  private static func qualifiedParts(of type: Any.Type) -> [String] {
    var plain = ""
    var angleDepth = 0
    var parenDepth = 0
    for character in String(reflecting: type) {
      switch character {
      case "<": angleDepth += 1
      case ">": angleDepth = max(0, angleDepth - 1)
      case "(": parenDepth += 1
      case ")": parenDepth = max(0, parenDepth - 1)
      default:
        if angleDepth == 0, parenDepth == 0 { plain.append(character) }
      }
    }
    // "(extension in M):M.Type" leaves ":M.Type"; keep what follows the colon.
    if let colon = plain.lastIndex(of: ":") { plain = String(plain[plain.index(after: colon)...]) }
    let parts = plain.split(separator: ".").map(String.init)
    return parts.count > 1 ? Array(parts.dropFirst()) : parts
  }
}
