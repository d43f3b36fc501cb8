import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct TruncationTests {
  /// Opens `bytes` as a log and returns every readable record line, or `nil` when opening fails
  /// with an error a cut-off file may give.
  private func readableLines(_ bytes: ArraySlice<UInt8>, at path: String) throws -> [[UInt8]]? {
    try LogFixture.write(bytes, to: path)
    let log: LogFile
    do {
      log = try LogFile(path: path)
    } catch let error as LogError {
      #expect([.empty, .truncated].contains(error.code), "cut at \(bytes.count): \(error)")
      return nil
    }
    return try LogFixture.allLines(log)
  }

  @Test func cutAtEveryByteYieldsAPrefixOfTheRecords() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 30)
    let bytes = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    var longest = 0
    for cut in 0...bytes.count {
      guard let read = try readableLines(bytes[0..<cut], at: path) else { continue }
      #expect(LogFixture.isPrefix(read, of: lines), "cut at \(cut)")
      #expect(read.count >= longest, "cut at \(cut) lost records an earlier cut kept")
      longest = max(longest, read.count)
    }
    #expect(longest == lines.count)
  }

  @Test func cutAfterAnyFlushKeepsEveryRecordWrittenSoFar() throws {
    let source = LogFixture.temporaryPath()
    var sizes: [(bytes: Int, records: Int)] = []
    let lines = try LogFixture.writeLog(at: source, actions: 60, close: false) { writer, lines in
      sizes.append((writer.stats.fileBytes, lines.count))
    }
    let bytes = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    for (size, count) in sizes {
      let read = try #require(try readableLines(bytes[0..<size], at: path))
      #expect(read == Array(lines[0..<count]), "cut at \(size)")
    }
  }
}
