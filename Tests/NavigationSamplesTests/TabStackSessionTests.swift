import ComposableStore
import TabStackSample
import Testing

@MainActor
@Suite struct TabStackSessionTests {
  @Test func twoPushesFromTheFirstTabStackDetailAndAnother() async throws {
    let trace = await SessionTrace<TabStackSession>.record()
    let state = try #require(
      trace.state { action in
        if case .path(.element(id: _, action: .firstDetail(.delegate(.showAnother)))) = action {
          return true
        }
        return false
      })
    #expect(state.tabs.selectedTab == .first)
    #expect(
      Array(state.path) == [
        .firstDetail(FirstDetailFeature.State(origin: .first)).counted(2),
        .another(AnotherFeature.State(origin: .first)),
      ])
  }

  @Test func closeButtonPopsOnlyTheClosedScreen() async throws {
    let trace = await SessionTrace<TabStackSession>.record()
    let state = try #require(
      trace.state { action in
        if case .path(.element(id: _, action: .another(.delegate(.close)))) = action { return true }
        return false
      })
    #expect(state.path.count == 1)
    #expect(TabStackSession.summary(of: state) == "tab: first, path: [firstDetail]")
  }

  @Test func switchingTabsKeepsThePushedPath() async {
    let trace = await SessionTrace<TabStackSession>.record()
    let switches = trace.steps.filter { step in
      if case .tabs(.tabSelected) = step.action { return !step.state.path.isEmpty }
      return false
    }
    #expect(switches.count >= 2)
    for step in switches {
      #expect(!step.state.path.isEmpty)
    }
  }

  @Test func backGestureFromTheBottomEmptiesTheStack() async {
    let trace = await SessionTrace<TabStackSession>.record()
    let pops = trace.steps.filter { step in
      if case .path(.popFrom) = step.action { return true }
      return false
    }
    #expect(pops.count >= 3)
    #expect(pops.contains { $0.state.path.isEmpty })
    #expect(trace.finalState.path.isEmpty)
    #expect(trace.finalState.tabs.selectedTab == .first)
  }
}

extension TabStackFeature.Path.State {
  fileprivate func counted(_ count: Int) -> Self {
    guard case var .firstDetail(detail) = self else { return self }
    detail.count = count
    return .firstDetail(detail)
  }
}
