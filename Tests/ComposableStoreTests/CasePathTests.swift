import ComposableStore
import Testing

private enum Action: Equatable, Sendable {
  case count(Int)
  case name(String)
  case pair(id: Int, label: String)
  case dismiss
  case other
}

@Suite struct CasePathTests {
  @Test func extractsThePayloadOfTheMatchingCase() {
    let path: AnyCasePath<Action, Int> = /Action.count
    #expect(path.extract(from: .count(42)) == 42)
    #expect(path.embed(7) == .count(7))
  }

  @Test func extractReturnsNilForAnotherCaseEvenWithTheSamePayloadType() {
    let path: AnyCasePath<Action, Int> = /Action.count
    #expect(path.extract(from: .name("x")) == nil)
    #expect(path.extract(from: .pair(id: 1, label: "a")) == nil)
    #expect(path.extract(from: .dismiss) == nil)
  }

  @Test func cachedCaseNameKeepsMismatchesAfterAFirstMatch() {
    let path: AnyCasePath<Action, Int> = /Action.count
    #expect(path.extract(from: .count(1)) == 1)
    #expect(path.extract(from: .other) == nil)
    #expect(path.extract(from: .count(2)) == 2)
  }

  @Test func extractsAPayloadlessCaseAsVoid() {
    let path: AnyCasePath<Action, Void> = /Action.dismiss
    #expect(path.extract(from: .dismiss) != nil)
    #expect(path.extract(from: .other) == nil)
    #expect(path.extract(from: .count(1)) == nil)
    #expect(path.embed(()) == .dismiss)
  }

  @Test func extractsALabeledTuplePayload() throws {
    let path: AnyCasePath<Action, (id: Int, label: String)> = /Action.pair
    let payload = try #require(path.extract(from: .pair(id: 3, label: "c")))
    #expect(payload.id == 3)
    #expect(payload.label == "c")
    #expect(path.extract(from: .count(3)) == nil)
    #expect(path.embed((id: 4, label: "d")) == .pair(id: 4, label: "d"))
  }

  @Test func unannotatedPathInfersItsTypesFromTheCaseConstructor() {
    let path = /Action.count
    #expect(path.extract(from: .count(1)) == 1)
    #expect(path.extract(from: .other) == nil)
  }

  @Test func handWrittenCasePathUsesItsClosures() {
    let path = AnyCasePath<Action, String>(
      embed: { .name($0) },
      extract: { if case .name(let name) = $0 { name } else { nil } }
    )
    #expect(path.extract(from: .name("n")) == "n")
    #expect(path.extract(from: .count(1)) == nil)
  }
}
