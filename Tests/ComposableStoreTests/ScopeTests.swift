import ComposableStore
import Testing

struct Counter: Reducer {
  struct State: Equatable, Codable { var count = 0 }
  enum Action: Equatable, Sendable, Codable { case increment, decrement }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
    return .none
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var seen: [Int] = []
  }
  enum Action: Equatable, Sendable { case counter(Counter.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
    Reduce { state, action in
      state.seen.append(state.counter.count)
      return .none
    }
  }
}

private struct Session: Reducer {
  enum State: Equatable {
    case loggedOut(Counter.State)
    case loggedIn(Counter.State)
  }
  enum Action: Equatable, Sendable {
    case loggedOut(Counter.Action)
    case loggedIn(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.loggedOut, action: /Action.loggedOut) { Counter() }
    Scope(state: /State.loggedIn, action: /Action.loggedIn) { Counter() }
  }
}

@MainActor
@Suite struct ScopeTests {
  @Test func keyPathScopeRunsTheChildBeforeLaterReducers() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    #expect(store.state.counter.count == 2)
    #expect(store.state.seen == [1, 2])
  }

  @Test func enumScopeRunsOnlyInTheMatchingCaseAndWritesBack() {
    let store = Store(initialState: Session.State.loggedIn(Counter.State())) { Session() }
    store.send(.loggedIn(.increment))
    store.send(.loggedOut(.increment))
    #expect(store.state == .loggedIn(Counter.State(count: 1)))
  }

  @Test func scopedStoreReadsChildStateAndSendsThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: /Parent.Action.counter)
    child.send(.increment)
    #expect(child.state.count == 1)
    #expect(store.state.seen == [1])
  }

  @Test func combineReducersAndEmptyReducerCompose() {
    let store = Store(initialState: Counter.State()) {
      CombineReducers {
        Counter()
        EmptyReducer()
        Counter()
      }
    }
    store.send(.increment)
    #expect(store.state.count == 2)
  }

  @Test func builderSupportsIfElseAndOptionalBranches() {
    for flag in [true, false] {
      let store = Store(initialState: Counter.State()) {
        if flag {
          Counter()
        } else {
          Reduce { state, _ in
            state.count = 100
            return .none
          }
        }
        if flag {
          Counter()
        }
      }
      store.send(.increment)
      #expect(store.state.count == (flag ? 2 : 100))
    }
  }
}
