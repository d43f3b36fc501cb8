import CZlib

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `.ttlog` file: a header block, then data blocks each opened by a keyframe.
///
/// Not thread-safe: the recorder owns one writer and serialises every call. IO failures never trap;
/// the first one is thrown as `.writeFailed` and every later call rethrows it.
///
/// ```swift
/// let writer = try LogWriter(path: "session.ttlog")
/// try writer.writeHeader(Array(#"{"t":"header","seq":0,"format":"ttlog"}"#.utf8), time: 0)
/// try writer.startBlock(keyframe: Array(#"{"t":"key","seq":0,"state":{}}"#.utf8), seq: 0, time: 0)
/// try writer.append(Array(#"{"t":"action","seq":1,"action":"tap"}"#.utf8))
/// try writer.close()
/// print(writer.stats.records)
/// ```
///
/// ```text
/// 3
/// ```
public final class LogWriter {
  /// The log file's path.
  public let path: String
  /// The options the writer was created with.
  public let options: Options
  /// Running totals.
  public internal(set) var stats = Stats()

  var fd: Int32
  var failure: LogError?
  var isClosed = false
  let deflater: Deflater
  /// Compressed bytes produced but not yet written.
  var pending: [UInt8] = []
  /// Bytes in the file (pending excluded).
  var fileOffset = 0
  /// Header and sealed data blocks, in file order.
  var sealedBlocks: [BlockInfo] = []
  /// The check table of each of ``sealedBlocks`` (format 3.4; `nil` before).
  var sealedChecks: [BlockChecks?] = []
  /// The data block being written.
  var openBlock: OpenBlock?
  /// Seq of the last record written (0 before the header).
  public internal(set) var lastSeq: UInt64 = 0
  /// Records appended since the last sync flush.
  var recordsSinceFlush = 0
  /// The version written in block headers: 1.1 for recovered copies that hold `gap` records.
  package var formatVersion: FormatVersion = .current

  /// Creates (or truncates) the log file at `path`. A ``Recorder`` never truncates one.
  ///
  /// - Parameters:
  ///   - path: Where to write.
  ///   - options: Compression, flushing, block and size policy.
  /// - Throws: `LogError` `.invalidArgument` for bad options, `.writeFailed` when the file cannot
  ///   be created.
  public convenience init(path: String, options: Options = Options()) throws {
    try self.init(path: path, options: options, replacing: true)
  }

  /// Creates the log file at `path`; with `replacing` false, an existing file that holds any
  /// byte is refused (an empty one is used).
  ///
  /// - Throws: As ``init(path:options:)``; `.writeFailed` for a file that is not empty.
  package init(path: String, options: Options, replacing: Bool) throws {
    try options.validate()
    self.path = path
    self.options = options
    deflater = try Deflater(level: options.compressionLevel)
    switch POSIXFile.openFile(path, O_RDWR | O_CREAT | (replacing ? O_TRUNC : 0)) {
    case .success(let fd): self.fd = fd
    case .failure(let failure):
      throw LogError(
        .writeFailed, "cannot create the log: \(failure.text)", path: path)
    }
    var info = stat()
    if !replacing, fstat(fd, &info) == 0, info.st_size > 0 {
      _ = POSIXFile.closeFile(fd)
      isClosed = true
      throw LogError(
        .writeFailed,
        "the file already holds \(info.st_size) bytes; a recorder never replaces a log: "
          + "remove it first, or record into a folder", path: path)
    }
    WriterLock.hold(fd)
  }

  deinit {
    if !isClosed { WriterLock.close(fd) }
  }

