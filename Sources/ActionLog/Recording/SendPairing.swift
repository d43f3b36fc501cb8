/// The causes of a store that names neither its actions nor its effects (TCA): the recorder
/// numbers both, and pairs each action an effect hands the store with that effect.
///
/// A pending send carries the action's ``ActionFingerprint``; an action reduced later takes the
/// source of the oldest pending send with the same fingerprint. An action that matches none is
/// recorded without a cause (`external`) rather than with a wrong one. Lives inside the recorder's
/// lock, beside ``CauseTracker``.
struct SendPairing {
  private(set) var lastActionID: UInt64 = 0
  private(set) var lastEffectID: UInt64 = 0
  private var pending: [(source: ActionSource, fingerprint: ActionFingerprint)] = []
  /// How many sends may wait unpaired; the oldest is forgotten past this (a send the store never
  /// reduced through the recording reducer).
  let capacity: Int

  init(capacity: Int = 1024) {
    self.capacity = capacity
  }

  /// Whether any send waits to be paired: only then is a reduced action fingerprinted.
  var hasPendingSends: Bool { !pending.isEmpty }

  /// A new effect id (from 1).
  mutating func nextEffectID() -> UInt64 {
    lastEffectID += 1
    return lastEffectID
  }

  /// Remembers that an action is about to reach the store from `source`.
  mutating func noteSend(_ source: ActionSource, fingerprint: ActionFingerprint) {
    if pending.count >= capacity { pending.removeFirst() }
    pending.append((source, fingerprint))
  }

  /// Numbers the action being recorded and finds where it came from.
  ///
  /// - Parameter fingerprint: The action's fingerprint, or `nil` when no send was pending.
  /// - Returns: The action's store id and its source.
  mutating func nextAction(fingerprint: ActionFingerprint?) -> (id: UInt64, source: ActionSource) {
    lastActionID += 1
    guard let fingerprint, let index = pending.firstIndex(where: { $0.fingerprint == fingerprint })
    else { return (lastActionID, .external) }
    return (lastActionID, pending.remove(at: index).source)
  }
}
