import ActionLog
import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation

/// The lifecycle scripts on real TCA.
@Reducer
struct TCAPinger {
  @ObservableState
  struct State: Equatable {
    var running = 0
  }

  enum Action {
    case ping
    case relay
    case pong
    case start
    case startReplacing
    case running
    case fired
    case stop
  }

  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ping:
        return .run { send in await send(.pong) }
      case .relay:
        return .send(.pong)
      case .start, .startReplacing:
        return .run { send in
          await send(.running)
          try await Task.sleep(for: .seconds(600))
          await send(.fired)
        }
        .cancellable(id: CancelID.timer, cancelInFlight: action == .startReplacing)
      case .running:
        state.running += 1
        return .none
      case .stop:
        return .cancel(id: CancelID.timer)
      case .pong, .fired:
        return .none
      }
    }
  }
}

extension TCAPinger.Action: Equatable {}

extension ComposableArchitecture.StoreTask: LifecycleTask {}

extension LifecycleScript {
  /// Plays the script on a real TCA store recorded through `.recording(to:)`.
  @MainActor
  func recordOnTCA(_ name: String) async throws -> Outcome {
    let path = Self.temporaryLog("tca-" + name)
    let recorder = try Recorder(path: path, options: Recorder.Options())
    let store = Store(initialState: TCAPinger.State()) { TCAPinger().recording(to: recorder) }
    await play(
      send: { command in
        switch command {
        case .ping: store.send(.ping)
        case .relay: store.send(.relay)
        case .start: store.send(.start)
        case .stop: store.send(.stop)
        case .startReplacing: store.send(.startReplacing)
        }
      }, running: { store.withState(\.running) })
    recorder.close()
    return try Self.outcome(of: path)
  }
}
