/// What a block (gzip member) of a log holds; stored in the block subfield.
public enum BlockKind: UInt8, Sendable, Equatable {
  /// Block 0: the header record only.
  case header = 0
  /// A keyframe record followed by the records after it.
  case data = 1
  /// Part of the block table, written on clean close; no records.
  case index = 2
  /// The last member of a cleanly closed log; points at the index.
  case end = 3
}
