import LogFormat
import Replay

/// What a follower says when the app's process ends without closing the log: a crash or a kill,
/// or, after the app went to the background, an end the system may have made.
struct WriterGoneNotice {
  /// Whether the last `lifecycle` record delivered says the app is in the background.
  private(set) var inBackground = false

  /// Notes `entry`'s move to the background or the foreground, if it is one.
  mutating func note(_ entry: TimelineEntry) {
    if case .appPhase(let change) = entry.record { inBackground = change.phase == .background }
  }

  /// Forgets the phase: a new session starts in the foreground.
  mutating func reset() {
    inBackground = false
  }

  /// `the app stopped without closing the log (at #12): it crashed or was killed`, or `…: it
  /// ended in the background (the system may have ended the app)`.
  func text(at place: String) -> String {
    "the app stopped without closing the log\(place): "
      + (inBackground ? "it " + AppPhaseRecord.endedInBackgroundText : "it crashed or was killed")
  }
}
