import JSONTree
import Testing

@testable import TestGeneration

/// A shared reference the log wrote in full earlier in the tree (`{"$shared": 1}` later) is checked
/// against that value, never against `nil`.
@Suite struct SharedAssertionTests {
  private func lines(state json: String, changed path: String) throws -> [String] {
    let state = try JSONValue(parsing: json)
    let literals = LiteralWriter(evidence: TypeEvidence(), conventions: .composableArchitecture)
    var assertions = StateAssertions(evidence: TypeEvidence(), literals: literals)
    let pointer = try JSONPointer(parsing: path)
    assertions.add(
      changes: [.replace(path: pointer, value: state.value(at: pointer) ?? .null)], in: state)
    return assertions.assertions.map(\.line)
  }

  @Test func aReferenceWrittenEarlierIsCheckedAgainstItsValue() throws {
    let state = #"""
      {"profile":{"user":{"$shared":1,"value":{"name":"ada"}}},
       "settings":{"user":{"$shared":1}}}
      """#
    let checks = try lines(state: state, changed: "/settings/user/name")
    #expect(checks == [#"#expect(store.state.settings.user.name == "ada")"#], "\(checks)")
  }

  @Test func aReferenceWhoseValueTheLogLacksIsLeftOut() throws {
    let checks = try lines(
      state: #"{"settings":{"user":{"$shared":7}}}"#, changed: "/settings/user/name")
    #expect(checks.allSatisfy { !$0.contains("== nil") }, "\(checks)")
    #expect(checks.allSatisfy { $0.hasPrefix("// Not checked:") }, "\(checks)")
  }
}
