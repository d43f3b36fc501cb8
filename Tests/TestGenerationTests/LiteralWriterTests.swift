import JSONTree
import Testing

@testable import TestGeneration

/// Logged values become the Swift the app's source would say; what cannot be written is said.
@Suite struct LiteralWriterTests {
  private func literal(
    _ json: String, summary: String? = nil, isState: Bool = false
  ) throws -> (text: String, blockers: [String], notes: [String]) {
    var writer = LiteralWriter(evidence: TypeEvidence(), conventions: .composableArchitecture)
    let value = try JSONValue(parsing: json)
    let hint = summary.map(SummaryHint.init(parsing:)) ?? .truncated
    let text = writer.literal(value, hint: hint, isState: isState)
    return (text, writer.blockers, writer.notes)
  }

  @Test(arguments: [
    (
      #"{"path":{"element":{"id":0,"action":{"detail":{"editButtonTapped":{}}}}}}"#,
      "path(.element(id: 0, action: .detail(.editButtonTapped)))",
      ".path(.element(id: 0, action: .detail(.editButtonTapped)))"
    ),
    (#"{"rowTapped":{"id":2}}"#, "rowTapped(id: 2)", ".rowTapped(id: 2)"),
    (#"{"usernameChanged":"ada"}"#, #"usernameChanged("ada")"#, #".usernameChanged("ada")"#),
    (#"{"tabSelected":"history"}"#, "tabSelected(.history)", ".tabSelected(.history)"),
    (#"{"modelSelected":{}}"#, "modelSelected(nil)", ".modelSelected(nil)"),
    (
      #"{"transactionUpdated":{"id":2,"title":"Rent \"June\"","amount":97500,"date":"2025-12-03T00:00:00.000Z"}}"#,
      #"transactionUpdated(Transaction(id: 2, title: "Rent \"June\"", amount: 97500, …))"#,
      #".transactionUpdated(Transaction(id: 2, title: "Rent \"June\"", amount: 97500, date: Date(timeIntervalSince1970: 1764720000)))"#
    ),
    (
      #"{"setModels":[{"id":"00000000-0000-0000-0000-000000000006","title":"C1"},{"id":"00000000-0000-0000-0000-000000000007","title":"C2"},{"id":"00000000-0000-0000-0000-000000000008","title":"C3"},{"id":"00000000-0000-0000-0000-000000000009","title":"C4"}]}"#,
      #"setModels([FeatureModel(id: UUID(00000000-0000-0000-0000-000000000006), title: "C1"), FeatureModel(id: UUID(00000000-0000-0000-0000-000000000007), tit…"#,
      #".setModels([FeatureModel(id: UUID(uuidString: "00000000-0000-0000-0000-000000000006")!, title: "C1"), FeatureModel(id: UUID(uuidString: "00000000-0000-0000-0000-000000000007")!, title: "C2"), FeatureModel(id: UUID(uuidString: "00000000-0000-0000-0000-000000000008")!, title: "C3"), FeatureModel(id: UUID(uuidString: "00000000-0000-0000-0000-000000000009")!, title: "C4")])"#
    ),
  ])
  func actionIsTheAppsOwnSwift(json: String, summary: String, expected: String) throws {
    let result = try literal(json, summary: summary)
    #expect(result.text == expected)
    #expect(result.blockers.isEmpty)
  }

  @Test func closureIsAPlaceholderThatDoesNotCompileAndSaysWhy() throws {
    let result = try literal(#"{"onTap":{"$function":"() -> ()"}}"#, summary: "onTap(…)")
    #expect(result.text == ".onTap(<#closure: () -> ()#>)")
    #expect(
      result.blockers == ["it holds a closure (() -> ()), which a log records only by its type"])
  }

  @Test func repeatedReferenceIsAPlaceholder() throws {
    let result = try literal(#"{"node":{"$ref":"Graph.Node"}}"#, summary: "node(…)")
    #expect(result.text == ".node(<#reference: Graph.Node#>)")
    #expect(result.blockers.count == 1)
  }

  @Test func redactedSecretIsItsPseudonymWithANote() throws {
    let result = try literal(
      #"{"passwordChanged":"<redacted:a21879ad3b51bbc2>"}"#, summary: "passwordChanged(<redacted>)")
    #expect(result.text == #".passwordChanged("<redacted:a21879ad3b51bbc2>")"#)
    #expect(result.blockers.isEmpty)
    #expect(result.notes.count == 1)
  }

  /// A memberwise initialiser takes a `@Shared` member's value, in both stores.
  @Test func sharedValueIsWrittenAsItsValue() throws {
    let result = try literal(
      #"{"$shared":1,"value":{"email":"ada@example.com","topics":[]}}"#, isState: true)
    #expect(result.text == #".init(email: "ada@example.com", topics: [])"#)
  }

  /// TCA's `StackState` is not expressible by an array literal: a stack is built from its elements.
  @Test func stackIsBuiltFromItsElements() throws {
    let result = try literal(
      #"[{"id":0,"element":{"count":1}},{"id":1,"element":{"count":2}}]"#, isState: true)
    #expect(result.text == "StackState([.init(count: 1), .init(count: 2)])")
    #expect(result.blockers.isEmpty)
  }

  /// An empty member that held a stack's entries in some state is an empty stack, not `[]`.
  @Test func emptyStackIsAStackWhereTheLogShowedOne() throws {
    var evidence = TypeEvidence()
    evidence.learn(state: try JSONValue(parsing: #"{"path":[{"id":0,"element":{"count":1}}]}"#))
    var writer = LiteralWriter(evidence: evidence, conventions: .composableArchitecture)
    let text = writer.literal(
      try JSONValue(parsing: #"{"path":[],"items":[]}"#),
      hint: .structure(type: "State", arguments: []),
      isState: true)
    #expect(text == "State(path: StackState(), items: [])")
  }

  @Test func stackWhoseIdsAreNotFromZeroCannotBeBuiltFromItsElements() throws {
    let result = try literal(
      #"[{"id":3,"element":{"count":1}},{"id":4,"element":{"count":2}}]"#, isState: true)
    #expect(result.text == "StackState([.init(count: 1), .init(count: 2)])")
    #expect(
      result.blockers == [
        "a stack whose element ids (3, 4) are not 0, 1, …, which a stack built from its elements "
          + "gives"
      ])
  }

  @Test(arguments: [
    (#"{"storage":{"verbatim":"Delete \"Milk\"?"}}"#, #"TextState("Delete \"Milk\"?")"#),
    (#"{"modifiers":[],"storage":{"verbatim":"Delete?"}}"#, #"TextState("Delete?")"#),
    (
      #"{"storage":{"concatenated":{"_0":{"storage":{"verbatim":"a"}},"_1":{"storage":{"verbatim":"b"}}}}}"#,
      #"TextState("a") + TextState("b")"#
    ),
  ])
  func tcaTextStateIsWrittenByItsTextNotItsPrivateStorage(json: String, expected: String) throws {
    let result = try literal(json, isState: true)
    #expect(result.text == expected)
    #expect(result.blockers.isEmpty)
  }

  @Test func tcaTextStateThatIsNotPlainTextCannotBeWritten() throws {
    let result = try literal(
      #"{"modifiers":[{"bold":{"isActive":true}}],"storage":{"verbatim":"Delete?"}}"#,
      isState: true)
    #expect(result.text == "<#TextState#>")
    #expect(result.blockers.count == 1)
  }

  @Test func stringsEscapeQuotesBackslashesAndControls() {
    #expect(SwiftText.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
  }
}
