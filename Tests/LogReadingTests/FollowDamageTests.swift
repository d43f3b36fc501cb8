import Foundation
import Testing
import ToolSupport

@testable import LogFormat
@testable import LogReading

/// Following a damaged log reads it by the whole-file reader's rules: the same gaps, with the
/// same reasons, the same records, and the damage that loses none reported as `verify` reports
/// it, whether the follower meets each block whole (a finished log) or as it grows.
@Suite struct FollowDamageTests {
  /// What a follower found.
  struct Followed {
    var lines: [[UInt8]] = []
    var gaps: [LogGap] = []
    var problems: [String] = []
    var stopped = false
  }

  /// Follows a copy of `bytes`, written whole (`chunk` `nil`) or `chunk` bytes at a time with a
  /// read after each, to its end.
  private func follow(_ bytes: [UInt8], chunk: Int?) throws -> Followed {
    let path = LogFixture.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var writing = true
    let tail = LogTail(path: path, writerCheck: { _ in writing })
    var followed = Followed()
    func take(_ events: [LogTail.Event]) {
      for event in events {
        switch event {
        case .records(let records): followed.lines += records.map(\.line)
        case .lost(let gap): followed.gaps.append(gap)
        case .problem(let error): followed.problems.append(error.message)
        case .damaged: followed.stopped = true
        default: break
        }
      }
    }
    let step = chunk ?? bytes.count
    try LogFixture.write([], to: path)
    var copied = 0
    while copied < bytes.count {
      let end = min(bytes.count, copied + step)
      let handle = try #require(FileHandle(forWritingAtPath: path))
      handle.seekToEndOfFile()
      handle.write(Data(bytes[copied..<end]))
      try handle.close()
      copied = end
      take(try tail.read())
    }
    writing = false
    take(try tail.read())
    return followed
  }

  /// A log of 300 actions in blocks of about 2 KB, each in segments of 8 records.
  private func source() throws -> LogFile {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(
      at: path, actions: 300,
      options: LogWriter.Options(blockByteLimit: 2048, minRecordsPerBlock: 16, segmentRecords: 8))
    return try LogFile(path: path)
  }

  /// The records the whole-file reader serves, block by block.
  private func served(_ log: LogFile) -> [[UInt8]] {
    log.blocks.filter { $0.kind == .data }.flatMap { block in
      ((try? log.records(inBlock: block.index)) ?? []).map(\.line)
    }
  }

  @Test(arguments: [
    DamageClass.shortExtraLength, .brokenPrefix, .wrongSeq, .failingSeal, .headerWithoutIndex,
    .insertedBytes, .badDelta,
  ])
  func aFinishedLogIsFollowedAsVerifyReadsIt(damage: DamageClass) throws {
    let clean = try source()
    let copies = try damage.copies(of: clean)
    #expect(!copies.isEmpty)
    for copy in copies {
      let path = LogFixture.temporaryPath()
      defer { try? FileManager.default.removeItem(atPath: path) }
      try LogFixture.write(copy.bytes, to: path)
      let log = try LogFile(path: path)
      let survey = log.survey()
      let followed = try follow(copy.bytes, chunk: nil)
      #expect(!followed.stopped, "\(copy.label)")
      #expect(followed.gaps.map(\.seqs) == survey.gaps.map(\.seqs), "\(copy.label)")
      #expect(followed.gaps.map(\.reason) == survey.gaps.map(\.reason), "\(copy.label)")
      if damage != .badDelta {
        let same = followed.lines == served(log)
        #expect(same, "\(copy.label): the records served differ")
      }
    }
  }

  /// Read as it grows, a block whose framing breaks under a good CRC hands on the records before
  /// the break, loses the rest up to the next keyframe, and following goes on.
  @Test(arguments: [DamageClass.brokenPrefix, .wrongSeq])
  func aGrowingLogIsFollowedAsVerifyReadsIt(damage: DamageClass) throws {
    let clean = try source()
    let last = clean.blocks.last?.index
    for copy in try damage.copies(of: clean) where copy.block != last {
      let path = LogFixture.temporaryPath()
      defer { try? FileManager.default.removeItem(atPath: path) }
      try LogFixture.write(copy.bytes, to: path)
      let log = try LogFile(path: path)
      let followed = try follow(copy.bytes, chunk: 700)
      #expect(!followed.stopped, "\(copy.label)")
      #expect(followed.gaps.map(\.seqs) == log.survey().gaps.map(\.seqs), "\(copy.label)")
      let same = followed.lines == served(log)
      #expect(same, "\(copy.label): the records served differ")
    }
  }

  /// Every byte of the `TC` subfield flipped in turn: following reports what `verify` reports,
  /// and loses no record.
  @Test func aDamagedCheckTableIsReportedAndLosesNoRecord() throws {
    let clean = try source()
    let bytes = try LogFixture.bytes(of: clean.path)
    let lastBlock = try #require(clean.blocks.last)
    let index = lastBlock.offset + lastBlock.compressedSize
    let id = [UInt8(ascii: "T"), UInt8(ascii: "C")]
    let start = try #require(
      (index..<(bytes.count - 1)).first { Array(bytes[$0..<($0 + 2)]) == id })
    let length = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
    let records = served(clean)
    for offset in stride(from: start, to: start + 4 + length, by: 3) {
      var copy = bytes
      copy[offset] ^= 0x08
      let path = LogFixture.temporaryPath()
      defer { try? FileManager.default.removeItem(atPath: path) }
      try LogFixture.write(copy, to: path)
      let survey = try LogFile(path: path).survey()
      let followed = try follow(copy, chunk: nil)
      #expect(followed.gaps.isEmpty, "byte \(offset)")
      #expect(followed.lines == records, "byte \(offset)")
      #expect(!followed.problems.isEmpty, "byte \(offset): no problem reported")
      #expect(followed.problems == survey.problems.map(\.message), "byte \(offset)")
    }
  }
}
