extension Effect {
  /// This effect with the work of each `.run` operation replaced, keeping its place: merges,
  /// concatenations and cancellation ids stay as they are, so the store starts, orders and cancels
  /// the replacements as it would the originals. A test serving effects from a log uses it.
  ///
  /// ```swift
  /// let served = effect.replacingRuns { names in
  ///   names.map { _ in { send in await send(.loaded("from the log")) } }
  /// }
  /// ```
  ///
  /// - Parameter replacements: Given the names of the run operations in the order the store
  ///   starts them (`run @ File.swift:42`), returns one operation for each (extra ones are
  ///   ignored; a missing one leaves its run as it was).
  /// - Returns: The effect with its runs replaced.
  public func replacingRuns(
    _ replacements: ([String]) -> [@Sendable (Send<Action>) async -> Void]
  ) -> Self {
    var names: [String] = []
    Self.collectRuns(node, into: &names)
    guard !names.isEmpty else { return self }
    var operations = replacements(names)[...]
    return Self(node: Self.replace(node, from: &operations))
  }

  private static func collectRuns(_ node: Node, into names: inout [String]) {
    switch node {
    case .none, .send, .cancel: break
    case .run(let run): names.append(run.name)
    case .merge(let nodes), .concatenate(let nodes):
      for node in nodes { collectRuns(node, into: &names) }
    case .cancellable(_, _, let inner): collectRuns(inner, into: &names)
    }
  }

  private static func replace(
    _ node: Node, from operations: inout ArraySlice<@Sendable (Send<Action>) async -> Void>
  ) -> Node {
    switch node {
    case .none, .send, .cancel:
      return node
    case .run(var run):
      guard let operation = operations.popFirst() else { return node }
      // As given, not wrapped: a wrapping closure would begin off the replacement's actor.
      run.operation = operation
      run.handler = nil
      return .run(run)
    case .merge(let nodes):
      return .merge(nodes.map { replace($0, from: &operations) })
    case .concatenate(let nodes):
      return .concatenate(nodes.map { replace($0, from: &operations) })
    case .cancellable(let id, let cancelInFlight, let inner):
      return .cancellable(id: id, cancelInFlight: cancelInFlight, replace(inner, from: &operations))
    }
  }
}
