/// The root store's engine: state, the action queue, and the effects in flight.
@MainActor
final class StoreCore<State, Action: Sendable> {
  private(set) var state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private var queue: [(action: Action, origin: ActionOrigin)] = []
  private var queueHead = 0
  private var isReducing = false
  private var lastActionID: UInt64 = 0
  private var lastEffectID: UInt64 = 0
  private var lastToken: UInt64 = 0
  private var inFlight: [UInt64: Task<Void, Never>] = [:]
  private var tokensByCancelID: [CancelID: Set<UInt64>] = [:]
  /// Holds effects' actions for a test store; `nil` delivers them as they are sent.
  let hold: EffectHold<Action>?

  init<R: Reducer>(initialState: State, reducer: R, hold: EffectHold<Action>? = nil)
  where R.State == State, R.Action == Action {
    self.hold = hold
    self.state = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
  }

  // As TCA's root store does, a store that goes away cancels the effects it started.
  deinit {
    for task in inFlight.values { task.cancel() }
  }

  /// Queues an action and, unless already reducing, reduces the queue; returns the started effects.
  func receive(_ action: Action, origin: ActionOrigin) -> [Task<Void, Never>] {
    queue.append((action, origin))
    guard !isReducing else { return [] }
    isReducing = true
    defer {
      isReducing = false
      queue.removeAll(keepingCapacity: true)
      queueHead = 0
    }
    var tasks: [Task<Void, Never>] = []
    while queueHead < queue.count {
      let (next, nextOrigin) = queue[queueHead]
      queueHead += 1
      lastActionID += 1
      let context = ActionContext(id: lastActionID, origin: nextOrigin)
      let effect = ActionContext.$current.withValue(context) {
        reducer(&state, next)
      }
      tasks += start(effect.node, context: EffectContext(parent: context.id, cancelIDs: []))
    }
    return tasks
  }

  // MARK: Effects

  struct EffectContext {
    var parent: UInt64
    var cancelIDs: Set<CancelID>
  }

  /// Starts an effect; returns the tasks running its asynchronous part.
  func start(_ node: Effect<Action>.Node, context: EffectContext) -> [Task<Void, Never>] {
    switch node {
    case .none:
      return []
    case .send(let action):
      return receive(action, origin: .effect(parent: context.parent, effect: .immediate))
    case .run(let run):
      return [startRun(run, context: context)]
    case .merge(let nodes):
      return nodes.flatMap { start($0, context: context) }
    case .concatenate(let nodes):
      return startSequence(nodes[...], context: context)
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      var context = context
      context.cancelIDs.insert(id)
      return start(inner, context: context)
    case .cancel(let id):
      cancel(id: id)
      return []
    }
  }

  private func startSequence(
    _ nodes: ArraySlice<Effect<Action>.Node>, context: EffectContext
  ) -> [Task<Void, Never>] {
    var rest = nodes
    while let first = rest.popFirst() {
      let running = start(first, context: context)
      guard !running.isEmpty else { continue }
      guard !rest.isEmpty else { return running }
      let remainder = rest
      let token = nextToken()
      let current = TaskBag()
      current.add(running)
      let task = Task { [weak self] in
        await withTaskCancellationHandler {
          await current.waitAll()
          if !Task.isCancelled, let self {
            current.add(self.startSequence(remainder, context: context))
            await current.waitAll()
          }
          self?.unregister(token, cancelIDs: context.cancelIDs)
        } onCancel: {
          current.cancelAll()
        }
      }
      register(task, token: token, cancelIDs: context.cancelIDs)
      return [task]
    }
    return []
  }

  private func startRun(_ run: RunOperation<Action>, context: EffectContext) -> Task<Void, Never> {
    lastEffectID += 1
    let effectID = EffectID(rawValue: lastEffectID)
    let token = nextToken()
    let parent = context.parent
    let children = TaskBag()
    let hold = self.hold
    let send = Send<Action> { [weak self] action in
      let deliver: @MainActor @Sendable () -> Void = { [weak self] in
        guard let self else { return }
        children.add(self.receive(action, origin: .effect(parent: parent, effect: effectID)))
      }
      if let hold, hold.hold(effect: effectID.rawValue, action: action, deliver: deliver) {
        return
      }
      deliver()
    }
    let report = { (kind: EffectEvent.Kind) in
      let event = EffectEvent(effect: effectID, parent: parent, name: run.name, kind: kind)
      for observer in run.observers { observer(event) }
    }
    report(.started)
    let task = Task(priority: run.priority) { [weak self] in
      await withTaskCancellationHandler {
        let outcome: EffectEvent.Kind
        do {
          try await run.operation(send)
          await hold?.waitUntilDelivered(effect: effectID.rawValue)
          outcome = Task.isCancelled ? .cancelled : .finished
        } catch {
          if error is CancellationError || Task.isCancelled {
            outcome = .cancelled
          } else {
            await run.handler?(error, send)
            outcome = .failed(String(describing: error))
          }
        }
        self?.unregister(token, cancelIDs: context.cancelIDs)
        report(outcome)
        await children.waitAll()
      } onCancel: {
        children.cancelAll()
        hold?.cancel(effect: effectID.rawValue)
      }
    }
    register(task, token: token, cancelIDs: context.cancelIDs)
    return task
  }

  private func nextToken() -> UInt64 {
    lastToken += 1
    return lastToken
  }

  private func register(_ task: Task<Void, Never>, token: UInt64, cancelIDs: Set<CancelID>) {
    // Tasks run on the main actor, so they cannot unregister before this returns.
    guard !cancelIDs.isEmpty else { return }
    inFlight[token] = task
    for id in cancelIDs { tokensByCancelID[id, default: []].insert(token) }
  }

  private func unregister(_ token: UInt64, cancelIDs: Set<CancelID>) {
    inFlight[token] = nil
    for id in cancelIDs {
      tokensByCancelID[id]?.remove(token)
      if tokensByCancelID[id]?.isEmpty == true { tokensByCancelID[id] = nil }
    }
  }

  /// Cancels every in-flight effect marked with `id`.
  func cancel(id: CancelID) {
    guard let tokens = tokensByCancelID.removeValue(forKey: id) else { return }
    for token in tokens { inFlight[token]?.cancel() }
  }
}
