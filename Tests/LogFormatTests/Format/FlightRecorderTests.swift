import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct FlightRecorderTests {
  private let cap = 16 * 1024
  private var options: LogWriter.Options {
    LogWriter.Options(blockByteLimit: 4096, minRecordsPerBlock: 64, maxFileBytes: cap)
  }

  @Test func fileStaysNearTheCapWhileRecording() throws {
    let path = LogFixture.temporaryPath()
    var largest = 0
    let lines = try LogFixture.writeLog(at: path, actions: 4000, options: options, close: false) {
      writer, _ in
      largest = max(largest, writer.stats.fileBytes)
    }
    #expect(largest <= cap + 1024)
    #expect(lines.count > 4000)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    #expect((size ?? .max) <= cap + 1024)
  }

  @Test func compactedLogIsValidAndKeepsTheNewestRecords() throws {
    let path = LogFixture.temporaryPath()
    var compactions = 0
    let lines = try LogFixture.writeLog(at: path, actions: 4000, options: options) { writer, _ in
      compactions = writer.stats.compactions
    }
    #expect(compactions > 0)
    let log = try LogFile(path: path)
    #expect(log.status == .closed)
    #expect(log.isTrimmed)
    #expect(log.header == LogFixture.header())
    #expect(try log.records(inBlock: 1).first?.kind == "key")
    let read = try LogFixture.allLines(log)
    #expect(read.first == LogFixture.header())
    let kept = Array(read.dropFirst())
    #expect(kept.count > 100)
    #expect(Array(lines.suffix(kept.count)) == kept)
    #expect(log.verify().isEmpty)
  }

  @Test func capBelowTheMinimumIsRefused() {
    let error = #expect(throws: LogError.self) {
      _ = try LogWriter(path: LogFixture.temporaryPath(), options: .init(maxFileBytes: 1000))
    }
    #expect(error?.code == .invalidArgument)
  }
}
