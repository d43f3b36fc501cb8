import CZlib
import Foundation

/// The naive baseline of the log-size figures: every action logged with the full state after it, as one
/// NDJSON line, the whole file gzip-compressed at the default level.
///
/// Lines are deflated as they come (no flush), so a 1,000,000-action session never holds its
/// gigabytes of text in memory; the result is the same single gzip stream.
final class NaiveStateLog<State: Encodable, Action: Encodable> {
  private var lines: [UInt8] = []
  private let encoder = JSONEncoder()
  private(set) var actions = 0
  private let path = NSTemporaryDirectory() + "tt-bench-naive-\(UUID().uuidString).ndjson.gz"
  private var writer: RawZlibWriter?
  private var failure: Error?

  private struct Line: Encodable {
    var seq: Int
    var action: Action
    var state: State
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Appends one line with the action and the full state after it.
  func log(action: Action, state: State) {
    actions += 1
    guard let data = try? encoder.encode(Line(seq: actions, action: action, state: state)) else {
      return
    }
    lines.append(contentsOf: data)
    lines.append(10)
    if lines.count >= 1 << 20 { deflatePending() }
  }

  private func deflatePending() {
    do {
      if writer == nil { writer = try RawZlibWriter(path: path) }
      try writer?.deflateAndWrite(lines, flush: Z_NO_FLUSH)
    } catch {
      failure = error
    }
    lines.removeAll(keepingCapacity: true)
  }

  /// The size of the gzip-compressed NDJSON file.
  func compressedSize() throws -> Int {
    deflatePending()
    if let failure { throw failure }
    try writer?.finish()
    writer = nil
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    return size ?? 0
  }
}
