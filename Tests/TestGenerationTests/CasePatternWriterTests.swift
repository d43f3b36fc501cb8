import JSONTree
import Testing

@testable import TestGeneration

/// Effect-sent actions as case patterns, for TCA's `store.receive { … }` on actions that are not
/// `Equatable`.
@Suite struct CasePatternWriterTests {
  @Test(arguments: [
    (
      #"{"intro":{"delegate":{"loggedIn":{}}}}"#, "intro(.delegate(.loggedIn))",
      ".intro(.delegate(.loggedIn))", false
    ),
    (
      #"{"intro":{"delegate":{"loggedIn":{"username":"ada"}}}}"#,
      #"intro(.delegate(.loggedIn(username: "ada")))"#, ".intro(.delegate(.loggedIn))", true
    ),
    (
      #"{"history":{"path":{"element":{"id":{"generation":3},"action":{"detail":{"delegate":{"deleted":{}}}}}}}}"#,
      "history(.path(.element(id: 3, action: .detail(.delegate(.deleted)))))",
      ".history(.path(.element(id: 3, action: .detail(.delegate(.deleted)))))", false
    ),
    (#"{"setModels":[1,2]}"#, "setModels([1, 2])", ".setModels", true),
  ])
  func pattern(json: String, summary: String, expected: String, hasPayload: Bool) throws {
    let result = CasePatternWriter.pattern(
      try JSONValue(parsing: json), hint: SummaryHint(parsing: summary))
    #expect(result.pattern == expected)
    #expect(result.hasPayload == hasPayload)
  }
}
