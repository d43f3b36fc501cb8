import CZlib
import Foundation

/// The naive baseline of issue 3: every action logged with the full state after it, as one
/// NDJSON line, the whole file gzip-compressed at the default level.
final class NaiveStateLog<State: Encodable, Action: Encodable> {
  private var lines: [UInt8] = []
  private let encoder = JSONEncoder()
  private(set) var actions = 0

  private struct Line: Encodable {
    var seq: Int
    var action: Action
    var state: State
  }

  /// Appends one line with the action and the full state after it.
  func log(action: Action, state: State) {
    actions += 1
    guard let data = try? encoder.encode(Line(seq: actions, action: action, state: state)) else {
      return
    }
    lines.append(contentsOf: data)
    lines.append(10)
  }

  /// The size of the gzip-compressed NDJSON file.
  func compressedSize() throws -> Int {
    let path = NSTemporaryDirectory() + "tt-bench-naive-\(UUID().uuidString).ndjson.gz"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try RawZlibWriter(path: path)
    try writer.appendRaw(lines)
    try writer.finish()
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    return size ?? 0
  }
}

extension RawZlibWriter {
  /// Deflates bytes without a flush (a plain gzip of a whole file).
  func appendRaw(_ bytes: [UInt8]) throws {
    var start = 0
    while start < bytes.count {
      let end = min(start + 1 << 20, bytes.count)
      try deflateAndWrite(Array(bytes[start..<end]), flush: Z_NO_FLUSH)
      start = end
    }
  }
}
