import ActionLog

extension ParsedBlock {
  /// The state at a position, built from the nearest materialised state: the current one when it
  /// is close behind or (through inverse patches) close ahead, else the nearest checkpoint.
  ///
  /// - Parameters:
  ///   - target: A position in ``states``.
  ///   - current: The last state materialised in this block, if any.
  /// - Returns: The state.
  /// - Throws: ``ReplayError`` `.malformedLog` when a delta does not apply.
  mutating func state(at target: Int, near current: (position: Int, state: JSONValue)?) throws
    -> JSONValue
  {
    if let current, current.position == target { return current.state }
    if let current, current.position > target,
      current.position - target <= Self.checkpointSpacing,
      let state = try stepBack(from: current.position, state: current.state, to: target)
    {
      return state
    }
    var base = checkpoints.keys.filter { $0 <= target }.max() ?? 0
    var state = checkpoints[base] ?? .null
    if let current, current.position <= target, current.position > base {
      base = current.position
      state = current.state
    }
    var position = base
    while position < target {
      position += 1
      try advance(to: position, state: &state)
    }
    return state
  }

  /// Applies the recorded inverse patches back to `target`, or `nil` when one is missing.
  private func stepBack(from start: Int, state: JSONValue, to target: Int) throws -> JSONValue? {
    var operations: [[PatchOperation]] = []
    for position in stride(from: start, to: target, by: -1) {
      guard let inverse = inverses[position] else { return nil }
      operations.append(inverse)
    }
    var result = state
    for inverse in operations {
      do {
        result = try JSONPatch.apply(inverse, to: result)
      } catch {
        return nil
      }
    }
    return result
  }

  /// Turns the state at `position - 1` into the state at `position`, remembering how to undo it.
  private mutating func advance(to position: Int, state: inout JSONValue) throws {
    let point = states[position]
    let contiguous = point.seq == states[position - 1].seq + 1
    switch change(at: position) {
    case .full(let full)?:
      if contiguous { inverses[position] = [.replace(path: JSONPointer(), value: state)] }
      state = full
      checkpoints[position] = full
    case .delta(let operations)?:
      guard contiguous else {
        throw ReplayError(
          .malformedLog,
          "seq \(point.seq) carries a delta but the states before it were dropped; "
            + "the log is damaged", seq: point.seq)
      }
      do {
        inverses[position] = try InversePatch.apply(operations, to: &state)
      } catch let error as LogError {
        throw ReplayError(
          .malformedLog,
          "the delta of seq \(point.seq) does not apply to the state before it (\(error.message)); "
            + "the log is damaged", seq: point.seq, underlying: error)
      }
      if position % Self.checkpointSpacing == 0 { checkpoints[position] = state }
    case nil:
      throw ReplayError(.malformedLog, "no record makes seq \(point.seq)", seq: point.seq)
    }
  }
}
