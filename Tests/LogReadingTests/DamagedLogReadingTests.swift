import Foundation
import JSONTree
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading

/// Damage a new user met: a log with no surviving data block, a cut or damaged index, unprotected
/// block header fields, a record that fails under a good CRC, a tiny foreign gzip file.
@Suite struct DamagedLogReadingTests {
  /// A closed log of `actions` actions and its bytes.
  private func closedLog(actions: Int = 40, options: LogWriter.Options = LogFixture.smallBlocks)
    throws -> (path: String, bytes: [UInt8], log: LogFile, lines: [[UInt8]])
  {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: path, actions: actions, options: options)
    return (path, try LogFixture.bytes(of: path), try LogFile(path: path), lines)
  }

  private func damaged(_ bytes: [UInt8], flipping offsets: [Int] = []) throws -> String {
    var copy = bytes
    for offset in offsets { copy[offset] ^= 1 }
    let path = LogFixture.temporaryPath()
    try LogFixture.write(copy, to: path)
    return path
  }

  private func gapLines(_ lines: [[UInt8]]) -> [[UInt8]] {
    lines.filter { $0.starts(with: Array(#"{"t":"gap""#.utf8)) }
  }

  @Test func theCopyOfALogWhoseOnlyDataBlockIsLostRecordsTheGap() throws {
    let original = try closedLog(actions: 10, options: LogWriter.Options())
    let data = original.log.blocks.filter { $0.kind == .data }
    #expect(data.count == 1)
    // The first two bytes of the only data block's deflate data (more than its check table puts
    // right): its keyframe's segment is lost.
    let block = try #require(data.first)
    let broken = try damaged(
      original.bytes,
      flipping: [block.offset + BlockHeader.length, block.offset + BlockHeader.length + 1])
    let copyPath = LogFixture.temporaryPath()
    let report = try LogFile(path: broken).writeRecoveredCopy(to: copyPath)
    #expect(report.newGaps.map(\.seqs) == ["#0…#10"])
    let copy = try LogFile(path: copyPath)
    #expect(copy.status == .closed)
    #expect(copy.blocks.count == 1)
    #expect(gapLines(try copy.records(inBlock: 0).map(\.line)).count == 1)
    let survey = copy.survey()
    #expect(survey.problems.isEmpty)
    #expect(survey.gaps.map(\.seqs) == ["#0…#10"])
    #expect(survey.gaps.map(\.cause) == [.recorded])
    // Recovering the copy again keeps the gap.
    let again = LogFixture.temporaryPath()
    _ = try copy.writeRecoveredCopy(to: again)
    #expect(try LogFile(path: again).survey().gaps == survey.gaps)
  }

  @Test func aCutOrDamagedIndexLosesNoSeqAndTheCopyRebuildsIt() throws {
    let original = try closedLog()
    let lastData = try #require(original.log.blocks.last)
    let index = lastData.offset + lastData.compressedSize
    var cases: [(String, [UInt8])] = [
      ("cut 19 bytes into the index", Array(original.bytes[..<(index + 19)])),
      ("cut 1 byte short", Array(original.bytes.dropLast())),
    ]
    // The index member's XLEN high byte and size field.
    for offset in [index + 11, index + 20, index + 21, index + 22, index + 23] {
      var bytes = original.bytes
      bytes[offset] ^= 1
      cases.append(("flip at \(offset)", bytes))
    }
    for (name, bytes) in cases {
      let path = try damaged(bytes)
      let log = try LogFile(path: path)
      guard case .damaged(let errors) = log.status else {
        Issue.record("\(name): expected damaged, got \(log.status)")
        continue
      }
      #expect(errors.map(\.message).allSatisfy { $0.contains("block index") }, "\(name)")
      let survey = log.survey()
      #expect(survey.gaps.isEmpty, "\(name): \(survey.gaps)")
      #expect(survey.records == original.lines.count, "\(name)")
      let copyPath = LogFixture.temporaryPath()
      let report = try log.writeRecoveredCopy(to: copyPath)
      #expect(report.newGaps.isEmpty && report.lostBlocks.isEmpty, "\(name)")
      #expect(report.clearedProblems.count == 1, "\(name)")
      let copy = try LogFile(path: copyPath)
      #expect(copy.status == .closed && copy.usedIndex, "\(name)")
      #expect(copy.survey().problems.isEmpty, "\(name)")
      #expect(try LogFixture.allLines(copy) == original.lines, "\(name)")
    }
  }

  /// A hit in the index member's first bytes: a gap it opens ends at the end marker's last seq,
  /// which the file's last bytes still hold.
  @Test func aHitAtTheStartOfTheIndexLeavesNoGapOpenEnded() throws {
    let original = try closedLog()
    let lastData = try #require(original.log.blocks.last)
    let index = lastData.offset + lastData.compressedSize
    for offset in index..<(index + 64) {
      for pattern: UInt8 in [0x01, 0x10, 0x80] {
        var bytes = original.bytes
        bytes[offset] ^= pattern
        let log = try LogFile(path: try damaged(bytes))
        for gap in log.survey().gaps {
          #expect(gap.last != nil, "byte \(offset) ^ \(pattern): \(gap.seqs) open-ended")
        }
      }
    }
  }

  @Test func followingALogCutInItsIndexEndsClosedWithEveryRecord() throws {
    let original = try closedLog()
    let lastData = try #require(original.log.blocks.last)
    let index = lastData.offset + lastData.compressedSize
    for (name, bytes) in [
      ("cut 19 bytes into the index", Array(original.bytes[..<(index + 19)])),
      (
        "block 0's size field hit",
        try LogFixture.bytes(of: try damaged(original.bytes, flipping: [20]))
      ),
    ] {
      let tail = LogTail(path: try damaged(bytes), writerCheck: { _ in false })
      var lines: [[UInt8]] = []
      var events: [LogTail.Event] = []
      for event in try tail.read() {
        if case .records(let records) = event {
          lines += records.map(\.line)
        } else if case .blockStarted = event {
        } else {
          events.append(event)
        }
      }
      #expect(lines == Array(original.lines.dropFirst()), "\(name)")
      #expect(events.last == .closed, "\(name): \(events)")
      #expect(!events.contains { if case .lost = $0 { true } else { false } }, "\(name)")
    }
  }

  @Test func aDamagedSizeFieldInBlockZeroIsSettledByTheIndexOrTheNextBlock() throws {
    let original = try closedLog()
    let crashedPath = LogFixture.temporaryPath()
    let crashedLines = try LogFixture.writeLog(at: crashedPath, actions: 40, close: false)
    let crashed = try LogFixture.bytes(of: crashedPath)
    for (bytes, lines) in [(original.bytes, original.lines), (crashed, crashedLines)] {
      for offset in [20, 21] {
        let log = try LogFile(path: try damaged(bytes, flipping: [offset]))
        #expect(log.headerDamage == nil)
        #expect(try LogFixture.allLines(log) == lines)
        let survey = log.survey()
        #expect(survey.gaps.isEmpty)
        #expect(
          survey.problems.map(\.message) == ["block 0 at byte 0: \(sizeProblem(bytes, offset))"])
      }
    }
  }

  private func sizeProblem(_ bytes: [UInt8], _ offset: Int) -> String {
    let size = Int(bytes[20]) | Int(bytes[21]) << 8
    let flipped = offset == 20 ? size ^ 1 : size ^ 0x100
    return "its header's size field says \(flipped) where the block holds \(size)"
  }

  @Test func aDataBlockWhoseFixedHeaderBytesAreHitIsReadByItsCRC() throws {
    let original = try closedLog()
    let crashedPath = LogFixture.temporaryPath()
    let crashedLines = try LogFixture.writeLog(at: crashedPath, actions: 40, close: false)
    let crashed = try LogFixture.bytes(of: crashedPath)
    let block = original.log.blocks[2]
    for (bytes, lines) in [(original.bytes, original.lines), (crashed, crashedLines)] {
      for field in [0, 1, 2, 12, 13, 14, 15] {
        let log = try LogFile(path: try damaged(bytes, flipping: [block.offset + field]))
        #expect(try LogFixture.allLines(log) == lines, "byte \(field)")
        let survey = log.survey()
        #expect(survey.gaps.isEmpty, "byte \(field)")
        #expect(survey.problems.count == 1, "byte \(field)")
        #expect(
          survey.problems.first?.message.contains(
            "fixed bytes are damaged (byte \(block.offset + field)") ?? false, "byte \(field)")
      }
    }
  }

  @Test func aRecordThatFailsUnderAGoodCRCBecomesAGapTheCopyMarks() throws {
    let bad: [(String, [UInt8])] = [
      ("not JSON", Array(#"{"t":"action","seq":5, this is not json"#.utf8)),
      (
        "a delta to a missing path",
        Array(
          #"{"t":"action","seq":5,"action":{"tap":{}},"delta":[{"op":"replace","path":"/missing/x","value":1}]}"#
            .utf8)
      ),
    ]
    for (name, line) in bad {
      let path = LogFixture.temporaryPath()
      let writer = try LogWriter(path: path, options: LogWriter.Options())
      try writer.writeHeader(LogFixture.header(), time: 1_700_000_000_000)
      try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 1_700_000_000_000)
      for seq in UInt64(1)...9 {
        try writer.append(seq == 5 ? line : LogFixture.action(seq: seq))
      }
      try writer.close()
      let log = try LogFile(path: path)
      // The CRC holds, but the survey reads every record: the gap is the one the copy marks.
      #expect(log.survey().problems.map(\.seq) == [5], "\(name)")
      #expect(log.survey().gaps.map(\.seqs) == ["#5…#9"], "\(name)")
      let copyPath = LogFixture.temporaryPath()
      let report = try log.writeRecoveredCopy(to: copyPath)
      #expect(!report.inputWasClean, "\(name)")
      #expect(report.badRecords.map(\.seq) == [5], "\(name)")
      #expect(report.newGaps.map(\.seqs) == ["#5…#9"], "\(name)")
      let copy = try LogFile(path: copyPath)
      let survey = copy.survey()
      #expect(survey.problems.isEmpty, "\(name)")
      #expect(survey.gaps.map(\.seqs) == ["#5…#9"], "\(name)")
      for block in copy.blocks where block.kind == .data {
        let records = try copy.records(inBlock: block.index)
        #expect(
          BlockRecordCheck.firstBadRecord(records, formatMajor: copy.version.major) == nil,
          "\(name)")
      }
    }
  }

  @Test func aJSONErrorNamesItsOffsetInTheLineNotTheFile() {
    let error = LogError(
      JSONError(.malformedJSON, "invalid JSON at byte 15: expected a member name", offset: 15))
    #expect(error.offset == nil)
    #expect(error.message == "invalid JSON at byte 15 of the record's line: expected a member name")
  }

  @Test func aTinyForeignGzipFileIsNotALog() throws {
    // `echo hi | gzip`: 23 bytes, no FEXTRA.
    let bytes: [UInt8] = [
      0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03, 0xcb, 0xc8, 0xe4, 0x02, 0x00, 0x7a, 0x7a, 0x6f,
      0xed, 0x03, 0, 0, 0,
    ]
    let path = LogFixture.temporaryPath()
    try LogFixture.write(bytes, to: path)
    let error = #expect(throws: LogError.self) { _ = try LogFile(path: path) }
    #expect(error?.code == .notALog)
  }

  @Test func aCutTailHoldsOnlyTheSeqsItsBytesBegan() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 40, close: false)
    let bytes = try LogFixture.bytes(of: path)
    let cut = try damaged(Array(bytes.dropLast(5)))
    let survey = try LogFile(path: cut).survey()
    let gap = try #require(survey.gaps.last)
    #expect(gap.cause == .cutOff && gap.last == nil)
    #expect(survey.gap(containing: gap.first) == gap)
    #expect(survey.gap(containing: gap.first + 1000) == nil)
  }
}
