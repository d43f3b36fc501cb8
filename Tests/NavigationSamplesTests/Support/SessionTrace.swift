import ComposableStore
import SampleSupport
import Synchronization

/// Every action a session's store reduced, with the state right after it.
struct SessionTrace<Sample: NavigationSample> {
  typealias State = Sample.Feature.State
  typealias Action = Sample.Feature.Action

  /// One reduced action and the state it produced.
  struct Step {
    let action: Action
    let state: State
  }

  let steps: [Step]
  let finalState: State

  var actions: [Action] { steps.map(\.action) }

  /// Plays the sample's session on a store whose reducer records each step.
  @MainActor
  static func record() async -> SessionTrace {
    let environment = SampleEnvironment()
    let log = StepLog<State, Action>()
    let store = Store(initialState: Sample.initialState(environment)) {
      TracingReducer(base: Sample.makeFeature(environment), log: log)
    }
    await Sample.play(store, environment)
    return SessionTrace(
      steps: log.steps.map { Step(action: $0.action, state: $0.state) },
      finalState: store.state)
  }

  /// The state after the first action matching a predicate, if any action matches.
  func state(after matches: (Action) -> Bool) -> State? {
    steps.first { matches($0.action) }?.state
  }
}

/// Thread-safe storage for traced steps.
final class StepLog<State: Sendable, Action: Sendable>: Sendable {
  private let storage = Mutex<[(action: Action, state: State)]>([])

  var steps: [(action: Action, state: State)] { storage.withLock { $0 } }

  func append(_ action: Action, _ state: State) {
    storage.withLock { $0.append((action, state)) }
  }
}

/// A reducer that runs its base and then logs the action with the resulting state.
struct TracingReducer<Base: Reducer>: Reducer
where Base.State: Sendable, Base.Action: Sendable {
  let base: Base
  let log: StepLog<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    log.append(action, state)
    return effect
  }
}
