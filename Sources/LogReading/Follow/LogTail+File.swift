import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LogTail {
  /// Opens the file at the path the first time; when another file stands there now (a rename),
  /// reads the old one to its end first, then moves to the new one, telling a compacted copy of
  /// this session from another session by its header block.
  func switchFileIfReplaced(_ events: inout [Event]) throws {
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
      closedTable = nil
    } else {
      startOver(&events)
    }
  }

  /// Whether the file was truncated or rewritten under the same name by another session.
  func rewrittenInPlace(_ current: OpenedFile) throws -> Bool {
    guard let sessionBytes else { return false }
    guard let bytes = try headerBytes(of: current.fd) else { return true }
    return bytes != sessionBytes || size(of: current.fd) < readOffset
  }

  /// The file offset up to which bytes were read.
  var readOffset: Int {
    switch position {
    case .header, .ended: 0
    case .blockHeader(let offset), .resynchronising(let offset), .closing(let offset): offset
    case .block(let cursor), .trailer(let cursor): cursor.fed
    }
  }

  func startOver(_ events: inout [Event]) {
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
    damagedFrom = nil
    formatMajor = nil
    closedTable = nil
    saidProblems = []
  }

  func open() throws -> OpenedFile? {
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

  /// Throws when the first bytes of a file too short to hold a block header already differ from
  /// what every log starts with (gzip's magic, deflate, FEXTRA; the `TT` subfield first): such a
  /// file will not become a log by growing. The same errors as the whole-file reader's.
  func refuseUnlikeAHeader(_ bytes: [UInt8]) throws {
    let gzip: [UInt8] = [0x1f, 0x8b, 0x08, 0x04]
    if zip(bytes, gzip).contains(where: { $0 != $1 }) {
      throw LogError(.notALog, "not a tt-debug log: the file is not gzip data", path: path)
    }
    if zip(bytes.dropFirst(12), [0x54, 0x54]).contains(where: { $0 != $1 }) {
      throw LogError(
        .notALog, "gzip data, but not a tt-debug log (no TT block subfield)", path: path)
    }
  }

  /// The first 44 bytes with the trimmed flag cleared, or `nil` while fewer are there.
  func headerBytes(of fd: Int32) throws -> [UInt8]? {
    var bytes = try read(fd, BlockHeader.length, at: 0)
    guard bytes.count == BlockHeader.length else { return nil }
    bytes[19] &= ~BlockHeader.trimmedFlag
    return bytes
  }

  func headerBlockSize(_ bytes: [UInt8]) -> Int? {
    guard case .success(let header) = BlockHeader.decode(bytes[...]), header.size > 0 else {
      return nil
    }
    return Int(header.size)
  }

  func size(of fd: Int32) -> Int {
    var info = stat()
    return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
  }

  func read(_ fd: Int32, _ count: Int, at offset: Int) throws -> [UInt8] {
    switch POSIXFile.read(fd, count: count, at: offset) {
    case .success(let bytes): return bytes
    case .failure(let failure):
      throw LogError(.unreadable, "reading failed: \(failure.text)", path: path, offset: offset)
    }
  }
}
