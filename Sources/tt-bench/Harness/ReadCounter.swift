import Foundation

/// Bytes this process has read through `read(2)`/`pread(2)`, from `/proc/self/io` (`rchar`).
enum ReadCounter {
  /// The current `rchar` value, or `nil` where `/proc/self/io` is unavailable.
  static func bytesRead() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
      return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }
}
