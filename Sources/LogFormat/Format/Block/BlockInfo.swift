/// One entry of a log's block table: where a block is and what it starts with.
public struct BlockInfo: Sendable, Equatable {
  /// Position in the file's block sequence; block 0 is the header block.
  public var index: Int
  /// Header block or data block.
  public var kind: BlockKind
  /// Byte offset of the block's gzip member in the file.
  public var offset: Int
  /// Bytes the member occupies; for the open tail of a crashed log, the bytes up to end of file.
  public var compressedSize: Int
  /// Seq of the block's first record (the keyframe's seq for data blocks).
  public var firstSeq: UInt64
  /// Time of the block's first record, milliseconds since 1970.
  public var firstTime: UInt64
  /// Records in the block, when known (sealed blocks, and a crashed tail after recovery).
  public var recordCount: Int?
  /// `true` when the block was finished with its CRC32 and size trailer.
  public var sealed: Bool

  /// Creates a block table entry.
  ///
  /// - Parameters:
  ///   - index: Position in the file's block sequence.
  ///   - kind: Header or data block.
  ///   - offset: Byte offset of the member.
  ///   - compressedSize: Bytes of the member.
  ///   - firstSeq: Seq of the first record.
  ///   - firstTime: Time of the first record (ms since 1970).
  ///   - recordCount: Records in the block, when known.
  ///   - sealed: Whether the block has its trailer.
  public init(
    index: Int, kind: BlockKind, offset: Int, compressedSize: Int, firstSeq: UInt64,
    firstTime: UInt64, recordCount: Int?, sealed: Bool
  ) {
    self.index = index
    self.kind = kind
    self.offset = offset
    self.compressedSize = compressedSize
    self.firstSeq = firstSeq
    self.firstTime = firstTime
    self.recordCount = recordCount
    self.sealed = sealed
  }
}
