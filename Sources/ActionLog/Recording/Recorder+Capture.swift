import ComposableStore

extension Recorder {
  /// Records the state an action is about to change.
  ///
  /// The first call records the initial state (seq 0) and writes the header; later calls log an
  /// out-of-band change when `Shared` state the recorded state holds changed since the last record.
  /// Call it before the base reducer runs, then ``record(action:state:cause:)`` after.
  ///
  /// - Parameters:
  ///   - state: The state before the action.
  ///   - actionType: The root action type, named in the header.
  public func record<State, Action>(stateBefore state: State, actionType: Action.Type) {
    captureStateBefore(state, actionType: actionType)
  }

  /// Records an action and the state after it.
  ///
  /// Without an earlier ``record(stateBefore:actionType:)``, the first call's state also stands for
  /// the initial state (seq 0), and the action's delta is empty.
  ///
  /// - Parameters:
  ///   - action: The action the reducer handled.
  ///   - state: The state after it.
  ///   - cause: Where the action came from.
  public func record<State, Action>(action: Action, state: State, cause: ActionCause = .external) {
    captureStateBefore(state, actionType: Action.self, detectsOutOfBand: false)
    captureAction(action, state: state, cause: { _ in cause }, storeActionID: nil)
  }

  /// Seq 0 on the first call; an out-of-band capture when shared state changed since the last one.
  func captureStateBefore<State, Action>(
    _ state: State, actionType: Action.Type, detectsOutOfBand: Bool = true
  ) {
    queue.withLock { storage in
      switch storage.phase {
      case .waitingForFirstState:
        let (wall, mono) = now()
        // Every box, changed or not, so the worker never reads a box live (see SharedSnapshot).
        _ = storage.shared.takeChanges()
        let capture = StateCapture(
          seq: 0, wall: wall, mono: mono, state: state, shared: SharedSnapshot.boxes(in: state))
        storage.phase = .recording
        storage.items.append(
          .initial(
            InitialCapture(
              capture: capture, stateType: String(reflecting: State.self),
              actionType: String(reflecting: Action.self),
              stateIsEncodable: State.self is any Encodable.Type)))
      case .recording:
        // A full queue skips the out-of-band record: the next action's capture takes the change.
        guard detectsOutOfBand, storage.shared.hasChanges, storage.items.count < queue.capacity
        else { return }
        let changes = storage.shared.takeChanges()
        guard storage.shared.touchesState(changes) else {
          storage.shared.carry(changes)
          return
        }
        let (wall, mono) = now()
        storage.seq += 1
        var capture = StateCapture(
          seq: storage.seq, wall: wall, mono: mono, state: state, shared: changes)
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
    _ action: Action, state: State, cause: (CauseTracker) -> ActionCause, storeActionID: UInt64?
  ) {
    queue.withLock { storage in
      guard storage.phase == .recording else { return }
      storage.seq += 1
      if let storeActionID { storage.causes.noteAction(id: storeActionID, seq: storage.seq) }
      guard storage.items.count < queue.capacity else {
        // Shared changes stay untaken, so the next capture that fits carries them.
        storage.pendingDrops += 1
        storage.droppedCount += 1
        return
      }
      let (wall, mono) = now()
      var capture = StateCapture(
        seq: storage.seq, wall: wall, mono: mono, state: state,
        shared: storage.shared.takeChanges())
      capture.droppedBefore = storage.pendingDrops
      storage.pendingDrops = 0
      storage.items.append(
        .action(ActionCapture(capture: capture, action: action, cause: cause(storage.causes))))
    }
  }

  /// Queues an effect lifecycle event.
  func capture(_ event: EffectEvent) {
    queue.withLock { storage in
      guard storage.phase == .recording else { return }
      let (parentSeq, name) = storage.causes.note(event)
      let (wall, mono) = now()
      let kind: EffectRecord.Event
      var error: String?
      switch event.kind {
      case .started: kind = .started
      case .finished: kind = .finished
      case .cancelled: kind = .cancelled
      case .failed(let description):
        kind = .failed
        error = description
      }
      let record = EffectRecord(
        seq: storage.seq, wall: wall, mono: mono, event: kind, effect: event.effect.rawValue,
        action: parentSeq, name: name, error: error)
      _ = CaptureQueue.enqueue(.effect(record), into: &storage, capacity: queue.capacity)
    }
  }
}
