import ComposableStore
import Testing

private struct Element: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, startTimer, tick, close }
  let clock: ManualClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tick:
      state.count += 100
      return .none
    case .close:
      return .none
    }
  }
}

private struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Element.State>()
    var seen: [String] = []
  }
  enum Action: Equatable, Sendable {
    case path(StackAction<Element.State, Element.Action>)
  }
  let clock: ManualClock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(let id, .close)):
        state.path.pop(from: id)
      case .path(.element(let id, let elementAction)):
        state.seen.append("\(id) \(elementAction) count=\(state.path[id: id]?.count ?? -1)")
      case .path(.popFrom(let id)):
        state.seen.append("popFrom \(id) depth=\(state.path.count)")
      case .path(.push(let id, _)):
        state.seen.append("push \(id) depth=\(state.path.count)")
      }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Element(clock: clock) }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct StackTests {
  @Test func pushAddsTheElementBeforeTheParentRuns() {
    let store = Store(initialState: Navigator.State()) { Navigator(clock: ManualClock()) }
    store.send(.path(.push(id: 0, state: Element.State())))
    store.send(.path(.push(id: 1, state: Element.State(count: 5))))
    #expect(store.state.path.ids == [0, 1])
    #expect(store.state.seen == ["push #0 depth=1", "push #1 depth=2"])
  }

  @Test func elementActionsReachTheElementThenTheParent() {
    var path = StackState<Element.State>()
    path.append(Element.State())
    path.append(Element.State())
    let store = Store(initialState: Navigator.State(path: path)) {
      Navigator(clock: ManualClock())
    }
    store.send(.path(.element(id: 1, action: .increment)))
    #expect(store.state.path.map(\.count) == [0, 1])
    #expect(store.state.seen == ["#1 increment count=1"])
  }

  @Test func popFromRemovesTheElementAndEverythingAboveAfterTheParentRuns() {
    let store = Store(initialState: Navigator.State(path: [.init(), .init(), .init()])) {
      Navigator(clock: ManualClock())
    }
    store.send(.path(.popFrom(id: 1)))
    #expect(store.state.path.ids == [0])
    #expect(store.state.seen == ["popFrom #1 depth=3"])
  }

  @Test func actionsForAMissingElementAreIgnored() {
    let store = Store(initialState: Navigator.State(path: [.init()])) {
      Navigator(clock: ManualClock())
    }
    store.send(.path(.element(id: 7, action: .increment)))
    store.send(.path(.popFrom(id: 7)))
    #expect(store.state.path.map(\.count) == [0])
  }

  @Test func effectsOfPoppedElementsAreCancelled() async {
    let clock = ManualClock()
    let store = Store(initialState: Navigator.State(path: [.init(), .init()])) {
      Navigator(clock: clock)
    }
    let bottom = store.send(.path(.element(id: 0, action: .startTimer)))
    let top = store.send(.path(.element(id: 1, action: .startTimer)))
    await clock.waitForSleepers(2)
    store.send(.path(.element(id: 1, action: .close)))
    await top.finish()
    await clock.advance(by: .seconds(1))
    await bottom.finish()
    #expect(store.state.path.ids == [0])
    #expect(store.state.path.map(\.count) == [100])
  }

  @Test func elementIDsAreOneAboveTheLargestOnTheStack() {
    var path = StackState<Int>([10, 20, 30])
    path.pop(from: 1)
    #expect(path.ids == [0])
    path[id: 7] = 70
    path.append(80)
    #expect(path.ids == [0, 7, 8])
    path.popLast()
    path.append(90)
    #expect(path.ids == [0, 7, 8])
    #expect(Array(path) == [10, 70, 90])
  }

  @Test func popToAndSubscriptByID() {
    var path: StackState<Int> = [1, 2, 3, 4]
    path.pop(to: 1)
    #expect(Array(path) == [1, 2])
    #expect(path[id: 1] == 2)
    path[id: 1] = 20
    #expect(path[id: 1] == 20)
    path[id: 0] = nil
    #expect(path.ids == [1])
    #expect(path[id: 9] == nil)
  }

  @Test func equalityComparesIDsAndElements() {
    var lhs: StackState<Int> = [1, 2]
    let rhs: StackState<Int> = [1, 2]
    #expect(lhs == rhs)
    lhs.popLast()
    lhs[id: 5] = 2
    #expect(lhs != rhs)
  }
}
