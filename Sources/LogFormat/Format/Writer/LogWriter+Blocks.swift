import CZlib

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LogWriter {
  /// The data block being written.
  struct OpenBlock {
    /// Offset of the block's member in the file.
    var offset: Int
    /// Seq of the keyframe.
    var firstSeq: UInt64
    /// Time of the keyframe.
    var firstTime: UInt64
    /// Running CRC-32 of the uncompressed bytes.
    var crc = CRC32()
    /// Uncompressed bytes so far, newlines included.
    var uncompressedBytes = 0
    /// Records so far, keyframe included.
    var recordCount = 0
    /// Uncompressed bytes of the keyframe line.
    var keyframeBytes = 0
    /// The lines of the segment being written, since the last `seg` record.
    var segment = SegmentSeal()
    /// The check table of the deflate data written so far (format 3.4).
    var checks = BlockChecks.Builder()
    /// Whether a segment ended since the check table's last range did: the next flush ends one.
    var segmentEnded = false
  }

  /// Throws the sticky failure, or `.closed` after close.
  func checkUsable() throws {
    if let failure { throw failure }
    if isClosed { throw LogError(.closed, "the log writer is closed", path: path) }
  }

  /// Reads a line's prefix, rejecting lines without it or with an embedded newline.
  ///
  /// - Parameters:
  ///   - line: The record.
  ///   - previous: Seq of the record before it in the block, which lets the line leave its seq
  ///     out; `nil` for a header or keyframe, which must write it.
  func checkedPrefix(_ line: [UInt8], after previous: UInt64? = nil) throws -> RecordPrefix {
    guard let prefix = RecordPrefix.scan(line, after: previous) else {
      throw LogError(
        .invalidArgument, #"a record must start with {"t":"<kind>","seq":<n>"#, path: path)
    }
    guard !line.contains(10) else {
      throw LogError(
        .invalidArgument, "a record must be one line; escape newlines", path: path, seq: prefix.seq)
    }
    return prefix
  }

  /// Compresses one record into the open block (ending its segment when it is full) and
  /// flushes when the batch is full.
  func add(_ line: [UInt8], seq: UInt64) throws {
    try compressLine(line)
    lastSeq = seq
    stats.records += 1
    recordsSinceFlush += 1
    if let block = openBlock, writesSegments, block.segment.records >= options.segmentRecords {
      try endSegment()
    }
    if recordsSinceFlush >= options.flushEvery { try syncFlush() }
  }

  /// Whether data blocks are cut into segments: from format 3.3 (a recovered copy of an older log
  /// keeps its version's blocks).
  var writesSegments: Bool { formatVersion >= .segments }

  /// Whether sealed blocks get a check table in the index, and the last segment of a block no
  /// `seg` record (the table and the block's CRC-32 cover it): from format 3.4.
  var writesCheckTables: Bool { formatVersion >= .checkTables }

  /// Writes the `seg` record of the open segment, if it holds lines.
  func endSegment() throws {
    guard let block = openBlock, block.segment.records > 0 else { return }
    try compressLine(block.segment.line, segmented: false)
    openBlock?.segment = SegmentSeal()
    openBlock?.segmentEnded = true
  }

  /// Compresses `input` into ``pending`` and adds the bytes to the open block's check table.
  private func deflate(_ input: [UInt8], flush: Int32) throws {
    let start = pending.count
    try deflater.compress(input, flush: flush, into: &pending)
    openBlock?.checks.add(pending[start...])
  }

  /// Compresses one line and its newline into the open block and counts it.
  private func compressLine(_ line: [UInt8], segmented: Bool = true) throws {
    guard var block = openBlock else { return }
    do {
      try deflate(line, flush: Z_NO_FLUSH)
      try deflate([10], flush: Z_NO_FLUSH)
    } catch let error as LogError {
      if error.code == .writeFailed { failure = error }
      throw error
    }
    block.crc.update(line)
    block.crc.update([10])
    if segmented { block.segment.add(line + [10]) }
    block.uncompressedBytes += line.count + 1
    block.recordCount += 1
    openBlock = block
    stats.uncompressedBytes += line.count + 1
  }

  /// Flushes the deflate stream so every record so far can be inflated, and writes everything
  /// pending.
  ///
  /// `Z_PARTIAL_FLUSH` makes the same promise as `Z_SYNC_FLUSH` (all input so far is available to
  /// the decompressor) but ends with a 10-bit empty fixed block instead of the byte-aligned 4-byte
  /// empty stored block: about 3.5 bytes less per record (docs/LogFormat.md, "Writing").
  func syncFlush() throws {
    if openBlock != nil && recordsSinceFlush > 0 {
      do {
        try deflate([], flush: Z_PARTIAL_FLUSH)
      } catch let error as LogError {
        failure = error
        throw error
      }
      if openBlock?.segmentEnded == true {
        openBlock?.checks.cut()
        openBlock?.segmentEnded = false
      }
    }
    recordsSinceFlush = 0
    try writePending()
    try compactIfNeeded()
  }

  /// Writes the pending bytes with `write(2)`.
  func writePending() throws {
    guard !pending.isEmpty else { return }
    if let failure = POSIXFile.writeAll(fd, pending) { throw fail(failure, doing: "writing") }
    fileOffset += pending.count
    stats.bytesWritten += pending.count
    stats.fileBytes = fileOffset
    pending.removeAll(keepingCapacity: true)
  }

  /// Finishes the open block's deflate stream, writes its trailer and patches its size.
  func sealOpenBlock() throws {
    if writesSegments && !writesCheckTables { try endSegment() }
    guard openBlock != nil else { return }
    do {
      try deflate([], flush: Z_FINISH)
    } catch let error as LogError {
      failure = error
      throw error
    }
    guard var block = openBlock else { return }
    pending.appendLittleEndian(block.crc.value)
    pending.appendLittleEndian(UInt32(truncatingIfNeeded: block.uncompressedBytes))
    recordsSinceFlush = 0
    try writePending()
    let size = fileOffset - block.offset
    guard size <= Int(UInt32.max) else {
      throw fail(POSIXFailure(code: EFBIG), doing: "sealing a block over 4 GiB in")
    }
    var patch: [UInt8] = []
    patch.appendLittleEndian(UInt32(size))
    patch.appendLittleEndian(UInt32(clamping: block.recordCount))
    if let failure = POSIXFile.writeAll(fd, patch, at: block.offset + BlockHeader.sizeFieldOffset) {
      throw fail(failure, doing: "patching a block size in")
    }
    sealedBlocks.append(
      BlockInfo(
        index: sealedBlocks.count, kind: .data, offset: block.offset, compressedSize: size,
        firstSeq: block.firstSeq, firstTime: block.firstTime, recordCount: block.recordCount,
        sealed: true))
    sealedChecks.append(writesCheckTables ? block.checks.finish() : nil)
    openBlock = nil
  }

  /// Records the first IO failure; every later call rethrows it.
  func fail(_ failure: POSIXFailure, doing action: String) -> LogError {
    let error = LogError(
      .writeFailed,
      "\(action) the log failed: \(failure.text); recording stopped — free disk space or choose another path",
      path: path, offset: fileOffset)
    if self.failure == nil { self.failure = error }
    return self.failure ?? error
  }
}
