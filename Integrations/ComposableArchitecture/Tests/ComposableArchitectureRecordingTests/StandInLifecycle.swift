// Linux only (see Package.swift): the stand-in store needs macOS 15.
#if canImport(ComposableStoreRecording)
import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation

/// The lifecycle scripts on the project's stand-in store (ComposableStore), for comparison.
enum StandInPinger {
  struct State: Equatable {
    var running = 0
  }

  enum Action: Equatable, Sendable {
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

  static var reducer: Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .ping:
        return .run(name: "run") { send in await send(.pong) }
      case .relay:
        return .send(.pong)
      case .start, .startReplacing:
        return .run(name: "run") { send in
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

extension ComposableStore.StoreTask: LifecycleTask {}

extension LifecycleScript {
  /// Plays the script on the stand-in store recorded through its glue's `.recording(to:)`.
  @MainActor
  func recordOnStandIn(_ name: String) async throws -> Outcome {
    let path = Self.temporaryLog("standin-" + name)
    let recorder = try Recorder(path: path, options: Recorder.Options())
    let store = Store(initialState: StandInPinger.State()) {
      StandInPinger.reducer.recording(to: recorder)
    }
    await play(
      send: { command in
        switch command {
        case .ping: store.send(.ping)
        case .relay: store.send(.relay)
        case .start: store.send(.start)
        case .stop: store.send(.stop)
        case .startReplacing: store.send(.startReplacing)
        }
      }, running: { store.state.running })
    recorder.close()
    return try Self.outcome(of: path)
  }
}
#endif
