import LogFormat

extension Recorder {
  /// Records the state an action is about to change: call it on the store's thread just before the
  /// app's reducer runs, then ``record(action:state:storeActionID:source:)`` just after.
  ///
  /// The first call records the initial state (seq 0) and writes the header. Later calls log an
  /// out-of-band (`oob`) record when a shared reference the state holds changed since the previous
  /// capture, outside any action.
  ///
  /// ```swift
  /// recorder.record(stateBefore: state, actionType: AppFeature.Action.self)
  /// let effect = base.reduce(into: &state, action: action)
  /// recorder.record(action: action, state: state, storeActionID: id, source: .external)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state before the action.
  ///   - actionType: The root action type, named in the header.
  public func record<State, Action>(stateBefore state: State, actionType: Action.Type) {
    captureStateBefore(state, actionType: actionType)
  }

  /// Records an action and the state after it, with where it came from in the store's terms; call
  /// it on the store's thread right after the reducer ran.
  ///
  /// The recorder maps the store's action ids to log seqs, so an action sent by an effect reads
  /// `← effect of #N` in the log, and effect records name the action that started them.
  ///
  /// - Parameters:
  ///   - action: The action the reducer handled.
  ///   - state: The state after it.
  ///   - storeActionID: The store's id of this action (increasing, unique within the store).
  ///   - source: Where the action came from.
  ///   - reads: What the reducer read from nondeterministic dependencies, in order
  ///     (``DependencyReadLog``); logged with the action so replay can serve them back.
  public func record<State, Action>(
    action: Action, state: State, storeActionID: UInt64, source: ActionSource,
    reads: [DependencyRead] = []
  ) {
    captureAction(
      action, state: state, cause: { $0.cause(of: source) }, storeActionID: storeActionID,
      reads: reads)
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
  ///   - reads: What the reducer read from nondeterministic dependencies, in order.
  public func record<State, Action>(
    action: Action, state: State, cause: ActionCause = .external, reads: [DependencyRead] = []
  ) {
    captureStateBefore(state, actionType: Action.self, detectsOutOfBand: false)
    captureAction(action, state: state, cause: { _ in cause }, storeActionID: nil, reads: reads)
  }

  /// Records the session constants the reducers read — `calendar`, `timeZone`, `locale`, as
  /// identifiers — so replay can run with the same ones. The recorder writes them with the next
  /// action, and again at the start of every block; call it once, or whenever one changes.
  ///
  /// ```swift
  /// recorder.record(environment: ["calendar": "gregorian", "timeZone": "Europe/Paris", "locale": "fr_FR"])
  /// ```
  ///
  /// - Parameter environment: Name → identifier.
  public func record(environment: [String: String]) {
    queue.withLock { storage in
      storage.environment.merge(environment) { _, new in new }
    }
  }

  /// Whether no session constants were recorded yet: a glue calls ``record(environment:)`` once,
  /// on its first action, when this is `true`.
  public var needsEnvironment: Bool {
    queue.withLock { $0.environment.isEmpty }
  }

  /// Records what happened to an effect operation: started, finished, cancelled or failed.
  ///
  /// - Parameter event: The event, in the store's ids.
  public func record(effect event: EffectLifecycleEvent) {
    queue.withLock { storage in
      guard storage.phase == .recording, let (parentSeq, name) = storage.causes.note(event) else {
        return
      }
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
        seq: storage.seq, wall: wall, mono: mono, event: kind, effect: event.effect,
        action: parentSeq, name: name, error: error)
      _ = CaptureQueue.enqueue(.effect(record), into: &storage, capacity: queue.capacity)
    }
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
