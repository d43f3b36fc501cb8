import Foundation
import Synchronization
import Testing

@testable import ActionLog

/// Builds small logs with predictable records for the format tests.
enum LogFixture {
  /// A fresh path in a new temporary directory.
  static func temporaryPath(_ name: String = "test.ttlog") -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ttlog-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }

  static func header() -> [UInt8] {
    Array(#"{"t":"header","seq":0,"format":"ttlog","app":"FormatTests"}"#.utf8)
  }

  static func keyframe(seq: UInt64) -> [UInt8] {
    Array(#"{"t":"key","seq":\#(seq),"state":{"count":\#(seq),"title":"screen \#(seq % 7)"}}"#.utf8)
  }

  static func action(seq: UInt64) -> [UInt8] {
    Array(#"{"t":"action","seq":\#(seq),"action":{"increment":{"by":\#(seq % 5)}},"delta":[]}"#.utf8)
  }

  /// Options that cut a block every few hundred bytes, so small logs have many blocks.
  static let smallBlocks = LogWriter.Options(blockByteLimit: 600, minRecordsPerBlock: 4)

  /// Writes a header, then `actions` action records, starting blocks when the writer asks.
  ///
  /// - Parameter afterEach: Called after every record with the lines written so far.
  /// - Returns: Every line written, in file order.
  @discardableResult
  static func writeLog(
    at path: String, actions: Int, options: LogWriter.Options = smallBlocks, close: Bool = true,
    afterEach: (LogWriter, [[UInt8]]) throws -> Void = { _, _ in }
  ) throws -> [[UInt8]] {
    let writer = try LogWriter(path: path, options: options)
    var lines = [header()]
    try writer.writeHeader(lines[0], time: 1_700_000_000_000)
    try writer.startBlock(keyframe: keyframe(seq: 0), seq: 0, time: 1_700_000_000_000)
    lines.append(keyframe(seq: 0))
    try afterEach(writer, lines)
    for seq in 1...UInt64(max(1, actions)) {
      try writer.append(action(seq: seq))
      lines.append(action(seq: seq))
      try afterEach(writer, lines)
      if writer.needsNewBlock {
        try writer.startBlock(keyframe: keyframe(seq: seq), seq: seq, time: 1_700_000_000_000 + seq)
        lines.append(keyframe(seq: seq))
        try afterEach(writer, lines)
      }
    }
    if close { try writer.close() }
    return lines
  }

  /// Every record line of every block, in order.
  static func allLines(_ log: LogFile) throws -> [[UInt8]] {
    try log.blocks.indices.flatMap { try log.records(inBlock: $0).map(\.line) }
  }

  static func bytes(of path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static func write(_ bytes: some Sequence<UInt8>, to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// `true` when `part` equals `whole[0..<part.count]`.
  static func isPrefix(_ part: [[UInt8]], of whole: [[UInt8]]) -> Bool {
    part.count <= whole.count && zip(part, whole).allSatisfy { $0 == $1 }
  }
}

/// A small seeded generator (SplitMix64) so random tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
