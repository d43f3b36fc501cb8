import JSONTree
import Testing

@testable import TestGeneration

/// A state learned after the one before it skips the parts the two share, and learns exactly what
/// learning every state whole learns.
@Suite struct TypeEvidenceTests {
  /// Four states as a log rebuilds them from deltas: each shares the parts that did not change
  /// with the one before (the same storage), and changes one place.
  static func states() throws -> [JSONValue] {
    let list = try JSONValue(
      parsing:
        #"[{"id":0,"element":{"detail":{"note":null,"tags":["a"]}}},{"id":1,"element":{"edit":{}}}]"#
    )
    let intro = try JSONValue(parsing: #"{"intro":{"step":1}}"#)
    let main = try JSONValue(parsing: #"{"mainTab":{"selected":"history"}}"#)
    let sheet = try JSONValue(parsing: #"{"title":"Add","date":"2026"}"#)
    let longer = try JSONValue(
      parsing:
        #"[{"id":0,"element":{"detail":{"note":"x","tags":[]}}},{"id":1,"element":{"edit":{}}},{"id":2,"element":{"detail":{"tags":["b"]}}}]"#
    )
    return [
      .object(["root": intro, "path": list, "sheet": .null]),
      .object(["root": main, "path": list, "sheet": .null]),
      .object(["root": main, "path": list, "sheet": sheet]),
      .object(["root": main, "path": longer, "sheet": sheet]),
    ]
  }

  @Test func learningAfterThePreviousStateLearnsWhatWholeStatesTeach() throws {
    var whole = TypeEvidence()
    var skipping = TypeEvidence()
    var previous: JSONValue?
    for state in try Self.states() {
      whole.learn(state: state)
      skipping.learn(state: state, after: previous)
      previous = state
    }
    #expect(skipping.varyingSingleKeys == whole.varyingSingleKeys)
    #expect(skipping.varyingCaseKeys == whole.varyingCaseKeys)
    #expect(skipping.optionalPaths == whole.optionalPaths)
    // What the states teach, so the comparison above is not of two empty sets.
    #expect(whole.varyingSingleKeys == ["/root", "/path/*/element"])
    #expect(whole.varyingCaseKeys.isSuperset(of: ["intro", "mainTab", "detail", "edit"]))
    #expect(whole.optionalPaths.isSuperset(of: ["/sheet", "/path/*/element/detail/note"]))
  }

  /// A part that changed is walked even where its neighbours are shared: the new case at `/root`
  /// is learned although `path` and `sheet` are the previous state's.
  @Test func aChangedPartBesideSharedOnesIsLearned() throws {
    let states = try Self.states()
    var evidence = TypeEvidence()
    evidence.learn(state: states[0])
    #expect(!evidence.varyingSingleKeys.contains("/root"))
    evidence.learn(state: states[1], after: states[0])
    #expect(evidence.varyingSingleKeys.contains("/root"))
  }
}
