import LogFormat

extension LogTail {
  func readHeader(_ fd: Int32, _ events: inout [Event]) throws -> Bool {
    let available = size(of: fd)
    guard available >= BlockHeader.length else {
      if available > 0 { try refuseUnlikeAHeader(try read(fd, available, at: 0)) }
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
    // (Block 0 may also be whole with a damaged size field: the whole-file reader measures it.)
    guard let firstData = log.blocks.first(where: { $0.kind == .data }) else { return false }
    let header: BlockHeader? =
      if log.headerDamage == nil, case .success(let decoded) = BlockHeader.decode(first[...]) {
        decoded
      } else {
        nil
      }
    begin(
      first, line: log.header, major: log.version.major, trimmed: header,
      damage: log.headerDamage, &events)
    position = .blockHeader(offset: firstData.offset)
    return true
  }

  func begin(
    _ first: [UInt8], line: [UInt8], major: UInt8, trimmed header: BlockHeader?,
    damage: LogError?,
    _ events: inout [Event]
  ) {
    var bytes = first
    bytes[19] &= ~BlockHeader.trimmedFlag
    sessionBytes = bytes
    headerLine = line
    formatMajor = major
    waiting = nil
    let isTrimmed = header.map { $0.flags & BlockHeader.trimmedFlag != 0 } ?? false
    events.append(
      .started(header: line, formatMajor: major, isTrimmed: isTrimmed, headerDamage: damage))
  }
}
