import ComposableStore
import Testing
import ToolSupport

@testable import ActionLog

/// The worker's route memo gives the route a fresh walk gives, through every kind of change.
@Suite struct RouteMemoTests {
  typealias App = AppRootFixture

  @Test func givesTheWalkedRouteThroughASyntheticSession() {
    let feature = SyntheticFeature()
    var user = SyntheticUser(seed: 3)
    var state = StateSize.medium.initialState
    var routes = RouteMemo()
    for step in 0..<2_000 {
      _ = feature.reduce(into: &state, action: user.nextAction(after: state))
      let expected = currentRoute(of: state)
      let route = routes.route(of: state, sharedValues: [:])
      #expect(route == expected, "step \(step)")
      if route != expected { break }
    }
    // Toggling and renaming rows, about a third of the session, keep the route.
    #expect(routes.walks < 1_700)
  }

  @Test func editingARowOfASyntheticStateReusesTheRoute() {
    var state = StateSize.medium.initialState
    var routes = RouteMemo()
    _ = routes.route(of: state, sharedValues: [:])
    state.items[3].title = "renamed"
    state.revision += 1
    _ = routes.route(of: state, sharedValues: [:])
    #expect(routes.walks == 1)
  }

  struct Screen {
    var title = ""
    var path = StackState<App.Path.State>()
  }

  final class ScreenBox {
    var screen = Screen()
  }

  struct BoxedState {
    var box: ScreenBox
    var rows = [1, 2, 3]
  }

  @Test func aStateHoldingAClassIsWalkedAgainEvenWhenItsBytesAreTheSame() {
    let box = ScreenBox()
    let state = BoxedState(box: box)
    var routes = RouteMemo()
    #expect(routes.route(of: state, sharedValues: [:]) == currentRoute(of: state))
    box.screen.path.append(App.detail(id: 4))
    #expect(routes.route(of: state, sharedValues: [:]) == currentRoute(of: state))
    #expect(routes.route(of: state, sharedValues: [:]).count == 1)
  }

  struct ListState {
    var rows: [Int] = []
    var path = StackState<App.Path.State>()
    var title = ""
  }

  @Test func aChangedListOrTitleKeepsTheRouteAndAPushChangesIt() {
    var state = ListState()
    var routes = RouteMemo()
    #expect(routes.route(of: state, sharedValues: [:]) == [])
    state.rows.append(1)
    state.title = "x"
    #expect(routes.route(of: state, sharedValues: [:]) == [])
    state.path.append(App.detail(id: 2))
    #expect(routes.route(of: state, sharedValues: [:]) == currentRoute(of: state))
    #expect(routes.route(of: state, sharedValues: [:]).count == 1)
    _ = state.path.popLast()
    #expect(routes.route(of: state, sharedValues: [:]) == [])
  }
}