  /// Writes block 0, which holds the header record. Call once, first.
  ///
  /// - Parameters:
  ///   - line: The header record, `{"t":"header","seq":0,...}`, without a newline.
  ///   - time: Creation time, milliseconds since 1970.
  ///   - gaps: `gap` records to follow the header in block 0: only a recovered copy in which no
  ///     data block survived writes them (docs/LogFormat.md, *The `gap` record*).
  /// - Throws: `LogError` `.invalidArgument` for a line that is not a header or a second header,
  ///   or a `gap` line that is not one at the header's seq, `.writeFailed` on IO failure,
  ///   `.closed` after close.
  public func writeHeader(_ line: [UInt8], time: UInt64, gaps: [[UInt8]] = []) throws {
    try checkUsable()
    guard sealedBlocks.isEmpty else {
      throw LogError(.invalidArgument, "the header was already written", path: path)
    }
    let prefix = try checkedPrefix(line)
    guard prefix.kind == "header" else {
      throw LogError(.invalidArgument, "the first record must be a header, not \(prefix.kind)")
    }
    for gap in gaps {
      let gapPrefix = try checkedPrefix(gap)
      guard gapPrefix.kind == "gap", gapPrefix.seq == prefix.seq else {
        throw LogError(
          .invalidArgument, "only gap records at seq \(prefix.seq) may follow the header")
      }
    }
    var header = BlockHeader(kind: .header, firstSeq: prefix.seq, firstTime: time)
    header.version = formatVersion
    header.recordCount = UInt32(1 + gaps.count)
    var body: [UInt8] = []
    var crc = CRC32()
    deflater.reset()
    var length = 0
    for record in [line] + gaps {
      for piece in [record, [10]] {
        crc.update(piece)
        length += piece.count
        try deflater.compress(piece, flush: Z_NO_FLUSH, into: &body)
      }
    }
    try deflater.compress([], flush: Z_FINISH, into: &body)
    var checks = BlockChecks.Builder()
    checks.add(body)
    sealedChecks.append(formatVersion >= .checkTables ? checks.finish() : nil)
    body.appendLittleEndian(crc.value)
    body.appendLittleEndian(UInt32(truncatingIfNeeded: length))
    header.size = UInt32(clamping: BlockHeader.length + body.count)
    pending = header.encoded() + body
    lastSeq = prefix.seq
    sealedBlocks.append(
      BlockInfo(
        index: 0, kind: .header, offset: 0, compressedSize: Int(header.size), firstSeq: prefix.seq,
        firstTime: time, recordCount: 1 + gaps.count, sealed: true))
    stats.blocks += 1
    stats.records += 1 + gaps.count
    stats.uncompressedBytes += length
    try writePending()
  }

  /// Seals the current data block (if any) and opens a new one that starts with `keyframe`.
  ///
  /// - Parameters:
  ///   - keyframe: The keyframe record, `{"t":"key","seq":<seq>,...}`, without a newline.
  ///   - seq: The keyframe's seq (must match its line and not go back).
  ///   - time: The keyframe's time, milliseconds since 1970.
  /// - Throws: `LogError` `.invalidArgument` before the header or for a line that is not a
  ///   keyframe, `.sequenceGap` for a seq that goes back, `.writeFailed`, `.closed`.
  public func startBlock(keyframe: [UInt8], seq: UInt64, time: UInt64) throws {
    try checkUsable()
    guard !sealedBlocks.isEmpty else {
      throw LogError(.invalidArgument, "write the header before the first block", path: path)
    }
    let prefix = try checkedPrefix(keyframe)
    guard prefix.kind == "key", prefix.seq == seq else {
      throw LogError(
        .invalidArgument, "a block must start with a keyframe record of seq \(seq)", seq: seq)
    }
    guard seq >= lastSeq else {
      throw LogError(
        .sequenceGap, "keyframe seq \(seq) goes back from \(lastSeq)", path: path, seq: seq)
    }
    if openBlock != nil { try sealOpenBlock() }
    try compactIfNeeded()
    var header = BlockHeader(kind: .data, firstSeq: seq, firstTime: time)
    header.version = formatVersion
    deflater.reset()
    openBlock = OpenBlock(offset: fileOffset + pending.count, firstSeq: seq, firstTime: time)
    pending += header.encoded()
    stats.blocks += 1
    try add(keyframe, seq: seq)
    openBlock?.keyframeBytes = keyframe.count + 1
  }

