import Testing

@testable import TestGeneration

/// `--name` becomes a Swift identifier that compiles, whatever text it is.
@Suite struct SwiftNamesTests {
  @Test(arguments: [
    ("delete alert keeps the row", "deleteAlertKeepsTheRow"),
    ("app-root session", "appRootSession"),
    ("42 steps", "session42Steps"),
    ("", "recordedSession"),
    ("class", "`class`"),
    ("Return", "`return`"),
    ("self", "`self`"),
    ("classes", "classes"),
  ])
  func nameIsAnIdentifier(text: String, identifier: String) {
    #expect(SwiftNames.identifier(text) == identifier)
  }

}
