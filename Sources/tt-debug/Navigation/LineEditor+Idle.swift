import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LineEditor {
  /// Calls `onIdle` every `milliseconds` while the prompt waits for a key. When it printed
  /// something (it returns `true`), the prompt and the text typed so far are drawn again below.
  ///
  /// `open --follow` prints the records that land while the user is at the prompt this way.
  func wake(every milliseconds: Int32, _ onIdle: @escaping () -> Bool) {
    IdleReader.milliseconds = milliseconds
    IdleReader.onIdle = onIdle
    ttd_editor_read_with(editor) { _, character in IdleReader.read(into: character) }
  }

  /// Clears the line the prompt is on, so lines printed while it waits start at column 0.
  static func clearPromptLine() {
    Terminal.writeControl("\r\u{1B}[K")
  }
}

/// libedit's character reader for a prompt that wakes while it waits. A C callback cannot
/// capture, so the one prompt of the process keeps its hook here.
private enum IdleReader {
  nonisolated(unsafe) static var milliseconds: Int32 = 250
  nonisolated(unsafe) static var onIdle: () -> Bool = { false }
  /// The key bound to redraw the line (Ctrl-]).
  static let redraw: wchar_t = 0x1d

  /// libedit's `EL_GETCFN`: 1 and a character, 0 at end of input, -1 on an error.
  static func read(into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    while true {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready > 0 {
        guard let scalar = readScalar() else { return 0 }
        character?.pointee = wchar_t(truncatingIfNeeded: scalar)
        return 1
      }
      if ready < 0, errno != EINTR { return -1 }
      if ready == 0, onIdle() {
        character?.pointee = redraw
        return 1
      }
    }
  }

  /// One UTF-8 character from stdin, or `nil` at its end.
  private static func readScalar() -> UInt32? {
    guard let lead = readByte() else { return nil }
    let length =
      lead < 0x80
      ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 1
    guard length > 1 else { return UInt32(lead) }
    var value = UInt32(lead) & (0xff >> (length + 1))
    for _ in 1..<length {
      guard let next = readByte() else { return nil }
      value = value << 6 | UInt32(next & 0x3f)
    }
    return value
  }

  private static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      #if canImport(Glibc)
      let count = Glibc.read(STDIN_FILENO, &byte, 1)
      #else
      let count = Darwin.read(STDIN_FILENO, &byte, 1)
      #endif
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}
