/// Names the file needs from the log's header: the app's module, the feature, the test function.
struct SwiftNames {
  /// `AppRootSample` from `AppRootSample.AppRootFeature.State`.
  var module: String
  /// `AppRootFeature.State`.
  var state: String
  /// `AppRootFeature.Action`.
  var action: String
  /// `AppRootFeature`.
  var feature: String

  init(stateType: String, actionType: String) {
    let parts = stateType.split(separator: ".").map(String.init)
    module = parts.count > 1 ? parts[0] : ""
    state = parts.dropFirst(parts.count > 1 ? 1 : 0).joined(separator: ".")
    let actionParts = actionType.split(separator: ".").map(String.init)
    action = actionParts.dropFirst(actionParts.count > 1 ? 1 : 0).joined(separator: ".")
    feature = state.hasSuffix(".State") ? String(state.dropLast(".State".count)) : state
  }

  /// A lower-camel-case Swift identifier from free text (`app-root` → `appRoot`), in backticks when
  /// it is a keyword (`class` → `` `class` ``), so any text gives a name that compiles.
  static func identifier(_ text: String) -> String {
    var words: [String] = []
    var word = ""
    for scalar in text.unicodeScalars {
      let isWordScalar =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      if isWordScalar {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    guard let first = words.first else { return "recordedSession" }
    var name = first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
    if let lead = name.unicodeScalars.first, ("0"..."9").contains(lead) { name = "session" + name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// The words Swift reserves that a lower-camel-case name can spell; each compiles as a function's
  /// name and at its call in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false",
    "is", "nil", "self", "super", "throws", "true", "try",
  ]
}
