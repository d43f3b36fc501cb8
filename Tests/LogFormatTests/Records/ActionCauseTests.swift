import JSONTree
import Testing

@testable import LogFormat

/// The immediate `.send` is one named cause: the log spells it as effect 0 named `send`, and
/// readers ask for it by name.
@Suite struct ActionCauseTests {
  @Test func anImmediateSendIsSpelledAsTheFormatSaysAndReadBackByName() throws {
    let cause = ActionCause.immediateSend(by: 3)
    #expect(
      cause.json
        == .object([
          "by": .string("effect"), "seq": .unsigned(3), "effect": .unsigned(0),
          "name": .string("send"),
        ]))
    #expect(try ActionCause(json: cause.json).immediateSender == 3)
  }

  @Test func onlyAnImmediateSendHasASender() {
    #expect(ActionCause.external.immediateSender == nil)
    #expect(ActionCause.effect(seq: 3, effect: 7, name: "run").immediateSender == nil)
  }
}
