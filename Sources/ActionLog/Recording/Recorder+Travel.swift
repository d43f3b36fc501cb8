import JSONTree
import LogFormat

extension Recorder {
  /// The seq of the newest state captured: after a glue recorded an action on the store's thread,
  /// that action's seq. For the debug link's history of this run.
  package var currentSeq: UInt64 {
    queue.withLock { $0.seq }
  }

  /// The seq of the newest action captured and what its reducer read, for the debug link's
  /// history of this run; call it on the store's thread right after the glue recorded the action.
  /// `outOfBand`: the shared change logged just before the action (its seq and values), if any.
  package var lastAction:
    (
      seq: UInt64, reads: [DependencyRead], shared: SharedValues,
      outOfBand: (seq: UInt64, shared: SharedValues)?
    )
  {
    let (seq, reads, snapshot, outOfBand) = queue.withLock {
      ($0.seq, $0.lastReads, $0.shared.latest, $0.lastOutOfBand)
    }
    let before = outOfBand.flatMap { $0.seq + 1 == seq ? ($0.seq, SharedValues($0.shared)) : nil }
    return (seq, reads, SharedValues(snapshot), before)
  }

  /// The values `state`'s shared references hold now, to set them back later.
  ///
  /// - Parameter state: A state of the recorded type.
  /// - Returns: The values; empty for a state without shared references.
  package func sharedValues<State>(of state: State) -> SharedValues {
    SharedValues(SharedSnapshot.capture(state))
  }

  /// Records that the app's store was set to another state by time travel and goes on from it: a
  /// marker with `note`, then an `oob` record (no shared references) carrying `state`, so the next
  /// action's change starts from it.
  ///
  /// - Parameters:
  ///   - state: The state the store now holds.
  ///   - note: The marker's text, such as `time travel to #12, resumed`.
  /// - Returns: The seq of the `oob` record, or `nil` when the recorder is not recording (or its
  ///   queue is full, when the next action carries the change whole).
  package func captureTravel<State>(to state: State, note: String) -> UInt64? {
    let snapshot = SharedSnapshot.capture(state)
    let (wall, mono) = now()
    return queue.withLock { storage -> UInt64? in
      guard storage.phase == .recording, storage.items.count + 2 <= queue.capacity else {
        return nil
      }
      storage.items.append(
        .marker(MarkerRecord(seq: storage.seq, wall: wall, mono: mono, text: note)))
      storage.seq += 1
      storage.shared.latest = snapshot
      var capture = StateCapture(
        seq: storage.seq, wall: wall, mono: mono, state: state, shared: snapshot)
      capture.droppedBefore = storage.pendingDrops
      storage.pendingDrops = 0
      storage.items.append(.outOfBand(capture))
      return storage.seq
    }
  }

  /// Encodes `state` as the log would hold it (same encoding, redaction and shared ids), without
  /// writing anything, and hands the tree to `reply` on the recorder's worker, after everything
  /// captured before.
  ///
  /// - Parameters:
  ///   - state: A state of the recorded type.
  ///   - reply: Called once with the tree; not called when the recorder has stopped.
  /// - Returns: Whether the request was queued.
  @discardableResult
  package func probe<State>(_ state: State, reply: @escaping @Sendable (JSONValue) -> Void) -> Bool
  {
    let snapshot = SharedSnapshot.capture(state)
    return queue.withLock { storage -> Bool in
      guard storage.phase == .recording else { return false }
      let capture = StateCapture(seq: storage.seq, wall: 0, mono: 0, state: state, shared: snapshot)
      return CaptureQueue.enqueue(
        .probe(capture, reply: reply), into: &storage, capacity: queue.capacity)
    }
  }
}
