import Foundation
import LogFormat
import LogReading
import Testing
import ToolSupport

@testable import ActionLog
@testable import Replay

/// Every sample log damaged every way a sync service, a disk or a truncating upload might: each
/// byte of a sealed data block flipped in turn, a seeded sample of bytes elsewhere, and a cut at
/// every byte offset. Each copy is read as `tt-debug` reads it (see ``DamageSweep``).
@Suite struct DamageSweepTests {
  static let samples = ["split-view", "app-root", "sign-up", "tab-stack"]
  /// Each sample as format 2.0 writes it (one long data block) and as format 1.0 wrote it (several
  /// short blocks, so damage leaves intact blocks on both sides).
  static let logs = samples.map { samplePath($0) } + samples.map { formatOnePath($0) }

  static func samplePath(_ name: String) -> String {
    repository.appendingPathComponent("samples/logs/\(name).ttlog").path
  }

  /// The committed format-1.0 log of a sample (several data blocks).
  static func formatOnePath(_ name: String) -> String {
    repository.appendingPathComponent("Tests/Fixtures/format-1.0/\(name).ttlog").path
  }

  private static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  static func workspace() throws -> String {
    try ScratchFolder.folder("sweep")
  }

  @Test(arguments: logs) func flippingEveryByteOfADataBlockKeepsEveryCommandHonest(
    path: String
  ) throws {
    let sample = URL(fileURLWithPath: path).pathComponents.suffix(2).joined(separator: "/")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let log = try LogFile(path: path)
    let data = log.blocks.filter { $0.kind == .data }
    // The second data block when there is one: its damage leaves intact blocks on both sides.
    let block = data.count > 1 ? data[1] : data[0]
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sweep = try DamageSweep(originalPath: path, directory: directory)
    var tally = DamageSweep.Tally()
    for offset in block.offset..<(block.offset + block.compressedSize) {
      var copy = bytes
      copy[offset] ^= UInt8(1 << (offset % 8))
      try sweep.check(copy, label: "\(sample) flip at \(offset)", into: &tally)
    }
    // A seeded sample of single-bit flips anywhere else: header block, other blocks, the index.
    var random = SeededGenerator(seed: 15)
    for _ in 0..<100 {
      var offset = Int.random(in: 0..<bytes.count, using: &random)
      if offset >= block.offset, offset < block.offset + block.compressedSize {
        offset = (offset + block.compressedSize) % bytes.count
      }
      var copy = bytes
      copy[offset] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
      try sweep.check(copy, label: "\(sample) flip at \(offset) (seeded)", into: &tally)
    }
    print("damage sweep, \(sample), flips: \(tally)")
    #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    #expect(tally.damaged > 0)
  }

  @Test func cuttingASampleAtEveryByteKeepsEveryCommandHonest() throws {
    let path = Self.samplePath("tab-stack")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sweep = try DamageSweep(originalPath: path, directory: directory)
    var tally = DamageSweep.Tally()
    for cut in 1..<bytes.count {
      try sweep.check(Array(bytes[0..<cut]), label: "cut at \(cut)", into: &tally)
    }
    print("damage sweep, tab-stack, cuts: \(tally)")
    #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
  }
}
