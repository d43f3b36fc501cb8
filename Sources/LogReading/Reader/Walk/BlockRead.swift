import LogFormat

/// One block of a log's table as read: where it is, what it holds or why it cannot be read, and
/// the damage the walk found in the bytes before it. ``LogFile/readBlocks(in:_:)`` hands out one
/// per block; the survey and the recovered copy fold them.
struct BlockRead {
  /// What the block yields.
  enum Content {
    /// Every record passed the block's checks (or, when ``BlockDecoder/Decoded/salvage`` is
    /// set, the records of the segments before the damage passed theirs).
    case intact(BlockDecoder.Decoded)
    /// The block cannot be read; the error says where and why.
    case damaged(LogError)
  }

  /// The block's table entry.
  var info: BlockInfo
  /// Damage found between the block before and this one (bytes that are no block).
  var damageBefore: [LogError]
  /// What the block yields.
  var content: Content
}

extension LogFile {
  /// Reads every block of the table in file order, once each, and hands each to `body` with the
  /// damage that lies before it.
  ///
  /// - Parameters:
  ///   - file: The log's file, open.
  ///   - body: Called once per block, in file order.
  /// - Returns: Damage after the last block (it lost the seqs from there to the end).
  func readBlocks(in file: ReadOnlyFile, _ body: (BlockRead) throws -> Void) rethrows
    -> [LogError]
  {
    var unplaced: [LogError] = []
    if case .damaged(let errors) = status { unplaced = errors }
    // Block 0's damage loses the header's facts, no seq: it is placed before no block.
    let placed = { (error: LogError) in error.block != nil && error.block != 0 }
    for info in blocks {
      let before = { (error: LogError) in placed(error) && (error.offset ?? Int.max) < info.offset }
      let damageBefore = unplaced.filter(before)
      unplaced.removeAll(where: before)
      let content: BlockRead.Content
      do {
        content = .intact(
          try BlockDecoder.decode(
            info, in: file, major: version.major, salvaging: true,
            checks: checks(ofBlock: info.index)))
      } catch {
        content = .damaged(error as? LogError ?? LogError(.unreadable, "\(error)", path: path))
      }
      try body(BlockRead(info: info, damageBefore: damageBefore, content: content))
    }
    return unplaced.filter { placed($0) && $0.offset != nil }
  }
}
