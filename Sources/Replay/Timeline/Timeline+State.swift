import JSONTree
import LogFormat

extension Timeline {
  /// The state at `seq` as a JSON tree.
  ///
  /// Finds the block whose keyframe is the last at or before `seq`, inflates only that block (unless
  /// cached), parses its records no further than the one that makes `seq`, and applies at most its
  /// deltas. The first steps back from a seq just built are cached
  /// states (no patch); further neighbouring seqs cost one patch each (an inverse patch going
  /// back); other seqs in a cached block at most 32.
  ///
  /// ```swift
  /// print(try timeline.state(at: 3).jsonText)
  /// ```
  ///
  /// ```text
  /// {"count":3,"items":[]}
  /// ```
  ///
  /// - Parameter seq: A seq in `firstSeq...lastSeq`.
  /// - Returns: The state tree.
  /// - Throws: ``ReplayError`` `.seqOutOfRange` (naming the valid range), `.damagedBlock` (naming
  ///   the block and its byte offset), `.stateDropped`, `.malformedLog`.
  public func state(at seq: UInt64) throws -> JSONValue {
    try checkRange(seq)
    do {
      return try cachedState(at: seq)
    } catch let failure as ReplayError where failure.code == .damagedBlock {
      throw lost(seq, underlying: failure)
    }
  }

  private func cachedState(at seq: UInt64) throws -> JSONValue {
    try cache.withLock { cache in
      // Stepping inside the block used last needs no search of the block table. A block's last
      // state is also the next block's keyframe, which the search would pick: leave it to it.
      if let block = cache.mostRecent, let position = block.position(of: seq),
        position < block.states.count - 1 || block.info.index == dataBlocks.last?.index
      {
        return try cache.state(of: block, position: position)
      }
      let number = blockNumber(containing: seq)
      let load = { (number: Int) in
        try Timeline.parse(self.dataBlocks[number], of: self.file, seq: seq)
      }
      do {
        let block = try cache.block(number, load: load)
        guard let position = block.position(of: seq) else { throw missing(seq, in: block) }
        return try cache.state(of: block, position: position)
      } catch let failure as ReplayError {
        // A damaged block's keyframe repeats the last state of the block before it.
        if number > 0, dataBlocks[number].firstSeq == seq,
          let previous = try? cache.block(number - 1, load: load),
          let position = previous.position(of: seq)
        {
          return try cache.state(of: previous, position: position)
        }
        throw failure
      }
    }
  }

  /// The patch that turns the state at `a` into the state at `b` (either order).
  ///
  /// - Parameters:
  ///   - a: The earlier point.
  ///   - b: The later point.
  /// - Returns: RFC 6902 operations, empty when the states are equal.
  /// - Throws: What ``state(at:)`` throws for either seq.
  public func changes(from a: UInt64, to b: UInt64) throws -> [PatchOperation] {
    JSONPatch.diff(from: try state(at: a), to: try state(at: b))
  }

  /// Records' patches the last ``state(at:)`` applied (0 when served from the cache).
  var lastSeekPatchCount: Int { cache.withLock { $0.lastPatchCount } }

  /// Throws `.seqOutOfRange` unless `seq` is in `firstSeq...lastSeq`.
  func checkRange(_ seq: UInt64) throws {
    guard seq >= firstSeq, seq <= lastSeq else {
      let outside = ReplayError.outOfRange(seq, first: firstSeq, last: lastSeq)
      // Past the last state the log can rebuild, but inside a gap at its end: say it is lost.
      guard seq > lastSeq, gap(containing: seq) != nil else { throw outside }
      throw lost(seq, underlying: ReplayError(.damagedBlock, outside.message, seq: seq))
    }
  }

  /// The number of the last data block whose keyframe seq is at or before `seq` (binary search).
  func blockNumber(containing seq: UInt64) -> Int {
    var low = 0
    var high = dataBlocks.count
    while low < high {
      let middle = (low + high) / 2
      if dataBlocks[middle].firstSeq <= seq { low = middle + 1 } else { high = middle }
    }
    return max(low - 1, 0)
  }

  /// The parsed data block `number`, through the cache.
  func parsedBlock(_ number: Int, seq: UInt64? = nil) throws -> ParsedBlock {
    try cache.withLock { cache in
      try cache.block(number) { try Timeline.parse(self.dataBlocks[$0], of: self.file, seq: seq) }
    }
  }

  /// Data block `number` when the seek cache holds it (the last readable block, read when the log
  /// was opened, or one a seek read), without counting it as used.
  func cachedBlock(_ number: Int) -> ParsedBlock? {
    cache.withLock { $0.peek(number) }
  }

  /// Why `block` does not make `seq`: dropped by the recorder, or lost between blocks.
  func missing(_ seq: UInt64, in block: ParsedBlock) -> ReplayError {
    if let range = block.droppedRanges.first(where: { $0.contains(seq) }) {
      return ReplayError(
        .stateDropped,
        "state \(seq) was never written: the recorder dropped seqs \(range.lowerBound)…"
          + "\(range.upperBound) (its queue was full)",
        seq: seq)
    }
    let next = dataBlocks.first { $0.firstSeq > seq }
    let gapEnd = next.map { "block \($0.index) starts at seq \($0.firstSeq)" } ?? "the log ends"
    return ReplayError(
      .damagedBlock,
      "state \(seq) is missing: block \(block.info.index) at byte \(block.info.offset) ends at seq "
        + "\(block.lastSeq) and \(gapEnd): the bytes between are damaged or were cut off",
      seq: seq)
  }
}
