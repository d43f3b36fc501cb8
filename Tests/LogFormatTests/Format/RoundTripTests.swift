import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct RoundTripTests {
  @Test func closedLogReadsBackEveryRecordInOrder() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: path, actions: 300)
    let log = try LogFile(path: path)
    #expect(log.status == .closed)
    #expect(log.usedIndex)
    #expect(log.header == LogFixture.header())
    #expect(log.blocks.count > 5)
    #expect(log.blocks.allSatisfy { $0.sealed })
    #expect(log.blocks[0].kind == .header)
    #expect(try LogFixture.allLines(log) == lines)
    #expect(log.verify().isEmpty)
  }

  @Test func everyDataBlockStartsWithAKeyframeAtItsFirstSeq() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 200)
    let log = try LogFile(path: path)
    for block in log.blocks.dropFirst() {
      let records = try log.records(inBlock: block.index)
      #expect(records.first?.kind == "key")
      #expect(records.first?.seq == block.firstSeq)
      // The table counts every line: the records and a `seg` record after each 64 of them but
      // the last 1 to 64.
      #expect(records.count + (records.count + 63) / 64 - 1 == block.recordCount)
    }
  }

  @Test func openingWithAndWithoutTheIndexGivesTheSameTable() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 250)
    let indexed = try LogFile(path: path)
    let bytes = try LogFixture.bytes(of: path)
    let last = try #require(indexed.blocks.last)
    let unindexedPath = LogFixture.temporaryPath()
    try LogFixture.write(bytes[0..<(last.offset + last.compressedSize)], to: unindexedPath)
    let scanned = try LogFile(path: unindexedPath)
    #expect(!scanned.usedIndex)
    #expect(scanned.blocks == indexed.blocks)
    #expect(
      scanned.status == .crashed(.init(block: nil, salvagedRecords: 0, discardedBytes: 0)))
  }

  @Test func writerRejectsSeqThatDoesNotContinue() throws {
    let writer = try LogWriter(path: LogFixture.temporaryPath())
    try writer.writeHeader(LogFixture.header(), time: 0)
    try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 0)
    try writer.append(LogFixture.action(seq: 1))
    #expect(throws: LogError.self) { try writer.append(LogFixture.action(seq: 3)) }
    try writer.append(Array(#"{"t":"dropped","seq":4,"count":3,"reason":"queue full"}"#.utf8))
    try writer.append(Array(#"{"t":"marker","seq":4,"note":"here"}"#.utf8))
    try writer.append(LogFixture.action(seq: 5))
    try writer.close()
  }

  @Test func readerAcceptsDroppedRecordsThatSkipSeqs() throws {
    let path = LogFixture.temporaryPath()
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogFixture.header(), time: 0)
    try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 0)
    try writer.append(Array(#"{"t":"dropped","seq":10,"count":10}"#.utf8))
    try writer.append(LogFixture.action(seq: 11))
    try writer.close()
    let records = try LogFile(path: path).records(inBlock: 1)
    #expect(records.map(\.seq) == [0, 10, 11])
    #expect(records.map(\.kind) == ["key", "dropped", "action"])
  }

  @Test func writerRejectsMisuseWithoutTrapping() throws {
    let writer = try LogWriter(path: LogFixture.temporaryPath())
    #expect(throws: LogError.self) { try writer.append(LogFixture.action(seq: 1)) }
    #expect(throws: LogError.self) {
      try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 0)
    }
    try writer.writeHeader(LogFixture.header(), time: 0)
    #expect(throws: LogError.self) { try writer.append(LogFixture.action(seq: 1)) }
    #expect(throws: LogError.self) {
      try writer.startBlock(keyframe: LogFixture.action(seq: 0), seq: 0, time: 0)
    }
    try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 0)
    #expect(throws: LogError.self) { try writer.append(Array("not json".utf8)) }
    #expect(throws: LogError.self) {
      try writer.append(Array("{\"t\":\"action\",\"seq\":1,\"x\":\"a\nb\"}".utf8))
    }
    try writer.close()
    #expect(throws: LogError(.closed, "the log writer is closed", path: writer.path)) {
      try writer.append(LogFixture.action(seq: 1))
    }
  }

  @Test func writerRefusesInvalidOptions() {
    #expect(throws: LogError.self) {
      _ = try LogWriter(path: LogFixture.temporaryPath(), options: .init(compressionLevel: 10))
    }
    #expect(throws: LogError.self) {
      _ = try LogWriter(path: LogFixture.temporaryPath(), options: .init(flushEvery: 0))
    }
  }

  @Test func uncreatableFileIsAWriteFailure() {
    let error = #expect(throws: LogError.self) {
      _ = try LogWriter(path: "/nonexistent-dir/x.ttlog")
    }
    #expect(error?.code == .writeFailed)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullDiskFailsOnceThenEveryCallRethrows() throws {
    let writer = try LogWriter(path: "/dev/full")
    let calls: [() throws -> Void] = [
      { try writer.writeHeader(LogFixture.header(), time: 0) },
      { try writer.startBlock(keyframe: LogFixture.keyframe(seq: 0), seq: 0, time: 0) },
      { try writer.flush(durable: true) },
      { try writer.close() },
    ]
    for call in calls {
      let error = #expect(throws: LogError.self) { try call() }
      #expect(error?.code == .writeFailed)
    }
  }

  @Test(arguments: [1, 3])
  func needsNewBlockWhenRecordsOutweighTheKeyframeRatio(ratio: Int) throws {
    let writer = try LogWriter(
      path: LogFixture.temporaryPath(),
      options: .init(minRecordsPerBlock: 2, keyframeRatio: ratio, minBlockBytes: 0))
    try writer.writeHeader(LogFixture.header(), time: 0)
    let keyframe = LogFixture.keyframe(seq: 0)
    try writer.startBlock(keyframe: keyframe, seq: 0, time: 0)
    var seq: UInt64 = 0
    var deltaBytes = 0
    while deltaBytes <= (keyframe.count + 1) * ratio {
      #expect(!writer.needsNewBlock)
      seq += 1
      try writer.append(LogFixture.action(seq: seq))
      deltaBytes += LogFixture.action(seq: seq).count + 1
    }
    #expect(writer.needsNewBlock)
    try writer.close()
  }

  @Test func aBlockUnderTheMinimumBytesIsNotCutByTheKeyframeRatio() throws {
    let writer = try LogWriter(
      path: LogFixture.temporaryPath(),
      options: .init(minRecordsPerBlock: 2, keyframeRatio: 1, minBlockBytes: 4096))
    try writer.writeHeader(LogFixture.header(), time: 0)
    let keyframe = LogFixture.keyframe(seq: 0)
    try writer.startBlock(keyframe: keyframe, seq: 0, time: 0)
    var seq: UInt64 = 0
    var blockBytes = keyframe.count + 1
    while blockBytes < 4096 {
      #expect(!writer.needsNewBlock)
      seq += 1
      try writer.append(LogFixture.action(seq: seq))
      blockBytes += LogFixture.action(seq: seq).count + 1
    }
    #expect(blockBytes - keyframe.count - 1 > keyframe.count + 1, "the ratio rule alone would cut")
    #expect(writer.needsNewBlock)
    try writer.close()
  }
}
