import LogFormat

extension LogTail {
  /// The index of the file being followed, as far as it was looked for.
  struct ClosedTable {
    /// The table from the index and end marker, `nil` when the file had none.
    var table: BlockTable?
    /// The file's size when it was looked for: a file without an index is looked at again
    /// only once it grew.
    var size: Int
  }

  /// The block table a close appends, read as the whole-file reader reads it, once the file has
  /// one. Damage to it that loses no record (its check tables) is reported the first time.
  func closedTable(_ fd: Int32, _ events: inout [Event]) -> BlockTable? {
    let now = size(of: fd)
    if let closedTable, closedTable.table != nil || closedTable.size == now {
      return closedTable.table
    }
    let file = ReadOnlyFile(descriptor: fd, size: now, path: path)
    var table: BlockTable?
    if let bytes = try? file.read(BlockHeader.length, at: 0),
      case .success(let header) = BlockHeader.decode(bytes[...])
    {
      table = try? BlockTableIndex.read(from: file, header: header)
    }
    closedTable = ClosedTable(table: table, size: now)
    guard let table else { return nil }
    if case .damaged(let errors) = table.status {
      for error in errors { report(error, &events) }
    }
    // The header block was read before the index could be: its check table is checked now.
    if let headerBlock = table.blocks.first,
      let decoded = try? BlockDecoder.decode(
        headerBlock, in: file, major: formatMajor, checks: table.checks.first ?? nil)
    {
      reportFieldProblems(decoded, of: headerBlock, &events)
    }
    return table
  }

  /// Closes once the index reads whole: the table from it, or, when the table does not agree
  /// with the blocks, the end marker the whole-file reader's walk finds after it.
  func readIndex(_ fd: Int32, at offset: Int, _ events: inout [Event]) throws -> Bool {
    if let table = closedTable(fd, &events) { return close(table, &events) }
    guard case .end(let lastSeq) = try walkIndex(fd, from: offset) else { return false }
    endDamage(at: nil, logEnd: lastSeq, &events)
    position = .ended
    events.append(.closed)
    return true
  }

  /// What the whole-file reader's walk makes of the members from `offset` on (the index), past
  /// those it skips.
  func walkIndex(_ fd: Int32, from offset: Int) throws -> BlockWalk.Step? {
    let file = ReadOnlyFile(descriptor: fd, size: size(of: fd), path: path)
    let before = BlockInfo(
      index: blocksRead, kind: .data, offset: 0, compressedSize: 0, firstSeq: 0, firstTime: 0,
      recordCount: nil, sealed: false)
    var walk = BlockWalk(file: file, from: offset, headerBlock: before)
    while let step = try walk.next() {
      if case .skipped = step { continue }
      return step
    }
    return nil
  }

  /// The writer closed the log: the gap damage left ends at the end marker's last seq.
  func close(_ table: BlockTable?, _ events: inout [Event]) -> Bool {
    endDamage(at: nil, logEnd: table?.endSeq, &events)
    position = .ended
    events.append(.closed)
    return true
  }
}
