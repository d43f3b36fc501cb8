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

extension LifecycleScript {
  /// Plays the script on the stand-in store recorded through its glue's `.recording(to:)`.
  @MainActor
  func recordOnStandIn(_ name: String) async throws -> Outcome {
    let path = Self.temporaryLog("standin-" + name)
    let recorder = try Recorder(path: path, options: Recorder.Options())
    let store = Store(initialState: StandInPinger.State()) {
      StandInPinger.reducer.recording(to: recorder)
    }
    func waitUntilRunning(_ count: Int) async {
      while store.state.running < count { await Task.yield() }
    }
    switch self {
    case .finishes:
      await store.send(.ping).finish()
    case .storeTaskCancelled:
      let task = store.send(.start)
      await waitUntilRunning(1)
      task.cancel()
      await task.finish()
    case .cancelledByID:
      let task = store.send(.start)
      await waitUntilRunning(1)
      store.send(.stop)
      await task.finish()
    case .cancelledInFlight:
      let first = store.send(.startReplacing)
      await waitUntilRunning(1)
      let second = store.send(.startReplacing)
      await first.finish()
      await waitUntilRunning(2)
      store.send(.stop)
      await second.finish()
    }
    recorder.close()
    return try Self.outcome(of: path)
  }
}
#endif
