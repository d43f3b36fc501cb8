#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LogWriter {
  /// In flight-recorder mode, once the file passes the cap, rewrites it as the header block plus the
  /// newest blocks that fit in half the cap (raw bytes copied, no recompression) and renames it over
  /// the log. The open block is copied as written so far and keeps growing in the new file.
  func compactIfNeeded() throws {
    guard let cap = options.maxFileBytes, fileOffset > cap, pending.isEmpty,
      let header = sealedBlocks.first
    else { return }
    let openStart = openBlock?.offset ?? fileOffset
    let openBytes = fileOffset - openStart
    var kept = sealedBlocks.count
    var keptBytes = header.compressedSize + openBytes
    while kept > 1, keptBytes + sealedBlocks[kept - 1].compressedSize <= cap / 2 {
      kept -= 1
      keptBytes += sealedBlocks[kept].compressedSize
    }
    let dropped = kept - 1
    guard dropped > 0 else { return }
    let copyStart = kept < sealedBlocks.count ? sealedBlocks[kept].offset : openStart
    let temporary = path + ".compacting"
    let newFD: Int32
    switch POSIXFile.openFile(temporary, O_RDWR | O_CREAT | O_TRUNC | O_NOFOLLOW) {
    case .success(let opened): newFD = opened
    case .failure(let failure): throw fail(failure, doing: "compacting")
    }
    // Locked before the rename, so a follower never sees this session's file without a writer.
    WriterLock.hold(newFD)
    if let failure = copyForCompaction(
      to: newFD, header: header.compressedSize, from: copyStart)
    {
      WriterLock.close(newFD)
      POSIXFile.removeFile(temporary)
      throw fail(failure, doing: "compacting")
    }
    WriterLock.close(fd)
    fd = newFD
    let shift = copyStart - header.compressedSize
    var blocks = [header]
    for var block in sealedBlocks[kept...] {
      block.offset -= shift
      block.index = blocks.count
      blocks.append(block)
    }
    sealedBlocks = blocks
    if sealedChecks.count > kept { sealedChecks = [sealedChecks[0]] + sealedChecks[kept...] }
    openBlock?.offset -= shift
    fileOffset -= shift
    stats.fileBytes = fileOffset
    stats.compactions += 1
    stats.droppedBlocks += dropped
  }

  /// Copies the header block (flagged as trimmed) and `[start, fileOffset)` into `target`, syncs
  /// it and renames it over the log.
  private func copyForCompaction(to target: Int32, header headerSize: Int, from start: Int)
    -> POSIXFailure?
  {
    switch POSIXFile.read(fd, count: headerSize, at: 0) {
    case .failure(let failure): return failure
    case .success(var bytes):
      guard bytes.count == headerSize else { return POSIXFailure(code: EIO) }
      bytes[19] |= BlockHeader.trimmedFlag
      if let failure = POSIXFile.writeAll(target, bytes) { return failure }
    }
    var cursor = start
    while cursor < fileOffset {
      switch POSIXFile.read(fd, count: min(1 << 20, fileOffset - cursor), at: cursor) {
      case .failure(let failure): return failure
      case .success(let bytes):
        guard !bytes.isEmpty else { return POSIXFailure(code: EIO) }
        if let failure = POSIXFile.writeAll(target, bytes) { return failure }
        cursor += bytes.count
      }
    }
    if let failure = POSIXFile.syncFile(target) { return failure }
    return POSIXFile.renameFile(path + ".compacting", over: path)
  }
}
