import Foundation
import JSONTree
import LinkMirror
import LogReading
import Replay
import Testing
import ToolSupport

/// `attach`'s copy of the streamed log: every line written again gives the app's log, and a gap
/// in the stream loses only the states up to the next keyframe, named as dropped.
@Suite("Log mirror")
@MainActor
struct LogMirrorTests {
  /// A synthetic log with small blocks, and its lines as the link streams them.
  private func recorded(_ name: String) throws -> (path: String, lines: [String]) {
    let path = TestPaths.log(name)
    _ = try SyntheticRecording.record(
      actions: 600, size: .small, seed: 11, to: path, minBlockBytes: 2_048)
    let lines = try TestPaths.gunzip(path).split(separator: 0x0A).map {
      String(decoding: $0, as: UTF8.self)
    }.filter { !$0.hasPrefix(#"{"t":"seg","#) }
    return (path, lines)
  }

  private static func seq(of line: String) -> UInt64? {
    switch (try? JSONValue(parsing: line))?["seq"] {
    case .int(let value)?: UInt64(exactly: value)
    case .uint(let value)?: value
    default: nil
    }
  }

  @Test func everyLineWrittenAgainIsTheAppsLog() throws {
    let (path, lines) = try recorded("mirror-source")
    let copy = TestPaths.log("mirror-copy")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: copy)
    }
    let mirror = try LogMirror(path: copy)
    for line in lines { #expect(mirror.take(line)) }
    mirror.close()
    let app = try Timeline(path: path)
    let mirrored = try Timeline(path: copy)
    #expect(mirrored.lastSeq == app.lastSeq)
    for seq in stride(from: app.firstSeq, through: app.lastSeq, by: 7) {
      #expect(try mirrored.state(at: seq) == app.state(at: seq))
    }
    #expect(LogVerification(try LogFile(path: copy)).problems.isEmpty)
  }

  @Test func linesReachTheFileAtEachFlushBeforeTheMirrorCloses() throws {
    let (path, lines) = try recorded("mirror-flush-source")
    let copy = TestPaths.log("mirror-flush-copy")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: copy)
    }
    let mirror = try LogMirror(path: copy)
    defer { mirror.close() }
    let app = try Timeline(path: path)
    let half = lines.count / 2
    for line in lines[..<half] { mirror.take(line) }
    mirror.flush()
    let part = try Timeline(path: copy).lastSeq
    let keyframe = try #require(lines[..<half].last { $0.hasPrefix(#"{"t":"key","#) })
    #expect(part >= (Self.seq(of: keyframe) ?? .max))
    #expect(part < app.lastSeq)
    for line in lines[half...] where !line.hasPrefix(#"{"t":"close""#) { mirror.take(line) }
    mirror.flush()
    #expect(try Timeline(path: copy).lastSeq == app.lastSeq)
  }

  @Test func aGapLosesOnlyTheStatesBeforeTheNextKeyframe() throws {
    let (path, lines) = try recorded("mirror-gap-source")
    let copy = TestPaths.log("mirror-gap-copy")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: copy)
    }
    let keyframes = lines.indices.filter { lines[$0].hasPrefix(#"{"t":"key","#) }
    try #require(keyframes.count >= 4)
    // The link drops 10 lines in the middle of the second block.
    let cut = keyframes[1] + 5
    let mirror = try LogMirror(path: copy)
    for line in lines[..<cut] { mirror.take(line) }
    mirror.gap(count: 10)
    for line in lines[(cut + 10)...] { mirror.take(line) }
    mirror.close()
    #expect(mirror.failure == nil)
    let app = try Timeline(path: path)
    let mirrored = try Timeline(path: copy)
    // Every state from the next keyframe on is the app's, and the ones before the cut too.
    let resumed = try #require(
      Self.seq(of: lines[keyframes[2]]))
    for seq in resumed...app.lastSeq {
      #expect(try mirrored.state(at: seq) == app.state(at: seq), "#\(seq)")
    }
    #expect(try mirrored.state(at: 3) == app.state(at: 3))
    // The lost ones are a gap the reader names, never a wrong state.
    let lost = resumed - 1
    #expect(mirrored.gap(containing: lost) != nil)
    #expect(throws: (any Error).self) { try mirrored.state(at: lost) }
  }
}
