import JSONTree
import Testing

@testable import TestGeneration

/// Effect-sent actions as the cases they pass through, for TCA's `store.receive`: a case key path
/// as TCA users write it (`\.intro.delegate.loggedIn`), and a case pattern for actions whose
/// enums are not `@CasePathable`.
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
    let cases = CasePatternWriter(try JSONValue(parsing: json), hint: SummaryHint(parsing: summary))
    #expect(cases.pattern == expected)
    #expect(cases.hasPayload == hasPayload)
  }

  /// The key path leaves `presented` out and writes a stack element as `[id: N]`; the payload is
  /// a literal only when it is one scalar the summary prints the same way.
  @Test(arguments: [
    (
      #"{"intro":{"loggedIn":{"username":"ada"}}}"#,
      #"intro(.loggedIn(username: "ada"))"#, #"\.intro.loggedIn"#, #""ada""#
    ),
    (
      #"{"history":{"path":{"element":{"id":{"generation":1},"action":{"detail":{"deleteConfirmed":{"id":3}}}}}}}"#,
      "history(.path(.element(id: 1, action: .detail(.deleteConfirmed(id: 3)))))",
      #"\.history.path[id: 1].detail.deleteConfirmed"#, "3"
    ),
    (
      #"{"detail":{"destination":{"presented":{"edit":{"save":{}}}}}}"#,
      "detail(.destination(.presented(.edit(.save))))", #"\.detail.destination.edit.save"#, nil
    ),
    (
      #"{"tick":{"date":1764720000}}"#, "tick(date: Date(timeIntervalSince1970: 1764720000))",
      #"\.tick"#, nil
    ),
    (#"{"setModels":[1,2]}"#, "setModels([1, 2])", #"\.setModels"#, nil),
    (#"{"flag":true}"#, "flag(true)", #"\.flag"#, "true"),
  ])
  func keyPath(json: String, summary: String, expected: String, payload: String?) throws {
    let cases = CasePatternWriter(try JSONValue(parsing: json), hint: SummaryHint(parsing: summary))
    #expect(cases.keyPath == expected)
    #expect(cases.payloadLiteral == payload)
  }

  /// A stack element whose id is not an integer literal has no key path: the closure's pattern
  /// stays.
  @Test func anElementIdThatIsNoIntegerHasNoKeyPath() throws {
    let cases = CasePatternWriter(
      try JSONValue(parsing: #"{"path":{"element":{"id":"a","action":{"done":{}}}}}"#),
      hint: SummaryHint(parsing: #"path(.element(id: "a", action: .done))"#))
    #expect(cases.keyPath == nil)
    #expect(cases.pattern == #".path(.element(id: "a", action: .done))"#)
  }

  /// A path into a feature's own `Delegate` or `Alert` enum, which `@Reducer` does not make
  /// `@CasePathable`, is matched by a closure, comparing a literal payload when it has one.
  @Test(arguments: [
    (
      #"{"history":{"path":{"element":{"id":{"generation":1},"action":{"detail":{"delegate":{"deleteConfirmed":{"id":3}}}}}}}}"#,
      "history(.path(.element(id: 1, action: .detail(.delegate(.deleteConfirmed(id: 3))))))",
      ".history(.path(.element(id: 1, action: .detail(.delegate(.deleteConfirmed(id: 3))))))"
    ),
    (
      #"{"detail":{"destination":{"presented":{"alert":{"confirmDelete":{}}}}}}"#,
      "detail(.destination(.presented(.alert(.confirmDelete))))", nil
    ),
    (#"{"flag":true}"#, "flag(true)", ".flag(true)"),
  ])
  func plainEnums(json: String, summary: String, withPayload: String?) throws {
    let cases = CasePatternWriter(try JSONValue(parsing: json), hint: SummaryHint(parsing: summary))
    if json.contains("delegate") || json.contains("alert") { #expect(cases.keyPath == nil) }
    #expect(cases.patternWithPayload == withPayload)
  }
}
