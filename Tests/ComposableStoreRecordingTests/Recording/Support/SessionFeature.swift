import ComposableStore
import JSONTree
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

struct Settings: Equatable, Sendable {
  var volume = 1
  var theme = "light"
}

struct Item: Equatable, Sendable {
  var id: Int
  var title: String
}

enum Screen: Equatable, Sendable {
  case list
  case detail(id: Int)
}

/// A small feature with a list, an enum screen, shared settings and effects.
struct SessionFeature: Reducer {
  struct State {
    var count = 0
    var items: [Item] = []
    var screen = Screen.list
    var settings = Shared(Settings())
  }

  enum Action: Sendable {
    case increment
    case add(String)
    case open(Int)
    case back
    case louder
    case load
    case loaded([Item])
    case startTimer
    case stopTimer
    case tick
  }

  enum CancelID: Hashable, Sendable { case timer }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .add(let title):
      state.items.append(Item(id: state.items.count + 1, title: title))
      return .none
    case .open(let id):
      state.screen = .detail(id: id)
      return .none
    case .back:
      state.screen = .list
      return .send(.increment)
    case .louder:
      state.settings.withLock { $0.volume += 1 }
      return .none
    case .load:
      return .run(name: "load items") { send in
        await send(.loaded([Item(id: 10, title: "Milk"), Item(id: 11, title: "Eggs")]))
      }
    case .loaded(let items):
      state.items = items
      return .none
    case .startTimer:
      return .run(name: "timer") { send in
        await send(.tick)
        try await Task.sleep(for: .seconds(3600))
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.count += 100
      return .none
    }
  }
}

/// Runs `base` and keeps the reflection tree of the state after every action, in order.
struct Spy<Base: Reducer>: Reducer {
  typealias Body = ReduceOnlyBody
  let base: Base
  let trees: Collected<JSONValue>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    trees.append(ValueEncoder(policy: .default).encode(state))
    return effect
  }
}
