import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct BadInputTests {
  private func openingFails(_ path: String, with code: LogError.Code) {
    let error = #expect(throws: LogError.self) { _ = try LogFile(path: path) }
    #expect(error?.code == code)
    #expect(error?.message.isEmpty == false)
  }

  @Test func emptyFileIsReportedAsEmpty() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.write([], to: path)
    openingFails(path, with: .empty)
  }

  @Test func randomBytesAreNotALog() throws {
    var random = SeededGenerator(seed: 42)
    let path = LogFixture.temporaryPath()
    for length in [1, 10, 100, 5000] {
      try LogFixture.write(
        (0..<length).map { _ in UInt8.random(in: 0...0x1e, using: &random) }, to: path)
      openingFails(path, with: .notALog)
    }
  }

  @Test func plainGzipOfSomethingElseIsNotALog() throws {
    let text = LogFixture.temporaryPath("notes.txt")
    try LogFixture.write(Array("just some notes\n".utf8), to: text)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "gzip -k '\(text)'"]
    try process.run()
    process.waitUntilExit()
    openingFails(text + ".gz", with: .notALog)
  }

  @Test func directoryIsReported() {
    openingFails(FileManager.default.temporaryDirectory.path, with: .isDirectory)
  }

  @Test func missingFileIsReported() {
    openingFails("/nonexistent/session.ttlog", with: .notFound)
  }

  // Root reads through permission bits, so the check only means something for other users.
  @Test(.disabled(if: getuid() == 0, "root reads through permission bits"))
  func unreadableFileIsReported() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 5)
    chmod(path, 0)
    openingFails(path, with: .unreadable)
  }

  @Test func blockOutOfRangeIsAnError() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 5)
    let log = try LogFile(path: path)
    #expect(throws: LogError.self) { try log.records(inBlock: log.blocks.count) }
    #expect(throws: LogError.self) { try log.records(inBlock: -1) }
  }
}
