import ComposableStore
import Testing

/// An enum-of-features destination written without macros, as a TCA user would.
private struct Destination: Reducer {
  enum State: Equatable {
    case counter(Counter.State)
    case alert(AlertState<Action.Alert>)
  }
  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case alert(Alert)
    enum Alert: Equatable, Sendable { case delete }
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.counter, action: /Action.counter) { Counter() }
  }
}

private struct Root: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var deleted = false
  }
  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .destination(.presented(.alert(.delete))) = action { state.deleted = true }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

@MainActor
@Suite struct DestinationTests {
  @Test func enumDestinationRoutesToTheMatchingCase() {
    let store = Store(
      initialState: Root.State(destination: .counter(Counter.State()))
    ) { Root() }
    store.send(.destination(.presented(.counter(.increment))))
    #expect(store.state.destination == .counter(Counter.State(count: 1)))
  }

  @Test func alertCaseOfADestinationClearsAfterItsAction() {
    let store = Store(
      initialState: Root.State(destination: .alert(AlertState(title: "Delete?")))
    ) { Root() }
    store.send(.destination(.presented(.alert(.delete))))
    #expect(store.state.deleted)
    #expect(store.state.destination == nil)
  }
}
