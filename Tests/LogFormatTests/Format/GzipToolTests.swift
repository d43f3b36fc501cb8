import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@Suite struct GzipToolTests {
  /// Runs a shell pipeline and returns its exit status and standard output.
  private func shell(_ command: String) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func gzipAcceptsAClosedLog() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 120)
    #expect(try shell("gzip -t '\(path)'").status == 0)
  }

  @Test func gzipAndJqPrintEveryRecordAsOneLine() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(
      at: path, actions: 120, options: LogWriter.Options(segmentRecords: 8))
    let (status, output) = try shell("gzip -dc '\(path)' | jq -c .")
    #expect(status == 0)
    let expected = lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
    #expect(withoutSegRecords(output) == expected)
    #expect(String(decoding: output, as: UTF8.self).contains(#"{"t":"seg","crc":"#))
  }

  @Test func gzipReadsTheFlushedRecordsOfAnOpenLog() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: path, actions: 40, close: false)
    let (_, output) = try shell("gzip -dc '\(path)' 2>/dev/null | jq -c .")
    let expected = lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
    #expect(withoutSegRecords(output) == expected)
  }

  /// The lines of `output` but the `seg` records that end each segment of a block.
  private func withoutSegRecords(_ output: Data) -> String {
    String(decoding: output, as: UTF8.self).split(separator: "\n")
      .filter { !$0.hasPrefix(#"{"t":"seg""#) }.map { $0 + "\n" }.joined()
  }
}
