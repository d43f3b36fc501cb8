import LogFormat

extension Recorder {
  /// Records what happened to an effect operation (``StoreRecording/record(effect:)``).
  func captureEffect(_ event: EffectLifecycleEvent) {
    queue.withLock { storage in
      guard storage.phase == .recording, let (parentSeq, name) = storage.causes.note(event) else {
        return
      }
      let (wall, mono) = now()
      let kind: EffectRecord.Event
      var error: String?
      var maybeCancelled = false
      switch event.kind {
      case .started: kind = .started
      case .finished: kind = .finished
      case .ended:
        kind = .finished
        maybeCancelled = true
      case .cancelled: kind = .cancelled
      case .failed(let description):
        kind = .failed
        error = description
      }
      let record = EffectRecord(
        seq: storage.seq, wall: wall, mono: mono, event: kind, effect: event.effect,
        action: parentSeq, name: name, error: error, maybeCancelled: maybeCancelled)
      _ = CaptureQueue.enqueue(.effect(record), into: &storage, capacity: queue.capacity)
    }
  }

  /// Numbers an action of a store without ids and finds its source among the pending sends.
  func pairedSource<Action>(of action: Action) -> (id: UInt64, source: ActionSource) {
    let fingerprint =
      queue.withLock { $0.sends.hasPendingSends } ? ActionFingerprint(action) : nil
    return queue.withLock { $0.sends.nextAction(fingerprint: fingerprint) }
  }

  /// Without an earlier ``captureStateBefore(_:actionType:)``, the state after the first action
  /// also stands for the initial state (seq 0).
  func captureInitialStateIfNeeded<State, Action>(_ state: State, actionType: Action.Type) {
    guard queue.withLock({ $0.phase == .waitingForFirstState }) else { return }
    captureStateBefore(state, actionType: actionType, detectsOutOfBand: false)
  }

  /// Seq 0 on the first call; an out-of-band capture when shared state changed since the last one.
  func captureStateBefore<State, Action>(
    _ state: State, actionType: Action.Type, detectsOutOfBand: Bool = true
  ) {
    // Read on this thread, outside the lock: the values the store holds now. The first state is
    // walked; later, the references of the previous capture are read again (the state is the same
    // value as after the previous action).
    let latest = queue.withLock { storage -> SharedSnapshot? in
      storage.phase == .waitingForFirstState ? nil : storage.shared.latest
    }
    let snapshot = latest?.reread() ?? SharedSnapshot.capture(state)
    queue.withLock { storage in
      switch storage.phase {
      case .waitingForFirstState:
        let (wall, mono) = now()
        storage.shared.latest = snapshot
        let capture = StateCapture(seq: 0, wall: wall, mono: mono, state: state, shared: snapshot)
        storage.phase = .recording
        storage.items.append(
          .initial(
            InitialCapture(
              capture: capture, stateType: loggedTypeName(State.self),
              actionType: loggedTypeName(Action.self),
              stateIsEncodable: State.self is any Encodable.Type)))
      case .recording:
        guard detectsOutOfBand else { return }
        let changed = snapshot.changed(since: storage.shared.latest)
        // A full queue skips the out-of-band record: the next action's record carries the change.
        guard !changed.isEmpty, storage.items.count < queue.capacity else { return }
        let (wall, mono) = now()
        storage.seq += 1
        storage.shared.latest = snapshot
        var capture = StateCapture(
          seq: storage.seq, wall: wall, mono: mono, state: state, shared: snapshot)
        capture.changedReferences = changed
        storage.lastOutOfBand = (storage.seq, snapshot)
        capture.droppedBefore = storage.pendingDrops
        storage.pendingDrops = 0
        storage.items.append(.outOfBand(capture))
      case .stopped, .closed:
        return
      }
    }
  }

  /// Assigns the action's seq and queues it, or counts it dropped when the queue is full.
  func captureAction<Action, State>(
    _ action: Action, state: State, cause: (CauseTracker) -> ActionCause, storeActionID: UInt64?,
    reads: [DependencyRead] = []
  ) {
    let snapshot = SharedSnapshot.capture(state)
    queue.withLock { storage in
      guard storage.phase == .recording else { return }
      storage.seq += 1
      storage.lastReads = reads
      if let storeActionID { storage.causes.noteAction(id: storeActionID, seq: storage.seq) }
      storage.shared.latest = snapshot
      guard storage.items.count < queue.capacity else {
        storage.pendingDrops += 1
        storage.droppedCount += 1
        return
      }
      let (wall, mono) = now()
      var capture = StateCapture(
        seq: storage.seq, wall: wall, mono: mono, state: state, shared: snapshot)
      capture.droppedBefore = storage.pendingDrops
      storage.pendingDrops = 0
      let recordsReads = options.recordsDependencyReads
      storage.items.append(
        .action(
          ActionCapture(
            capture: capture, action: action, cause: cause(storage.causes),
            reads: recordsReads ? reads : [], environment: recordsReads ? storage.environment : [:])
        ))
    }
  }
}
