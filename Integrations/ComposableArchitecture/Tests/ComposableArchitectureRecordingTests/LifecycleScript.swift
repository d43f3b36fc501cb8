import Foundation
import LogFormat
import Replay

/// The behaviours the lifecycle tests play on both stores, and what a recording of one says.
enum LifecycleScript {
  /// A `.run` effect that sends `.pong` and ends.
  case finishes
  /// The reducer's immediate `.send(.pong)`.
  case sendsAtOnce
  /// A `.run` effect, `.cancellable(id:)`, that sends `.running` and then sleeps; the store task
  /// of the action that started it is cancelled.
  case storeTaskCancelled
  /// The same effect, stopped by a later action that returns `.cancel(id:)`.
  case cancelledByID
  /// The same effect started twice with `cancelInFlight: true`, then stopped by `.cancel(id:)`.
  case cancelledInFlight

  /// What a recording of a script holds: the actions' causes and the effect records.
  struct Outcome: Equatable, CustomStringConvertible {
    var causes: [String]
    var effects: [String]
    var description: String { "causes \(causes), effects \(effects)" }
  }

  /// What the stand-in store records for the script (`EffectLifecycleTests` checks it where the
  /// stand-in builds): effect 1 of action #1 sends `#1/1`, and so on.
  var standInOutcome: Outcome {
    switch self {
    case .finishes:
      Outcome(causes: ["external", "#1/1"], effects: ["1 of #1: started", "1 of #1: finished"])
    case .sendsAtOnce:
      // Effect 0: an immediate send, the same on both stores; it has no lifecycle records.
      Outcome(causes: ["external", "#1/0"], effects: [])
    case .storeTaskCancelled:
      Outcome(causes: ["external", "#1/1"], effects: ["1 of #1: started", "1 of #1: cancelled"])
    case .cancelledByID:
      Outcome(
        causes: ["external", "#1/1", "external"],
        effects: ["1 of #1: started", "1 of #1: cancelled"])
    case .cancelledInFlight:
      Outcome(
        causes: ["external", "#1/1", "external", "#3/2", "external"],
        effects: [
          "1 of #1: started", "2 of #3: started", "1 of #1: cancelled", "2 of #3: cancelled",
        ])
    }
  }

  static func temporaryLog(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-recording-tests")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(name)-\(UUID().uuidString).ttlog").path
  }

  /// The causes (`external` or `#seq/effect`) and effect records (`#effect of #seq: event`, with
  /// ` (maybe cancelled)` when the record says so) of the log at `path`; effect names are left out (each store names its effects its own way).
  static func outcome(of path: String) throws -> Outcome {
    let timeline = try Timeline(path: path)
    var outcome = Outcome(causes: [], effects: [])
    for entry in try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq) {
      switch entry.record {
      case .action(let record):
        switch record.cause {
        case .external: outcome.causes.append("external")
        case .effect(let seq, let effect, _): outcome.causes.append("#\(seq)/\(effect)")
        }
      case .effect(let record):
        let maybe = record.maybeCancelled ? " (maybe cancelled)" : ""
        outcome.effects.append("\(record.effect) of #\(record.action): \(record.event)\(maybe)")
      default: break
      }
    }
    return outcome
  }
}

/// A store's task for an action the script sent: TCA's and the stand-in's `StoreTask` both fit.
protocol LifecycleTask {
  func cancel()
  func finish() async
}

extension LifecycleScript {
  /// The actions a script sends, the same on both stores' pingers.
  enum Command { case ping, relay, start, stop, startReplacing }

  /// Plays the script on a store: `send` sends a command and returns its task, `running` reads
  /// how many effects have sent `.running`.
  @MainActor
  func play<T: LifecycleTask>(send: (Command) -> T, running: () -> Int) async {
    func waitUntilRunning(_ count: Int) async {
      // The effect has registered its cancellation id once it has sent `.running`.
      while running() < count { await Task.yield() }
    }
    switch self {
    case .finishes:
      await send(.ping).finish()
    case .sendsAtOnce:
      await send(.relay).finish()
    case .storeTaskCancelled:
      let task = send(.start)
      await waitUntilRunning(1)
      task.cancel()
      await task.finish()
    case .cancelledByID:
      let task = send(.start)
      await waitUntilRunning(1)
      _ = send(.stop)
      await task.finish()
    case .cancelledInFlight:
      let first = send(.startReplacing)
      await waitUntilRunning(1)
      let second = send(.startReplacing)
      await first.finish()
      await waitUntilRunning(2)
      _ = send(.stop)
      await second.finish()
    }
  }
}
