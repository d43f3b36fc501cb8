import Foundation
import LogFormat
import Replay

/// The behaviours the lifecycle tests play on both stores, and what a recording of one says.
enum LifecycleScript {
  /// A `.run` effect that sends `.pong` and ends.
  case finishes
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

  /// The causes (`external` or `#seq/effect`) and effect records (`#effect of #seq: event`) of the
  /// log at `path`; effect names are left out (each store names its effects its own way).
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
        outcome.effects.append("\(record.effect) of #\(record.action): \(record.event)")
      default: break
      }
    }
    return outcome
  }
}
