import Foundation
import JSONTree
import LogFormat
import LogReading
import Testing

@testable import ActionLog
@testable import Replay

/// Damage a reader written from docs/LogFormat.md alone reads differently: each case names the
/// seqs it loses, and every other state is served as the undamaged log served it.
@Suite struct IndependentReaderTests {
  /// A closed log of 60 actions in blocks of 10 (keyframes at 0, 10, 20, …).
  static func log() throws -> LogBuilder {
    let log = try LogBuilder(initial: .object(["count": .int(0)]), recordsPerBlock: 10)
    for count in 1...60 {
      try log.action(.string("add"), summary: "add", to: .object(["count": .int(Int64(count))]))
    }
    try log.close()
    return log
  }

  static func dataBlocks(_ path: String) throws -> [BlockInfo] {
    try LogFile(path: path).blocks.filter { $0.kind == .data }
  }

  /// The log's bytes without its index: the file a crash after the last seal leaves.
  static func withoutIndex(_ path: String) throws -> [UInt8] {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let last = try #require(try LogFile(path: path).blocks.last)
    return Array(bytes[..<(last.offset + last.compressedSize)])
  }

  static func write(_ bytes: [UInt8]) throws -> String {
    let path = LogBuilder.temporaryPath()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Every state of `log` outside `lost` is served by the copy at `path`, and the survey, the
  /// timeline and a recovered copy name exactly the gaps `gaps`.
  static func expect(
    _ path: String, of log: LogBuilder, gaps: [String], lost: ClosedRange<UInt64>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = try LogFile(path: path)
    let survey = file.survey()
    #expect(
      survey.gaps.filter { $0.cause == .damaged }.map(\.seqs) == gaps, "survey",
      sourceLocation: sourceLocation)
    let timeline = try Timeline(path: path)
    #expect(
      timeline.gaps(from: timeline.firstSeq, to: timeline.lastSeq).map(\.seqs) == gaps,
      "timeline", sourceLocation: sourceLocation)
    let unserved = log.states.keys.sorted().filter { seq in
      !(lost?.contains(seq) ?? false) && (try? timeline.state(at: seq)) != log.states[seq]
    }
    #expect(unserved == [], "states not served", sourceLocation: sourceLocation)
    let copy = path + ".recovered"
    let report = try file.writeRecoveredCopy(to: copy)
    #expect(report.newGaps.map(\.seqs) == gaps, "recover", sourceLocation: sourceLocation)
  }

  @Test func aDamagedBlockHeaderInALogWithNoIndexLosesOnlyItsBlock() throws {
    let log = try Self.log()
    var bytes = try Self.withoutIndex(log.path)
    let block = try Self.dataBlocks(log.path)[2]
    // Garbage over the block header: no field can be read, and its XLEN is not 32.
    for offset in block.offset..<(block.offset + 20) { bytes[offset] = 0xA7 }
    let path = try Self.write(bytes)
    try Self.expect(path, of: log, gaps: ["#21…#30"], lost: 21...29)
  }

  /// A log with no index whose end is cut inside its last block, with a data block header also
  /// damaged: every reader names the cut end as well as the damaged block.
  @Test(arguments: [0, 2, 4], [0.25, 0.5, 0.75])
  func aCutEndIsNamedWhenABlockHeaderIsAlsoDamaged(damagedBlock: Int, cut: Double) throws {
    let log = try Self.log()
    var bytes = try Self.withoutIndex(log.path)
    let blocks = try Self.dataBlocks(log.path)
    let block = blocks[damagedBlock]
    for offset in block.offset..<(block.offset + 20) { bytes[offset] = 0xA7 }
    let last = try #require(blocks.last)
    bytes.removeSubrange((last.offset + Int(Double(last.compressedSize) * cut))...)
    let path = try Self.write(bytes)
    let file = try LogFile(path: path)
    let label = "block \(damagedBlock), cut at \(cut)"
    #expect(file.survey().gaps.contains { $0.cause == .cutOff }, "survey: \(label)")
    let timeline = try Timeline(path: path)
    #expect(
      timeline.gaps(from: timeline.firstSeq, to: timeline.lastSeq).contains { $0.cause == .cutOff },
      "timeline: \(label)")
    let report = try file.writeRecoveredCopy(to: path + ".recovered")
    #expect(report.newGaps.contains { $0.cause == .cutOff }, "recover: \(label)")
  }

  @Test(arguments: [1, 5, 8, 9])
  func bytesInsertedInsideABlockLoseOnlyItsBlock(count: Int) throws {
    let log = try Self.log()
    var bytes = try Self.withoutIndex(log.path)
    let block = try Self.dataBlocks(log.path)[2]
    // The next block's header is then read `count` bytes early: at 8, its XLEN is over 32.
    bytes.insert(contentsOf: [UInt8](repeating: 0x5c, count: count), at: block.offset + 60)
    let path = try Self.write(bytes)
    try Self.expect(path, of: log, gaps: ["#21…#30"], lost: 21...29)
  }

  @Test(arguments: [true, false])
  func anEmptyMemberOfAnUnknownKindBetweenBlocksIsSkipped(keepIndex: Bool) throws {
    let log = try Self.log()
    var bytes =
      keepIndex
      ? [UInt8](try Data(contentsOf: URL(fileURLWithPath: log.path)))
      : try Self.withoutIndex(log.path)
    let block = try Self.dataBlocks(log.path)[3]
    var member = BlockHeader(kind: .data, firstSeq: 0, firstTime: 0)
    member.kindCode = 9
    member.size = 54
    bytes.insert(
      contentsOf: member.encoded() + [3, 0] + [UInt8](repeating: 0, count: 8), at: block.offset)
    let path = try Self.write(bytes)
    try Self.expect(path, of: log, gaps: [])
  }

  @Test(arguments: [2, 0xFC])
  func aBlockWhoseMajorVersionByteIsHitIsDamagedButItsCheckedRecordsAreServed(major: Int) throws {
    let log = try Self.log()
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: log.path)))
    let block = try Self.dataBlocks(log.path)[2]
    bytes[block.offset + 16] = UInt8(major)
    let path = try Self.write(bytes)
    try Self.expect(path, of: log, gaps: [])
    #expect(
      try LogFile(path: path).survey().problems.contains {
        $0.message.contains("names format major \(major), not the log's 3")
      })
  }

  @Test(arguments: [0x00, 0x10, 0x1F, 0x21, 0xA0], [true, false])
  func aDataBlockWhoseExtraLengthIsHitIsReadAtTheFixedOffset(value: Int, keepIndex: Bool) throws {
    let log = try Self.log()
    var bytes =
      keepIndex
      ? [UInt8](try Data(contentsOf: URL(fileURLWithPath: log.path)))
      : try Self.withoutIndex(log.path)
    let block = try Self.dataBlocks(log.path)[2]
    bytes[block.offset + 10] = UInt8(value)
    let path = try Self.write(bytes)
    try Self.expect(path, of: log, gaps: [])
    #expect(try LogFile(path: path).survey().problems.contains { $0.message.contains("XLEN") })
  }

  @Test func aStateServedFromAKeyframeAfterAGapHasTheKeyframesTime() throws {
    let log = try LogBuilder(
      initial: .object(["count": .int(0)]), recordsPerBlock: 10, timedKeyframes: true)
    for count in 1...40 {
      try log.action(.string("add"), summary: "add", to: .object(["count": .int(Int64(count))]))
    }
    try log.close()
    _ = try LogDamage.flipBits(inDataBlock: 2, of: log.path)
    let timeline = try Timeline(path: log.path)
    #expect(timeline.gaps.map(\.seqs) == ["#21…#30"])
    // Action n was reduced 250 ms × n after the start; the keyframe holds the state action 30 made.
    let entry = try #require(try timeline.entries(from: 30, to: 31).first { $0.seq == 30 })
    #expect(entry.record.kind == "key")
    #expect(entry.timeOffset == 7.5)
  }

  @Test func aTrimmedLogCountsTimesFromTheSessionsStart() throws {
    let builder = try LogBuilder(
      initial: RandomSession.initial,
      options: LogWriter.Options(
        blockByteLimit: 2048, minRecordsPerBlock: 8, maxFileBytes: 16 * 1024))
    let log = try RandomSession.write(actions: 300, seed: 23, noise: 40, builder: builder)
    let timeline = try Timeline(path: log.path)
    #expect(timeline.isTrimmed)
    let entry = try #require(
      try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).last {
        $0.record.kind == "action"
      })
    let seq = entry.seq
    // The builder reduces action n 250 ms × n after the header's time.
    #expect(entry.timeOffset == Double(seq) * 0.25)
    #expect(try timeline.seq(atTimeOffset: Double(seq) * 0.25) == seq)
  }

  @Test func aDeltaThatDoesNotApplyIsTheSameGapForEveryReader() throws {
    let log = try LogBuilder(initial: .object(["count": .int(0)]), recordsPerBlock: 10)
    for count in 1...60 {
      if count == 25 {
        try log.unappliableAction()
        continue
      }
      try log.action(.string("add"), summary: "add", to: .object(["count": .int(Int64(count))]))
    }
    try log.close()
    // Seq 25 and the rest of its block are lost; the next keyframe (30) serves its state.
    try Self.expect(log.path, of: log, gaps: ["#25…#30"], lost: 25...29)
    let timeline = try Timeline(path: log.path)
    let listed = try timeline.entries(from: 0, to: timeline.lastSeq).compactMap { entry in
      if case .gap(let gap) = entry.record { "#\(gap.first)…#\(gap.last ?? 0)" } else { nil }
    }
    #expect(listed == ["#25…#30"])
    let verification = LogVerification(try LogFile(path: log.path))
    #expect(verification.gaps.map(\.seqs) == ["#25…#30"])
    #expect(verification.problems.count == 1)
  }
}
