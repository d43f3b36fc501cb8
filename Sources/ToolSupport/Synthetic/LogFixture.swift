import Foundation
import LogFormat
import LogReading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds small logs with predictable records, for the format's and the reader's tests.
///
/// ```swift
/// let lines = try LogFixture.writeLog(at: LogFixture.temporaryPath(), actions: 3)
/// print(lines.count)
/// ```
///
/// ```text
/// 5
/// ```
package enum LogFixture {
  /// A fresh path in a new folder of the test process's scratch folder.
  package static func temporaryPath(_ name: String = "test.ttlog") -> String {
    ((try? ScratchFolder.folder("format")) ?? ScratchFolder.root) + "/" + name
  }

  /// The header record every fixture log starts with.
  package static func header() -> [UInt8] {
    Array(#"{"t":"header","seq":0,"format":"ttlog","app":"FormatTests"}"#.utf8)
  }

  /// The keyframe at `seq`.
  package static func keyframe(seq: UInt64) -> [UInt8] {
    Array(#"{"t":"key","seq":\#(seq),"state":{"count":\#(seq),"title":"screen \#(seq % 7)"}}"#.utf8)
  }

  /// The action at `seq`.
  package static func action(seq: UInt64) -> [UInt8] {
    Array(
      #"{"t":"action","seq":\#(seq),"action":{"increment":{"by":\#(seq % 5)}},"delta":[]}"#.utf8)
  }

  /// Options that cut a block every few hundred bytes, so small logs have many blocks.
  package static let smallBlocks = LogWriter.Options(blockByteLimit: 600, minRecordsPerBlock: 4)

  /// Writes a header, then `actions` action records, starting blocks when the writer asks.
  ///
  /// - Parameter afterEach: Called after every record with the lines written so far.
  /// - Returns: Every line written, in file order.
  @discardableResult
  package static func writeLog(
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
  package static func allLines(_ log: LogFile) throws -> [[UInt8]] {
    try log.blocks.indices.flatMap { try log.records(inBlock: $0).map(\.line) }
  }

  /// The bytes of the file at `path`.
  package static func bytes(of path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// Replaces the file at `path` with `bytes` (plain POSIX calls: Foundation's writer syncs).
  package static func write(_ bytes: some Sequence<UInt8>, to path: String) throws {
    let fd = try POSIXFile.openFile(path, O_WRONLY | O_CREAT | O_TRUNC).get()
    defer { _ = POSIXFile.closeFile(fd) }
    if let failure = POSIXFile.writeAll(fd, Array(bytes)) { throw failure }
  }

  /// `true` when `part` equals `whole[0..<part.count]`.
  package static func isPrefix(_ part: [[UInt8]], of whole: [[UInt8]]) -> Bool {
    part.count <= whole.count && zip(part, whole).allSatisfy { $0 == $1 }
  }
}
