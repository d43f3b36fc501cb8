/// A log's block table with how it was obtained.
struct BlockTable {
  /// Header and data blocks in file order.
  var blocks: [BlockInfo]
  /// How the log ended.
  var status: LogFile.Status
  /// Whether the table came from the index.
  var usedIndex: Bool
}

/// Reads the block table from the index a clean close writes, touching only the file's tail.
enum BlockTableIndex {
  /// The table from the index, or `nil` when the file has no valid index (then scan headers).
  static func read(from file: ReadOnlyFile, header: BlockHeader) throws -> BlockTable? {
    let endLength = TableMembers.endMemberLength
    guard header.size > 0, file.size >= Int(header.size) + endLength else { return nil }
    let tail = try file.read(endLength, at: file.size - endLength)
    guard let marker = TableMembers.decodeEnd(tail[...]), marker.indexOffset <= UInt64(file.size)
    else { return nil }
    let indexOffset = Int(marker.indexOffset)
    guard indexOffset >= Int(header.size), indexOffset < file.size - endLength else { return nil }
    let indexBytes = try file.read(file.size - endLength - indexOffset, at: indexOffset)
    guard let blocks = TableMembers.decodeIndex(indexBytes[...]),
      blocks.count == Int(clamping: marker.blockCount), isConsistent(blocks, header: header),
      let last = blocks.last, last.offset + last.compressedSize == indexOffset
    else { return nil }
    return BlockTable(blocks: blocks, status: .closed, usedIndex: true)
  }

  /// Blocks are contiguous from offset 0, start with the header block, and seqs never go back.
  private static func isConsistent(_ blocks: [BlockInfo], header: BlockHeader) -> Bool {
    guard let first = blocks.first, first.offset == 0, first.compressedSize == Int(header.size),
      first.firstSeq == header.firstSeq
    else { return false }
    for (previous, block) in zip(blocks, blocks.dropFirst()) {
      guard block.offset == previous.offset + previous.compressedSize,
        block.firstSeq >= previous.firstSeq, block.compressedSize > BlockHeader.length
      else { return false }
    }
    return true
  }
}