  /// Appends one record to the open block; its seq is read from the line's prefix, or implied by
  /// the record before when the line leaves it out (format 3.0: see ``RecordPrefix``).
  ///
  /// - Parameter line: One JSON record, `{"t":"<kind>","seq":<n>,...}` or `{"t":"<kind>",...}`,
  ///   without a newline.
  /// - Throws: `LogError` `.invalidArgument` without an open block or for a line without the
  ///   prefix or with a newline, `.sequenceGap` when the seq does not continue, `.writeFailed`,
  ///   `.closed`.
  public func append(_ line: [UInt8]) throws {
    try checkUsable()
    guard openBlock != nil else {
      throw LogError(.invalidArgument, "call startBlock(keyframe:seq:time:) before append")
    }
    let prefix = try checkedPrefix(line, after: lastSeq)
    guard let expected = prefix.expectedSeq(after: lastSeq), expected == prefix.seq else {
      throw LogError(
        .sequenceGap, "\(prefix.kind) record has seq \(prefix.seq) after seq \(lastSeq)",
        path: path, seq: prefix.seq)
    }
    try add(line, seq: prefix.seq)
  }

  /// `true` once the open block should end: call ``startBlock(keyframe:seq:time:)`` next.
  ///
  /// A block is due when its uncompressed bytes reach ``Options/blockByteLimit``, when the records
  /// after its keyframe outweigh ``Options/keyframeRatio`` keyframes (after
  /// ``Options/minRecordsPerBlock`` records and ``Options/minBlockBytes`` bytes), or in
  /// flight-recorder mode when its compressed bytes reach a quarter of the cap.
  public var needsNewBlock: Bool {
    guard let block = openBlock else { return false }
    if block.uncompressedBytes >= options.blockByteLimit { return true }
    if block.recordCount >= options.minRecordsPerBlock
      && block.uncompressedBytes >= options.minBlockBytes
      && block.uncompressedBytes - block.keyframeBytes > block.keyframeBytes * options.keyframeRatio
    {
      return true
    }
    if let cap = options.maxFileBytes, fileOffset + pending.count - block.offset >= cap / 4 {
      return true
    }
    return false
  }

  /// Sync-flushes buffered records to the file; with `durable`, also `fsync`s it.
  ///
  /// - Parameter durable: Whether to wait until the bytes reach stable storage.
  /// - Throws: `LogError` `.writeFailed` on IO failure, `.closed` after close.
  public func flush(durable: Bool = false) throws {
    try checkUsable()
    try syncFlush()
    if durable, let failure = POSIXFile.syncFile(fd) {
      throw fail(failure, doing: "syncing")
    }
  }

  /// Seals the open block, appends the block index and end marker, syncs and closes the file.
  ///
  /// Closing twice does nothing; other calls after close throw `.closed`.
  ///
  /// - Throws: `LogError` `.writeFailed` on IO failure (the file is still closed).
  public func close() throws {
    if isClosed { return }
    if let failure {
      isClosed = true
      WriterLock.close(fd)
      throw failure
    }
    do {
      if openBlock != nil { try sealOpenBlock() }
      if !sealedBlocks.isEmpty {
        let end = TableMembers.EndMarker(
          indexOffset: UInt64(fileOffset + pending.count),
          blockCount: UInt64(sealedBlocks.count), lastSeq: lastSeq)
        if formatVersion.major >= 3 {
          pending += TableMembers.indexMembers(
            for: sealedBlocks, checks: writesCheckTables ? sealedChecks : [], end: end)
        } else {
          // A recovered copy of a 1.x or 2.0 log keeps that version's separate end member.
          pending += TableMembers.indexMembers(for: sealedBlocks)
          pending += TableMembers.endMember(end)
        }
        try writePending()
      }
      if options.fsyncOnClose, let failure = POSIXFile.syncFile(fd) {
        throw fail(failure, doing: "syncing")
      }
    } catch {
      isClosed = true
      WriterLock.close(fd)
      throw error
    }
    isClosed = true
    if let failure = WriterLock.close(fd) { throw fail(failure, doing: "closing") }
  }
}
