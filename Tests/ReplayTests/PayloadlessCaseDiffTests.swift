import ComposableStore
import ComposableStoreReplay
import Testing

@testable import Replay

/// A replay's divergence writes a payload-less case as `.name`, as `show` and `diff` do, not as
/// the `{"name":{}}` object Swift's `Codable` stores.
@Suite struct PayloadlessCaseDiffTests {
  struct Tabs: Reducer {
    enum Tab: Codable, Equatable { case home, settings }
    struct State: Codable, Equatable { var selectedTab = Tab.home }
    enum Action: Codable, Sendable { case select(Tab) }
    var ignoresSelection = false

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .select(let tab) = action, !ignoresSelection { state.selectedTab = tab }
      return .none
    }
  }

  @Test func aDivergenceWritesAPayloadlessCaseByName() throws {
    let log = try record(Tabs(), from: Tabs.State(), actions: [.select(.settings)])
    let report = try ReducerReplay(
      Tabs(ignoresSelection: true), timeline: try Timeline(path: log.path)
    ).run()
    let divergence = try #require(report.divergence)
    #expect(
      divergence.diffText.contains(#"-   "selectedTab": .settings"#), "\(divergence.diffText)")
    #expect(divergence.diffText.contains(#"+   "selectedTab": .home"#), "\(divergence.diffText)")
    #expect(!divergence.diffText.contains("{}"), "\(divergence.diffText)")
  }
}
