import ActionLog
import Foundation
import LogFormat
import LogReading
import Testing

/// Every bad input ends with its documented exit code and one line on stderr, never a trap.
@Suite struct BadInputTests {
  /// How to spoil the workspace before running the command.
  enum Spoil: Sendable {
    case none, emptyFile, randomBytes, cutInsideHeader, cutInsideData, futureVersion, damagedBlock
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var spoil: Spoil
    var arguments: [String]
    var exitCode: Int32
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing file", spoil: .none, arguments: ["info", "$DIR/nope.ttlog"], exitCode: 1,
      message: "tt-debug: $DIR/nope.ttlog: "),
    Case(
      name: "directory", spoil: .none, arguments: ["show", "$DIR/no-logs", "1"], exitCode: 1,
      message: "tt-debug: $DIR/no-logs: "),
    Case(
      name: "empty file", spoil: .emptyFile, arguments: ["log", "$LOG"], exitCode: 1,
      message: "tt-debug: $DIR/session.ttlog: the file is empty"),
    Case(
      name: "random bytes", spoil: .randomBytes, arguments: ["info", "$LOG"], exitCode: 1,
      message: "tt-debug: $DIR/session.ttlog: not a tt-debug log"),
    Case(
      name: "cut inside the header", spoil: .cutInsideHeader, arguments: ["verify", "$LOG"],
      exitCode: 1, message: "tt-debug: $DIR/session.ttlog: "),
    Case(
      name: "future version", spoil: .futureVersion, arguments: ["jump", "$LOG", "1"], exitCode: 1,
      message:
        "tt-debug: $DIR/session.ttlog: written by format 4.4; this reader understands 1.x–3.x — upgrade tt-debug\n"
    ),
    Case(
      name: "cut inside data", spoil: .cutInsideData, arguments: ["verify", "$LOG"], exitCode: 3,
      message: "tt-debug: $DIR/session.ttlog has 1 problem; run `tt-debug recover"),
    Case(
      name: "damaged block", spoil: .damagedBlock, arguments: ["verify", "$LOG"], exitCode: 3,
      message: "tt-debug: $DIR/session.ttlog has 1 problem;"),
    Case(
      name: "state in a damaged block", spoil: .damagedBlock, arguments: ["show", "$LOG", "4"],
      exitCode: 3, message: "tt-debug: state 4 is lost: it is in the gap #4…"),
    Case(
      name: "seq out of range", spoil: .none, arguments: ["show", "$LOG", "99"], exitCode: 4,
      message: "tt-debug: seq 99 is not in this log; pick a seq in 0…6"),
    Case(
      name: "diff out of range", spoil: .none, arguments: ["diff", "$LOG", "2", "7"], exitCode: 4,
      message: "tt-debug: seq 7 is not in this log; pick a seq in 0…6"),
    Case(
      name: "diff of the first state alone", spoil: .none, arguments: ["diff", "$LOG", "0"],
      exitCode: 4,
      message: "tt-debug: #0 is the log's first state: no state before it to diff against; see "
        + "it whole with `tt-debug show $DIR/session.ttlog 0`, or compare it with a later one: "
        + "`tt-debug diff $DIR/session.ttlog 0 6`"),
    Case(
      name: "pointer leads nowhere", spoil: .none,
      arguments: ["show", "$LOG", "2", "--pointer", "/path/5"], exitCode: 4,
      message: "tt-debug: the state at #2 has nothing at /path/5; check the pointer"),
    Case(
      name: "malformed pointer", spoil: .none,
      arguments: ["show", "$LOG", "2", "--pointer", "path"],
      exitCode: 64, message: "tt-debug: 'path' is not a JSON Pointer"),
    Case(
      name: "bad target", spoil: .none, arguments: ["jump", "$LOG", "banana"], exitCode: 64,
      message: "tt-debug: 'banana' is not a target; use a seq (42), first, last"),
    Case(
      name: "no such marker", spoil: .none, arguments: ["jump", "$LOG", "@refund"], exitCode: 4,
      message: "tt-debug: no marker contains 'refund'"),
    Case(
      name: "time past the end", spoil: .none, arguments: ["jump", "$LOG", "60s"], exitCode: 4,
      message: "tt-debug: +60.000s is past the end of the session"),
    Case(
      name: "seq that is not a number", spoil: .none, arguments: ["show", "$LOG", "x1"],
      exitCode: 64, message: "tt-debug: 'x1' is not a target"),
    Case(
      name: "missing target", spoil: .none, arguments: ["jump", "$LOG"], exitCode: 64,
      message: "tt-debug: missing the argument <target>"),
    Case(
      name: "missing argument", spoil: .none, arguments: ["diff", "$LOG"], exitCode: 64,
      message: "tt-debug: missing the argument <a>"),
    Case(
      name: "unknown option", spoil: .none, arguments: ["log", "$LOG", "--colour"], exitCode: 64,
      message: "tt-debug: unknown option '--colour'"),
    Case(
      name: "bad color", spoil: .none, arguments: ["log", "$LOG", "--color", "pink"], exitCode: 64,
      message: "tt-debug: the value 'pink' is invalid for --color <color>"),
    Case(
      name: "recover onto itself", spoil: .none, arguments: ["recover", "$LOG", "-o", "$LOG"],
      exitCode: 64, message: "tt-debug: --output is the log itself"),
  ]

  @Test(arguments: cases)
  func badInputExitsWithItsCodeAndOneLine(_ test: Case) throws {
    let workspace = try Workspace()
    try spoil(workspace.log, test.spoil)
    // A folder that holds no log (a folder that holds one stands for its newest).
    try FileManager.default.createDirectory(
      atPath: workspace.directory + "/no-logs", withIntermediateDirectories: true)
    let arguments = test.arguments.map {
      $0.replacingOccurrences(of: "$LOG", with: workspace.log)
        .replacingOccurrences(of: "$DIR", with: workspace.directory)
    }
    let result = try workspace.run(arguments)
    #expect(result.exitCode == test.exitCode)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "stderr must be one line: \(result.stderr)")
    #expect(result.stderr.hasPrefix(test.message), "\(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    if test.arguments.first != "verify" { #expect(result.stdout == "") }
  }

  @Test func truncatedDataStillOpensAsCrashed() throws {
    let workspace = try Workspace()
    try spoil(workspace.log, .cutInsideData)
    let result = try workspace.run(["info", workspace.log])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("status   crashed: not closed; recovered"))
  }

  private func spoil(_ path: String, _ spoil: Spoil) throws {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    switch spoil {
    case .none: return
    case .emptyFile: bytes = []
    case .randomBytes:
      var state: UInt64 = 42
      bytes = (0..<2048).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      }
      bytes[0] = 0x42
    case .cutInsideHeader: bytes = Array(bytes.prefix(30))
    case .cutInsideData:
      let log = try LogFile(path: path)
      bytes = Array(bytes.prefix(log.blocks[2].offset + log.blocks[2].compressedSize / 2))
    case .futureVersion:
      // A newer writer writes its major in every block.
      for block in try LogFile(path: path).blocks { bytes[block.offset + 16] = 4 }
    case .damagedBlock:
      let log = try LogFile(path: path)
      bytes[log.blocks[2].offset + 60] ^= 0xFF
      bytes[log.blocks[2].offset + 61] ^= 0xFF
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
