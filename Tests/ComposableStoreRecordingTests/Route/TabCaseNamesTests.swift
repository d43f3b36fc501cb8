import Testing

@testable import ActionLog

/// Tab selections found by their bytes name the case `String(describing:)` names, and a case
/// with a payload or a type that describes itself is never taken from the cache.
@Suite struct TabCaseNamesTests {
  enum Tab { case inbox, search, settings }
  enum MixedTab { case home, custom(String), pinned(Int) }
  enum SpokenTab: CustomStringConvertible {
    case home, away
    nonisolated(unsafe) static var spoken = "home"
    var description: String { self == .home ? Self.spoken : "away" }
  }

  private func name(_ value: Any) -> String? {
    TabCaseNames.payloadlessCaseName(
      of: RouteWalker.Node(value: value, facts: .of(type(of: value))))
  }

  @Test func namesEachCaseAsDescribingDoes() {
    for _ in 0..<3 {
      for tab in [Tab.inbox, .search, .settings] { #expect(name(tab) == String(describing: tab)) }
    }
  }

  @Test func aCaseWithAPayloadIsNoTabAlthoughItsSiblingsAre() {
    for _ in 0..<3 {
      #expect(name(MixedTab.home) == "home")
      #expect(name(MixedTab.custom("home")) == nil)
      #expect(name(MixedTab.pinned(0)) == nil)
    }
  }

  @Test func aTypeThatDescribesItselfIsAskedEveryTime() {
    #expect(name(SpokenTab.home) == "home")
    SpokenTab.spoken = "start"
    defer { SpokenTab.spoken = "home" }
    #expect(name(SpokenTab.home) == "start")
  }

  @Test func aValueThatIsNoEnumIsNoTab() {
    #expect(name("inbox") == nil)
    #expect(name(3) == nil)
  }
}
