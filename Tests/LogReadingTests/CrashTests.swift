import Foundation
import Synchronization
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct CrashTests {
  @Test(arguments: [1, 4, 16])
  func killedWriterLosesAtMostTheUnflushedBatch(flushEvery: Int) throws {
    let source = LogFixture.temporaryPath()
    let path = LogFixture.temporaryPath()
    var options = LogFixture.smallBlocks
    options.flushEvery = flushEvery
    try LogFixture.writeLog(at: source, actions: 40, options: options, close: false) {
      _, lines in
      // What a SIGKILL right now would leave on disk: exactly the bytes written so far.
      try LogFixture.write(try LogFixture.bytes(of: source), to: path)
      let log = try LogFile(path: path)
      guard case .crashed = log.status else {
        Issue.record("status \(log.status)")
        return
      }
      let read = try LogFixture.allLines(log)
      #expect(LogFixture.isPrefix(read, of: lines))
      #expect(lines.count - read.count < flushEvery + 1)
    }
  }

  @Test func copiesTakenWhileWritingAreAlwaysRecordPrefixes() throws {
    let source = LogFixture.temporaryPath()
    let snapshots = Mutex<[Data]>([])
    let done = Mutex(false)
    let copier = Thread {
      while !done.withLock({ $0 }) {
        if let data = FileManager.default.contents(atPath: source) {
          snapshots.withLock { $0.append(data) }
        }
        usleep(1000)
      }
    }
    try LogFixture.write([], to: source)
    copier.start()
    let lines = try LogFixture.writeLog(at: source, actions: 600, close: false) { _, _ in }
    done.withLock { $0 = true }
    while !copier.isFinished { usleep(1000) }
    let path = LogFixture.temporaryPath()
    let taken = snapshots.withLock { $0 }
    for snapshot in taken {
      try LogFixture.write(snapshot, to: path)
      do {
        let read = try LogFixture.allLines(try LogFile(path: path))
        #expect(LogFixture.isPrefix(read, of: lines))
      } catch let error as LogError {
        #expect([.empty, .truncated].contains(error.code), "\(error)")
      }
    }
  }
}

@Suite struct CloseCrashTests {
  @Test func crashWhileWritingTheIndexKeepsEveryRecord() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 50)
    let closed = try LogFile(path: source)
    let last = try #require(closed.blocks.last)
    let bytes = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    try LogFixture.write(bytes[0..<(last.offset + last.compressedSize + 30)], to: path)
    let log = try LogFile(path: path)
    // Every block was sealed before the index was written: the index is what is damaged, and no
    // seq is lost.
    guard case .damaged(let errors) = log.status else {
      Issue.record("status \(log.status)")
      return
    }
    #expect(errors.map(\.message).allSatisfy { $0.contains("the block index") })
    #expect(log.survey().gaps.isEmpty)
    #expect(log.blocks == closed.blocks)
    #expect(try LogFixture.allLines(log) == lines)
  }

  @Test func crashBeforeTheSizeIsPatchedStillFindsEveryBlock() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 50)
    let closed = try LogFile(path: source)
    let middle = closed.blocks[closed.blocks.count / 2]
    let last = try #require(closed.blocks.last)
    var bytes = Array(try LogFixture.bytes(of: source)[0..<(last.offset + last.compressedSize)])
    for index in 20..<28 { bytes[middle.offset + index] = 0 }
    let path = LogFixture.temporaryPath()
    try LogFixture.write(bytes, to: path)
    let log = try LogFile(path: path)
    #expect(log.blocks.map(\.offset) == closed.blocks.map(\.offset))
    #expect(log.blocks.allSatisfy { $0.sealed })
    #expect(try LogFixture.allLines(log) == lines)
  }
}
