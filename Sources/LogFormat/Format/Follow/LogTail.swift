#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A log read as it is written: each ``read()`` returns the records that landed since the last
/// one, inflating only the new bytes of the open block.
///
/// It keeps up with what a recording session does to the file: a block sealed and the next
/// begun, the flight-recorder cap renaming a shorter copy over the log (the records read already
/// are not delivered as new), the writer closing the log, the writer's process ending without
/// closing it (``WriterLock``), and another session's log replacing the file. A record still
/// being flushed is kept back until its newline lands. ``read()`` never blocks; ``FileWatch``
/// says when to call it again.
///
/// ```swift
/// let tail = LogTail(path: "session.ttlog")
/// for event in try tail.read() {
///   if case .records(let records) = event { print(records.map(\.seq)) }
/// }
/// ```
///
/// ```text
/// [0, 1, 2]
/// ```
package final class LogTail {
  /// The followed path.
  package let path: String

  private struct OpenedFile {
    var fd: Int32
    var device: UInt64
    var inode: UInt64
  }

  private enum Position {
    case header
    case blockHeader(offset: Int)
    case block(BlockCursor)
    case trailer(BlockCursor)
    case ended
  }

  /// A data block as the cap's copy still names it: its keyframe seq and first time.
  private struct BlockKey: Hashable {
    var firstSeq: UInt64
    var firstTime: UInt64
  }

  private var file: OpenedFile?
  private var position = Position.header
  /// The header block's first 44 bytes (trimmed flag cleared): another session's differ.
  private var sessionBytes: [UInt8]?
  private var headerLine: [UInt8]?
  /// Records read from each data block of this session, so a compacted copy's blocks are not
  /// delivered twice.
  private var seen: [BlockKey: Int] = [:]
  /// The last seq delivered, to name what a compaction dropped unread.
  private var lastSeq: UInt64?
  private var blocksRead = 0
  private var resumingAfterCompaction = false
  private var waiting: Waiting?
  private var saidWriterGone = false
  private var saidDamage = false

  /// Whether a process holds the writer's lock on the file behind a descriptor (`nil`: cannot
  /// tell).
  private let writerCheck: (Int32) -> Bool?

  /// Follows `path`, which need not exist yet.
  ///
  /// - Parameters:
  ///   - path: The log file.
  ///   - writerCheck: Whether a writer holds the file behind a descriptor; ``WriterLock/isHeld(_:)``
  ///     unless a test stands in for a writer in another process.
  package init(path: String, writerCheck: @escaping (Int32) -> Bool? = WriterLock.isHeld) {
    self.path = path
    self.writerCheck = writerCheck
  }

  deinit {
    if let file { _ = POSIXFile.closeFile(file.fd) }
  }

  /// `true` once the writer closed the log (or following stopped at damage).
  package var isEnded: Bool {
    if case .ended = position { return true }
    return false
  }

  /// Reads what landed since the last call. Never blocks.
  ///
  /// - Returns: The events, in file order; empty when nothing changed.
  /// - Throws: `LogError` when the path is not a log (`notALog`, `unsupportedVersion`,
  ///   `isDirectory`, `notAFile`) or cannot be read.
  package func read() throws -> [Event] {
    var events: [Event] = []
    switch POSIXFile.kind(of: path) {
    case .missing:
      guard file != nil else {
        say(.missing, into: &events)
        return events
      }
    case .directory:
      throw LogError(.isDirectory, "this is a directory, not a log file", path: path)
    case .special(let what):
      throw LogError(.notAFile, "this is \(what), not a log file", path: path)
    case .failed(let failure):
      throw LogError(.unreadable, "cannot read the file: \(failure.text)", path: path)
    case .file:
      try switchFileIfReplaced(&events)
    }
    guard let current = file else { return events }
    // Asked before reading: a writer that wrote its last bytes and then died is read to the end.
    let writerHeld = writerCheck(current.fd)
    let progressed = try advance(&events)
    if progressed {
      saidWriterGone = false
    } else if writerHeld == false, !saidWriterGone, !isEnded, sessionBytes != nil {
      saidWriterGone = true
      if let gap = cutGap() { events.append(.lost(gap)) }
      events.append(.writerGone)
    }
    return events
  }

  private func say(_ reason: Waiting, into events: inout [Event]) {
    guard waiting != reason else { return }
    waiting = reason
    events.append(.waiting(reason))
  }

  // MARK: Which file

  /// Opens the file at the path the first time; when another file stands there now (a rename),
  /// reads the old one to its end first, then moves to the new one, telling a compacted copy of
  /// this session from another session by its header block.
  private func switchFileIfReplaced(_ events: inout [Event]) throws {
    guard let opened = try open() else { return }
    guard let current = file else {
      file = opened
      return
    }
    if opened.device == current.device, opened.inode == current.inode {
      _ = POSIXFile.closeFile(opened.fd)
      if try rewrittenInPlace(current) { startOver(&events) }
      return
    }
    _ = try advance(&events)
    guard let bytes = try headerBytes(of: opened.fd) else {
      // The new file's header has not landed yet: keep the old one until it has.
      _ = POSIXFile.closeFile(opened.fd)
      return
    }
    _ = POSIXFile.closeFile(current.fd)
    file = opened
    if let sessionBytes, bytes == sessionBytes, let size = headerBlockSize(bytes) {
      position = .blockHeader(offset: size)
      resumingAfterCompaction = true
    } else {
      startOver(&events)
    }
  }

  /// Whether the file was truncated or rewritten under the same name by another session.
  private func rewrittenInPlace(_ current: OpenedFile) throws -> Bool {
    guard let sessionBytes else { return false }
    guard let bytes = try headerBytes(of: current.fd) else { return true }
    return bytes != sessionBytes || size(of: current.fd) < readOffset
  }

  /// The file offset up to which bytes were read.
  private var readOffset: Int {
    switch position {
    case .header, .ended: 0
    case .blockHeader(let offset): offset
    case .block(let cursor), .trailer(let cursor): cursor.fed
    }
  }

  private func startOver(_ events: inout [Event]) {
    events.append(.replaced)
    position = .header
    sessionBytes = nil
    headerLine = nil
    seen = [:]
    lastSeq = nil
    blocksRead = 0
    resumingAfterCompaction = false
    waiting = nil
    saidWriterGone = false
    saidDamage = false
  }

  private func open() throws -> OpenedFile? {
    let fd: Int32
    switch POSIXFile.openFile(path, O_RDONLY) {
    case .success(let opened): fd = opened
    case .failure(let failure):
      if failure.code == ENOENT { return nil }
      throw LogError(.unreadable, "cannot open the file: \(failure.text)", path: path)
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      _ = POSIXFile.closeFile(fd)
      return nil
    }
    return OpenedFile(
      fd: fd, device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }

  /// The first 44 bytes with the trimmed flag cleared, or `nil` while fewer are there.
  private func headerBytes(of fd: Int32) throws -> [UInt8]? {
    var bytes = try read(fd, BlockHeader.length, at: 0)
    guard bytes.count == BlockHeader.length else { return nil }
    bytes[19] &= ~BlockHeader.trimmedFlag
    return bytes
  }

  private func headerBlockSize(_ bytes: [UInt8]) -> Int? {
    guard case .success(let header) = BlockHeader.decode(bytes[...]), header.size > 0 else {
      return nil
    }
    return Int(header.size)
  }

  private func size(of fd: Int32) -> Int {
    var info = stat()
    return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
  }

  private func read(_ fd: Int32, _ count: Int, at offset: Int) throws -> [UInt8] {
    switch POSIXFile.read(fd, count: count, at: offset) {
    case .success(let bytes): return bytes
    case .failure(let failure):
      throw LogError(.unreadable, "reading failed: \(failure.text)", path: path, offset: offset)
    }
  }

  // MARK: Reading

  /// Reads as far as the file goes. Returns whether anything new was read.
  private func advance(_ events: inout [Event]) throws -> Bool {
    guard let current = file else { return false }
    var progressed = false
    while true {
      let step: Bool
      switch position {
      case .ended: return progressed
      case .header: step = try readHeader(current.fd, &events)
      case .blockHeader(let offset): step = try readBlockHeader(current.fd, at: offset, &events)
      case .block(let cursor): step = try readBlock(current.fd, cursor, &events)
      case .trailer(let cursor): step = try readTrailer(current.fd, cursor, &events)
      }
      guard step else { return progressed }
      progressed = true
    }
  }

  private func readHeader(_ fd: Int32, _ events: inout [Event]) throws -> Bool {
    let available = size(of: fd)
    guard available >= BlockHeader.length else {
      say(.empty, into: &events)
      return false
    }
    let first = try read(fd, BlockHeader.length, at: 0)
    if case .success(let header) = BlockHeader.decode(first[...]), header.kind == .header {
      let size = Int(header.size)
      guard size > 0, available >= size else {
        say(.empty, into: &events)
        return false
      }
      let member = try read(fd, size, at: 0)
      if let (output, measured) = BlockDecoder.inflateSealed(member, dataOffset: header.dataOffset),
        measured == size, let newline = output.firstIndex(of: 10),
        RecordPrefix.scan(output[..<newline])?.kind == "header"
      {
        begin(
          first, line: Array(output[..<newline]), major: header.version.major, trimmed: header,
          damage: nil, &events)
        position = .blockHeader(offset: size)
        return true
      }
    }
    if case .failure(.futureMajor) = BlockHeader.decode(first[...]) {
      _ = try LogFile(path: path)  // throws its unsupportedVersion error
    }
    // Block 0 is damaged: the reader of whole files finds the first data block and says why.
    let log: LogFile
    do {
      log = try LogFile(path: path)
    } catch let error as LogError where error.code == .truncated {
      say(.empty, into: &events)
      return false
    }
    guard let damage = log.headerDamage,
      let firstData = log.blocks.first(where: { $0.kind == .data })
    else { return false }
    begin(
      first, line: log.header, major: log.version.major, trimmed: nil, damage: damage, &events)
    position = .blockHeader(offset: firstData.offset)
    return true
  }

  private func begin(
    _ first: [UInt8], line: [UInt8], major: UInt8, trimmed header: BlockHeader?,
    damage: LogError?,
    _ events: inout [Event]
  ) {
    var bytes = first
    bytes[19] &= ~BlockHeader.trimmedFlag
    sessionBytes = bytes
    headerLine = line
    waiting = nil
    let isTrimmed = header.map { $0.flags & BlockHeader.trimmedFlag != 0 } ?? false
    events.append(
      .started(header: line, formatMajor: major, isTrimmed: isTrimmed, headerDamage: damage))
  }

  private func readBlockHeader(_ fd: Int32, at offset: Int, _ events: inout [Event]) throws
    -> Bool
  {
    let bytes = try read(fd, BlockHeader.length, at: offset)
    guard bytes.count == BlockHeader.length else { return false }
    guard case .success(let header) = BlockHeader.decode(bytes[...]) else {
      return stop(
        LogError(
          .corrupted, "block \(blocksRead + 1) at byte \(offset) has no valid block header",
          path: path, offset: offset, block: blocksRead + 1), &events)
    }
    switch header.kind {
    case .data?:
      blocksRead += 1
      let info = BlockInfo(
        index: blocksRead, kind: .data, offset: offset, compressedSize: 0,
        firstSeq: header.firstSeq, firstTime: header.firstTime, recordCount: nil, sealed: false)
      let key = BlockKey(firstSeq: header.firstSeq, firstTime: header.firstTime)
      let replayed = seen[key] ?? 0
      if resumingAfterCompaction, replayed == 0, let lastSeq, header.firstSeq > lastSeq {
        events.append(
          .lost(
            LogGap(
              first: lastSeq + 1, last: header.firstSeq, cause: .damaged,
              reason: "the flight-recorder cap dropped their blocks before they were read")))
      }
      resumingAfterCompaction = false
      events.append(.blockStarted(info, replayed: replayed))
      position = .block(BlockCursor(info: info, dataOffset: header.dataOffset))
      return true
    case .index?, .end?:
      position = .ended
      events.append(.closed)
      return true
    case .header?:
      return stop(
        LogError(
          .corrupted, "block \(blocksRead + 1) at byte \(offset) is a second header block",
          path: path, offset: offset, block: blocksRead + 1), &events)
    case nil:
      // A kind from a newer minor version: skip it by its size once it is whole.
      guard header.size > 0, size(of: fd) >= offset + Int(header.size) else { return false }
      position = .blockHeader(offset: offset + Int(header.size))
      return true
    }
  }

  private func readBlock(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event]) throws
    -> Bool
  {
    let available = size(of: fd) - cursor.fed
    guard available > 0 else { return false }
    let bytes = try read(fd, min(available, 1 << 20), at: cursor.fed)
    guard !bytes.isEmpty else { return false }
    let step = cursor.inflater.feed(bytes[...])
    cursor.fed += step.consumed
    let records: [RawRecord]
    do {
      records = try cursor.lines(from: step.output)
    } catch let error as LogError {
      return stop(error, &events)
    }
    if !records.isEmpty {
      events.append(.records(records))
      lastSeq = max(lastSeq ?? 0, records.last?.seq ?? 0)
      seen[BlockKey(firstSeq: cursor.info.firstSeq, firstTime: cursor.info.firstTime)] =
        cursor.count
    }
    if step.failure != nil {
      return stop(cursor.problem(.corrupted, "is damaged: its deflate data is invalid"), &events)
    }
    if step.ended { position = .trailer(cursor) }
    return step.consumed > 0 || step.ended
  }

  private func readTrailer(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event]) throws
    -> Bool
  {
    let bytes = try read(fd, 8, at: cursor.fed)
    guard bytes.count == 8 else { return false }
    guard cursor.partial.isEmpty, bytes.readLittleEndian(UInt32.self, at: 0) == cursor.crc.value,
      bytes.readLittleEndian(UInt32.self, at: 4)
        == UInt32(truncatingIfNeeded: cursor.inflatedBytes)
    else {
      return stop(
        cursor.problem(.corrupted, "is damaged: its CRC-32 or length check fails"), &events)
    }
    position = .blockHeader(offset: cursor.fed + 8)
    return true
  }

  private func stop(_ error: LogError, _ events: inout [Event]) -> Bool {
    position = .ended
    if !saidDamage {
      saidDamage = true
      var located = error
      located.path = path
      events.append(.damaged(located))
    }
    return true
  }

  /// The seqs a writer that stopped inside a record leaves unread, as the whole-file reader
  /// names them.
  private func cutGap() -> LogGap? {
    var discarded = 0
    switch position {
    case .block(let cursor), .trailer(let cursor): discarded = cursor.partial.count
    case .blockHeader(let offset):
      if let file { discarded = max(0, size(of: file.fd) - offset) }
    case .header, .ended: return nil
    }
    guard discarded > 0, let lastSeq else { return nil }
    return LogGap(
      first: lastSeq + 1, last: nil, cause: .cutOff,
      reason: "the log ends inside a record: \(discarded) byte(s) after the last complete record "
        + "could not be read")
  }
}
