import Foundation
import LogFormat
import LogReading

@testable import ActionLog

/// Damage done to a log file on disk, as a crash or a bad disk would.
enum LogDamage {
  /// Cuts the file in the middle of its last data block, as a crash mid-write would; returns that
  /// block as it was.
  static func cutLastDataBlock(of path: String) throws -> BlockInfo? {
    guard let last = try LogFile(path: path).blocks.last(where: { $0.kind == .data }) else {
      return nil
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(last.offset + last.compressedSize / 2).write(to: URL(fileURLWithPath: path))
    return last
  }

  /// Flips bits in `count` bytes in the middle of data block `number`'s deflate stream (two by
  /// default: more than the index's check table puts right); returns that block.
  static func flipBits(inDataBlock number: Int, of path: String, count: Int = 2) throws
    -> BlockInfo
  {
    let block = try LogFile(path: path).blocks.filter { $0.kind == .data }[number]
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let middle = block.offset + block.compressedSize / 2
    for index in middle..<(middle + count) { bytes[index] ^= 0x5A }
    try bytes.write(to: URL(fileURLWithPath: path))
    return block
  }
}
