import Foundation
import Testing
import ToolSupport

@testable import LogFormat
@testable import LogReading

/// `LogTail` reads a log as it is written: every record once, never half of one, through sealed
/// blocks, the flight-recorder cap, a close and a replaced file.
@Suite struct LogTailTests {
  /// What a tail delivered: the records it listed as new (replayed ones left out) and the other
  /// events.
  struct Reading {
    var lines: [[UInt8]] = []
    var events: [LogTail.Event] = []
    private var skip = 0

    mutating func take(_ found: [LogTail.Event]) {
      for event in found {
        switch event {
        case .records(let records):
          for record in records {
            if skip > 0 {
              skip -= 1
            } else {
              lines.append(record.line)
            }
          }
        case .blockStarted(_, let replayed):
          skip = replayed
        default:
          events.append(event)
        }
      }
    }
  }

  @Test(arguments: [1, 13, 4096])
  func growingFileYieldsEveryRecordOnceAndNeverHalfOfOne(chunk: Int) throws {
    let source = LogFixture.temporaryPath()
    let written = try LogFixture.writeLog(at: source, actions: chunk == 1 ? 40 : 300)
    let bytes = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    let tail = LogTail(path: path, writerCheck: { _ in true })
    var reading = Reading()
    reading.take(try tail.read())
    #expect(reading.events == [.waiting(.missing)])
    var copied = 0
    try LogFixture.write([], to: path)
    while copied < bytes.count {
      let end = min(bytes.count, copied + chunk)
      let handle = try #require(FileHandle(forWritingAtPath: path))
      handle.seekToEndOfFile()
      handle.write(Data(bytes[copied..<end]))
      try handle.close()
      copied = end
      reading.take(try tail.read())
      // Every record delivered so far is a whole line of the log, in order.
      let whole = Array(written.dropFirst().prefix(reading.lines.count)) == reading.lines
      #expect(whole)
    }
    let same = reading.lines == Array(written.dropFirst())
    #expect(same)
    let expected: [LogTail.Event] =
      chunk < 100
      ? [.waiting(.missing), .waiting(.empty), .closed] : [.waiting(.missing), .closed]
    #expect(reading.events.filter { if case .started = $0 { false } else { true } } == expected)
    #expect(
      reading.events.contains(
        .started(header: LogFixture.header(), formatMajor: 3, isTrimmed: false, headerDamage: nil)))
    #expect(tail.isEnded)
  }

  @Test func theCapsCopiesDeliverNothingTwice() throws {
    let path = LogFixture.temporaryPath()
    let tail = LogTail(path: path, writerCheck: { _ in true })
    var reading = Reading()
    let options = LogWriter.Options(
      blockByteLimit: 4096, minRecordsPerBlock: 64, maxFileBytes: 16 * 1024)
    var compactions = 0
    let written = try LogFixture.writeLog(at: path, actions: 4000, options: options) { writer, _ in
      compactions = writer.stats.compactions
      reading.take(try tail.read())
    }
    reading.take(try tail.read())
    #expect(compactions > 1)
    let same = reading.lines == Array(written.dropFirst())
    #expect(same)
    #expect(!reading.events.contains { if case .lost = $0 { true } else { false } })
    #expect(reading.events.last == .closed)
  }

  @Test func blocksTheCapDroppedUnreadAreNamedAsLost() throws {
    let path = LogFixture.temporaryPath()
    let tail = LogTail(path: path, writerCheck: { _ in true })
    var reading = Reading()
    let options = LogWriter.Options(
      blockByteLimit: 4096, minRecordsPerBlock: 64, maxFileBytes: 16 * 1024)
    let written = try LogFixture.writeLog(at: path, actions: 4000, options: options) { _, lines in
      if lines.count == 12 { reading.take(try tail.read()) }
    }
    reading.take(try tail.read())
    let lost = reading.events.compactMap { event -> LogGap? in
      if case .lost(let gap) = event { gap } else { nil }
    }
    // The follower reads the file it opened to its end, then the newest copy: what the cap
    // dropped in between is one gap, up to the keyframe it goes on from.
    let gap = try #require(lost.first)
    #expect(lost.count == 1)
    let resumed = try #require(gap.last)
    let start = try #require(written.lastIndex(of: LogFixture.keyframe(seq: resumed)))
    let before = reading.lines.count - (written.count - start)
    #expect(before > 11)
    let prefix = Array(reading.lines.prefix(before)) == Array(written[1...before])
    let rest = Array(reading.lines.dropFirst(before)) == Array(written[start...])
    #expect(prefix && rest)
    #expect(RecordPrefix.scan(reading.lines[before - 1])?.seq == gap.first - 1)
    #expect(reading.events.last == .closed)
  }

  @Test func anotherSessionAtThePathStartsOver() throws {
    let path = LogFixture.temporaryPath()
    let tail = LogTail(path: path, writerCheck: { _ in true })
    var reading = Reading()
    let first = try LogFixture.writeLog(at: path, actions: 50)
    reading.take(try tail.read())
    #expect(reading.lines == Array(first.dropFirst()))
    // A new session truncates the same file and writes a shorter log with another start time.
    let writer = try LogWriter(path: path)
    let header = Array(#"{"t":"header","seq":0,"format":"ttlog","app":"Second"}"#.utf8)
    try writer.writeHeader(header, time: 1_800_000_000_000)
    reading.take(try tail.read())
    try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 1_800_000_000_000)
    try writer.append(LogFixture.action(seq: 1))
    try writer.close()
    reading.take(try tail.read())
    #expect(
      reading.lines
        == Array(first.dropFirst()) + [LogFixture.keyframe(seq: 0), LogFixture.action(seq: 1)])
    #expect(reading.events.contains(.replaced))
    #expect(
      reading.events.contains(
        .started(header: header, formatMajor: 3, isTrimmed: false, headerDamage: nil)))
    #expect(reading.events.filter { $0 == .closed }.count == 2)
  }

  @Test func aDamagedSealedBlockIsAGapAndFollowingGoesOn() throws {
    let path = LogFixture.temporaryPath()
    let written = try LogFixture.writeLog(at: path, actions: 100)
    var bytes = try LogFixture.bytes(of: path)
    let log = try LogFile(path: path)
    let block = log.blocks[2]
    let next = log.blocks[3]
    let damaged = try log.records(inBlock: 2).count
    // In the keyframe's segment, two bytes (more than the check table puts right): the whole
    // block is lost.
    bytes[block.offset + BlockHeader.length] ^= 0xff
    bytes[block.offset + BlockHeader.length + 1] ^= 0xff
    try LogFixture.write(bytes, to: path)
    var reading = Reading()
    reading.take(try LogTail(path: path, writerCheck: { _ in true }).read())
    // As the whole-file reader does: the block's seqs are one gap up to the next keyframe, and
    // no record of the damaged block is handed on.
    let lost = reading.events.compactMap { event -> LogGap? in
      if case .lost(let gap) = event { gap } else { nil }
    }
    #expect(lost.count == 1)
    #expect(lost.first?.first == block.firstSeq + 1)
    #expect(lost.first?.last == next.firstSeq)
    #expect(
      lost.first?.reason
        == "block 2 at byte \(block.offset) is damaged: its CRC-32 or length check fails")
    #expect(lost == log.survey().gaps)
    // Every record but the damaged block's, in order.
    let before = try log.records(inBlock: 1).count
    let records = Array(written.dropFirst())
    #expect(reading.lines == Array(records[..<before] + records[(before + damaged)...]))
    #expect(!reading.events.contains { if case .damaged = $0 { true } else { false } })
    #expect(reading.events.last == .closed)
  }

  @Test func aSealedBlockWhoseGzipMagicIsHitIsReadByItsFieldsAsTheFileReaderDoes() throws {
    let path = LogFixture.temporaryPath()
    let written = try LogFixture.writeLog(at: path, actions: 100)
    var bytes = try LogFixture.bytes(of: path)
    let block = try LogFile(path: path).blocks[2]
    bytes[block.offset] ^= 0x01  // the gzip magic: no checksum covers it, the block's CRC holds
    try LogFixture.write(bytes, to: path)
    var reading = Reading()
    reading.take(try LogTail(path: path, writerCheck: { _ in true }).read())
    let whole = reading.lines == Array(written.dropFirst())
    #expect(whole, "\(reading.lines.count) of \(written.count - 1) records")
    #expect(!reading.events.contains { if case .damaged = $0 { true } else { false } })
    #expect(reading.events.last == .closed)
  }

  @Test func aBlockThatGoesBadWhileReadOpenDoesNotStopFollowing() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 100)
    var bytes = try LogFixture.bytes(of: path)
    let log = try LogFile(path: path)
    let block = log.blocks[2]
    // Read as a block still being written (size 0), it is streamed record by record; once its
    // trailer fails, it is read whole as the file reader reads it (its records that landed were
    // handed on already), and the blocks after it are read as usual.
    for index in 0..<4 { bytes[block.offset + BlockHeader.sizeFieldOffset + index] = 0 }
    bytes[block.offset + BlockHeader.length + (block.compressedSize - 52) / 2] ^= 0xff
    try LogFixture.write(bytes, to: path)
    var reading = Reading()
    reading.take(try LogTail(path: path, writerCheck: { _ in true }).read())
    #expect(!reading.events.contains { if case .damaged = $0 { true } else { false } })
    let after = try log.blocks.dropFirst(3).flatMap { try log.records(inBlock: $0.index) }
    let tailRead = reading.lines.suffix(after.count).elementsEqual(after.map(\.line))
    #expect(tailRead, "the blocks after the damaged one are read")
    #expect(reading.events.last == .closed)
  }

  @Test func aStreamInflaterFedByteByByteMatchesAOneShotInflate() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 30)
    let bytes = try LogFixture.bytes(of: path)
    let log = try LogFile(path: path)
    let block = log.blocks[1]
    let member = Array(bytes[block.offset..<(block.offset + block.compressedSize)])
    let whole = try #require(BlockDecoder.inflateSealed(member, dataOffset: 44))
    let inflater = StreamInflater()
    var output: [UInt8] = []
    var ended = false
    var consumed = 0
    for index in 44..<member.count where !ended {
      let step = inflater.feed(member[index...index])
      output += step.output
      ended = step.ended
      consumed += step.consumed
    }
    #expect(ended)
    #expect(output == whole.output)
    #expect(44 + consumed + 8 == member.count)
  }
}
