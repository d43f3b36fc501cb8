import Foundation

/// A tiny side file where a recording child overwrites, in place, the seqs it has sent and flushed.
///
/// Each value is a fixed-width line written with one `pwrite`, so a SIGKILL leaves either the old or
/// the new value, and the page cache keeps it after the process dies.
struct AckFile {
  /// Where each value lives in the file.
  enum Slot: Int {
    /// The seq of the action about to be sent.
    case sent = 0
    /// The last seq the recorder has flushed to the log file.
    case flushed = 1
  }

  private static let width = 24
  private let descriptor: Int32

  /// Creates (or truncates) the file.
  ///
  /// - Throws: `CocoaError` when the file cannot be created.
  init(path: String) throws {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
  }

  /// Overwrites `slot` with `value`.
  func write(_ value: UInt64, to slot: Slot) {
    let text = String(value).padding(toLength: Self.width - 1, withPad: " ", startingAt: 0) + "\n"
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { buffer in
      pwrite(descriptor, buffer.baseAddress, buffer.count, off_t(slot.rawValue * Self.width))
    }
  }

  /// Reads both slots back; a missing or unreadable slot reads as `nil`.
  static func read(path: String) -> (sent: UInt64?, flushed: UInt64?) {
    guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    func value(_ slot: Slot) -> UInt64? {
      guard lines.indices.contains(slot.rawValue) else { return nil }
      return UInt64(lines[slot.rawValue].trimmingCharacters(in: .whitespaces))
    }
    return (value(.sent), value(.flushed))
  }
}
