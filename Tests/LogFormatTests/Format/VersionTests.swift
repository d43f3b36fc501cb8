import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct VersionTests {
  /// Writes a log and rewrites the version bytes of every block header.
  private func logWithVersion(major: UInt8, minor: UInt8) throws -> (String, [[UInt8]]) {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: path, actions: 50)
    let blocks = try LogFile(path: path).blocks
    var bytes = try LogFixture.bytes(of: path)
    for block in blocks {
      bytes[block.offset + 16] = major
      bytes[block.offset + 17] = minor
    }
    try LogFixture.write(bytes, to: path)
    return (path, lines)
  }

  @Test func newerMajorVersionIsRefusedNamingBothVersions() throws {
    let (path, _) = try logWithVersion(major: 4, minor: 0)
    let error = #expect(throws: LogError.self) { _ = try LogFile(path: path) }
    #expect(error?.code == .unsupportedVersion)
    let message = error?.message ?? ""
    #expect(message.contains("format 4.0"))
    #expect(message.contains("1.x–3.x"))
    #expect(message.contains("upgrade tt-debug"))
  }

  @Test func theWriterWritesFormatThreePointFour() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 10)
    #expect(try LogFile(path: path).version == FormatVersion(major: 3, minor: 4))
    #expect(FormatVersion.current == .checkTables)
  }

  @Test func anOlderMajorVersionIsRead() throws {
    let (path, lines) = try logWithVersion(major: 1, minor: 0)
    let log = try LogFile(path: path)
    #expect(log.version == FormatVersion(major: 1, minor: 0))
    #expect(try LogFixture.allLines(log) == lines)
  }

  @Test func newerMinorVersionIsRead() throws {
    let (path, lines) = try logWithVersion(major: 1, minor: 7)
    let log = try LogFile(path: path)
    #expect(log.version == FormatVersion(major: 1, minor: 7))
    #expect(try LogFixture.allLines(log) == lines)
  }
}
