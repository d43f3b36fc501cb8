#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command lines of `open` read from a script (stdin not a terminal), each at most
/// ``maxBytes`` long, so that reading a stream with no line break (`< /dev/zero`) never grows
/// without bound.
///
/// ```swift
/// var lines = CommandLines(descriptor: STDIN_FILENO)
/// while case .line(let text) = lines.next() { print(text) }
/// ```
struct CommandLines {
  /// What one read produced.
  enum Input: Equatable {
    case line(String)
    /// A line longer than ``maxBytes``: the input is not a command script.
    case tooLong
    case end
  }

  /// The longest command line taken, in bytes.
  static let maxBytes = 16 << 10

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var ended = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line without its line break (a final line may lack one).
  mutating func next() -> Input {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        guard newline - start <= Self.maxBytes else { return .tooLong }
        var bytes = buffer[start..<newline]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        start = newline + 1
        return .line(String(decoding: bytes, as: UTF8.self))
      }
      guard buffer.count - start <= Self.maxBytes else { return .tooLong }
      if ended {
        guard start < buffer.count else { return .end }
        let rest = buffer[start...]
        start = buffer.count
        return .line(String(decoding: rest, as: UTF8.self))
      }
      fill()
    }
  }

  private mutating func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[0..<count])
    } else if count == 0 || errno != EINTR {
      ended = true
    }
  }
}
