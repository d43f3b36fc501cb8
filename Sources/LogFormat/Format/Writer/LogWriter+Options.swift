extension LogWriter {
  /// How a ``LogWriter`` compresses, flushes, cuts blocks and bounds the file.
  public struct Options: Sendable, Equatable {
    /// zlib level, 0 (store) to 9 (smallest); default 6.
    public var compressionLevel: Int
    /// Sync-flush and `write(2)` after this many records; 1 (default) loses nothing but the
    /// record being written when the process is killed.
    public var flushEvery: Int
    /// A block is due for a new keyframe once its uncompressed bytes reach this bound.
    public var blockByteLimit: Int
    /// Fewest records (keyframe included) before the keyframe-ratio rule may cut a block.
    public var minRecordsPerBlock: Int
    /// A block is due once the bytes of its records after the keyframe exceed this many times
    /// the keyframe's bytes (default 32: a keyframe about every 1,000 small actions; 1 was the
    /// format-1 writer's rule). Larger keeps logs smaller; smaller keeps each block shorter to
    /// replay. See docs/LogFormat.md, "Block and keyframe policy".
    public var keyframeRatio: Int
    /// The keyframe-ratio rule waits until the block holds this many uncompressed bytes (default
    /// 128 KiB): every block starts a cold deflate stream, which costs more than a small state's
    /// keyframe, so a small state must not cut a block every few dozen records.
    public var minBlockBytes: Int
    /// Flight-recorder mode: keep the file near this many bytes by dropping the oldest blocks;
    /// `nil` (default) keeps everything. At least 16 KiB.
    public var maxFileBytes: Int?
    /// `fsync(2)` when closing (default `true`).
    public var fsyncOnClose: Bool
    /// Records per checksummed segment of a data block (default 64): a damaged block keeps the
    /// segments before the damage. See docs/LogFormat.md, "Segments".
    public var segmentRecords: Int

    /// Creates options; every parameter has the documented default.
    ///
    /// - Parameters:
    ///   - compressionLevel: zlib level 0–9.
    ///   - flushEvery: Records per sync flush, at least 1.
    ///   - blockByteLimit: Uncompressed bytes per block before a new keyframe is due.
    ///   - minRecordsPerBlock: Records before the keyframe-ratio rule applies.
    ///   - keyframeRatio: Delta bytes per keyframe byte before a new keyframe is due.
    ///   - minBlockBytes: Uncompressed bytes before the keyframe-ratio rule applies.
    ///   - maxFileBytes: Flight-recorder size cap, or `nil`.
    ///   - fsyncOnClose: Whether closing syncs the file to disk.
    ///   - segmentRecords: Records per checksummed segment, at least 1.
    public init(
      compressionLevel: Int = 6, flushEvery: Int = 1, blockByteLimit: Int = 256 * 1024,
      minRecordsPerBlock: Int = 32, keyframeRatio: Int = 32, minBlockBytes: Int = 128 * 1024,
      maxFileBytes: Int? = nil, fsyncOnClose: Bool = true, segmentRecords: Int = 64
    ) {
      self.compressionLevel = compressionLevel
      self.flushEvery = flushEvery
      self.blockByteLimit = blockByteLimit
      self.minRecordsPerBlock = minRecordsPerBlock
      self.keyframeRatio = keyframeRatio
      self.minBlockBytes = minBlockBytes
      self.maxFileBytes = maxFileBytes
      self.fsyncOnClose = fsyncOnClose
      self.segmentRecords = segmentRecords
    }

    /// Throws when a value is outside what the writer accepts.
    package func validate() throws {
      func reject(_ text: String) -> LogError { LogError(.invalidArgument, text) }
      guard (0...9).contains(compressionLevel) else {
        throw reject("compressionLevel \(compressionLevel) is outside 0–9")
      }
      guard segmentRecords >= 1 else { throw reject("segmentRecords must be at least 1") }
      guard flushEvery >= 1 else { throw reject("flushEvery must be at least 1") }
      guard blockByteLimit >= 1 else { throw reject("blockByteLimit must be at least 1") }
      guard minRecordsPerBlock >= 1 else { throw reject("minRecordsPerBlock must be at least 1") }
      guard keyframeRatio >= 1 else { throw reject("keyframeRatio must be at least 1") }
      guard minBlockBytes >= 0 else { throw reject("minBlockBytes must not be negative") }
      if let maxFileBytes, maxFileBytes < 16 * 1024 {
        throw reject("maxFileBytes \(maxFileBytes) is below the 16 KiB minimum")
      }
    }
  }

  /// Running totals of a ``LogWriter``.
  public struct Stats: Sendable, Equatable {
    /// Current size of the log file in bytes (after any flight-recorder compaction).
    public var fileBytes: Int = 0
    /// Compressed bytes written since the writer was created, compaction copies excluded.
    public var bytesWritten: Int = 0
    /// Header and data blocks started.
    public var blocks: Int = 0
    /// Records written, header and keyframes included.
    public var records: Int = 0
    /// Uncompressed record bytes, newlines included.
    public var uncompressedBytes: Int = 0
    /// Flight-recorder compactions performed.
    public var compactions: Int = 0
    /// Blocks dropped by flight-recorder compaction.
    public var droppedBlocks: Int = 0
  }
}
