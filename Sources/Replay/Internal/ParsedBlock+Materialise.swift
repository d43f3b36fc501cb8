import JSONTree
import LogFormat

extension ParsedBlock {
  /// The state at a position, built from the nearest materialised state.
  ///
  /// The block is walked forward from its keyframe at most once: the walk records every state's
  /// inverse patch and a checkpoint every ``checkpointSpacing`` states up to the furthest position
  /// reached (the frontier). States handed out lately, and the few a walk passed just before its
  /// target, are kept in ``recent``: stepping back from a warm position is first a lookup. Below
  /// the frontier, a further step back from the cursor is one inverse patch and any other seek is
  /// at most ``checkpointSpacing`` patches from a checkpoint.
  ///
  /// - Parameter target: A position in ``states``.
  /// - Returns: The state, and how many records' patches were applied to build it.
  /// - Throws: ``ReplayError`` `.malformedLog` when a delta does not apply.
  func state(at target: Int) throws -> (state: JSONValue, patches: Int) {
    let result = try materialise(target)
    cursor = (target, result.state)
    remember(target, result.state)
    return result
  }

  private func materialise(_ target: Int) throws -> (state: JSONValue, patches: Int) {
    if let hit = recent.last(where: { $0.position == target }) { return (hit.state, 0) }
    if target == frontier.position { return (frontier.state, 0) }
    // Parses no further than the target: a seek into a long block reads half of it on average.
    let parsed = try self.records(through: states[target].recordIndex)
    if target > frontier.position {
      var state = frontier.state
      for position in frontier.position + 1...target {
        if target - position < Self.recentCapacity - 1 { remember(position - 1, state) }
        try advance(to: position, state: &state, records: parsed, recordingInverse: true)
        if position % Self.checkpointSpacing == 0 { checkpoints[position] = state }
      }
      let patches = target - frontier.position
      frontier = (target, state)
      return (state, patches)
    }
    var base = 0
    for position in checkpoints.keys where position > base && position <= target {
      base = position
    }
    var state = checkpoints[base] ?? .null
    if let cursor, cursor.position < target, cursor.position > base {
      base = cursor.position
      state = cursor.state
    }
    if let cursor, cursor.position > target, cursor.position - target < target - base,
      let back = stepBack(from: cursor.position, state: cursor.state, to: target)
    {
      return (back, cursor.position - target)
    }
    for position in base + 1..<target + 1 {
      if target - position < Self.recentCapacity - 1 { remember(position - 1, state) }
      try advance(to: position, state: &state, records: parsed, recordingInverse: false)
    }
    return (state, target - base)
  }

  /// Keeps a state in ``recent``, dropping the oldest past ``recentCapacity``.
  private func remember(_ position: Int, _ state: JSONValue) {
    if let index = recent.firstIndex(where: { $0.position == position }) {
      recent.remove(at: index)
    }
    recent.append((position, state))
    if recent.count > Self.recentCapacity { recent.removeFirst() }
  }

  /// Applies the recorded inverse patches back to `target`, or `nil` when one is missing.
  private func stepBack(from start: Int, state: JSONValue, to target: Int) -> JSONValue? {
    var result = state
    for position in stride(from: start, to: target, by: -1) {
      guard let inverse = inverses[position],
        let previous = try? JSONPatch.apply(inverse, to: result)
      else { return nil }
      result = previous
    }
    return result
  }

  /// Turns the state at `position - 1` into the state at `position`.
  private func advance(
    to position: Int, state: inout JSONValue, records: [LogRecord], recordingInverse: Bool
  ) throws {
    let point = states[position]
    let contiguous = point.seq == states[position - 1].seq + 1
    switch Self.change(of: records[point.recordIndex]) {
    case .full(let full)?:
      if recordingInverse, contiguous {
        inverses[position] = [.replace(path: JSONPointer(), value: state)]
      }
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
        if recordingInverse {
          inverses[position] = try InversePatch.apply(operations, to: &state)
        } else {
          state = try LogError.recordJSON { try JSONPatch.apply(operations, to: state) }
        }
      } catch let error as LogError {
        throw ReplayError(
          .malformedLog,
          "the delta of seq \(point.seq) does not apply to the state before it (\(error.message)); "
            + "the log is damaged", seq: point.seq, underlying: error)
      }
    case nil:
      throw ReplayError(.malformedLog, "no record makes seq \(point.seq)", seq: point.seq)
    }
  }
}
