extension Effect {
  /// Transforms every action the effect sends.
  ///
  /// - Parameter transform: Maps this effect's actions to another action type.
  /// - Returns: An effect that sends transformed actions.
  @inlinable public func map<T: Sendable>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<
    T
  > {
    if isNone { return .none }
    return Effect<T>(node: Self.map(node, transform))
  }

  @inlinable
  static func map<T: Sendable>(
    _ node: Node, _ transform: @escaping @Sendable (Action) -> T
  ) -> Effect<T>.Node {
    switch node {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let run):
      return .run(mapRun(run, transform))
    case .merge(let nodes):
      return .merge(nodes.map { map($0, transform) })
    case .concatenate(let nodes):
      return .concatenate(nodes.map { map($0, transform) })
    case .cancellable(let id, let cancelInFlight, let inner):
      return .cancellable(id: id, cancelInFlight: cancelInFlight, map(inner, transform))
    case .cancel(let id):
      return .cancel(id: id)
    }
  }

  @usableFromInline
  static func mapRun<T: Sendable>(
    _ run: RunOperation<Action>, _ transform: @escaping @Sendable (Action) -> T
  ) -> RunOperation<T> {
    let operation = run.operation
    var mappedHandler: (@Sendable (any Error, Send<T>) async -> Void)?
    if let handler = run.handler {
      mappedHandler = { error, send in await handler(error, send.map(transform)) }
    }
    return RunOperation<T>(
      priority: run.priority,
      name: run.name,
      operation: { send in try await operation(send.map(transform)) },
      handler: mappedHandler,
      observers: run.observers
    )
  }
}
