#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams and environment, without Foundation.
enum Terminal {
  /// Writes `text` and a newline to stdout.
  static func write(_ text: String) {
    writeAll(text + "\n", to: STDOUT_FILENO)
  }

  /// Writes `text` and a newline to stderr.
  static func writeError(_ text: String) {
    writeAll(text + "\n", to: STDERR_FILENO)
  }

  /// Whether stdout is a terminal.
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// Whether stderr is a terminal.
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Whether stdin is a terminal.
  static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// The value of an environment variable, or `nil`.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `code`.
  static func exit(_ code: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(code)
    #else
    Darwin.exit(code)
    #endif
  }

  /// Whether the tool's own colour codes pass to the output; set when a command's ``Style`` is on.
  nonisolated(unsafe) static var keepsStyles = false

  /// Writes `text` with every control character it holds written out (``TerminalText``).
  fileprivate static func writeAll(_ text: String, to descriptor: Int32) {
    writeBytes(TerminalText.escaped(text, keepingStyles: keepsStyles), to: descriptor)
  }

  /// Writes one of the tool's own terminal controls (clearing the screen or a line) as it is.
  static func writeControl(_ sequence: String) {
    writeBytes(sequence, to: STDOUT_FILENO)
  }

  private static func writeBytes(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

extension Terminal {
  /// Writes `text` to stdout without a newline (a prompt).
  static func writePrompt(_ text: String) {
    writeAll(text, to: STDOUT_FILENO)
  }
}

extension Terminal {
  /// Writes each line followed by a newline, in one write for short outputs.
  static func write(lines: some Sequence<String>, to descriptor: Int32 = STDOUT_FILENO) {
    var chunk = ""
    for line in lines {
      chunk += line
      chunk += "\n"
      if chunk.utf8.count >= 1 << 16 {
        writeAll(chunk, to: descriptor)
        chunk = ""
      }
    }
    if !chunk.isEmpty { writeAll(chunk, to: descriptor) }
  }
}

extension Terminal {
  /// Writes `line` to stderr; on a terminal broken between words to fit its width.
  static func writeFittedError(_ line: String) {
    let lines = stderrIsTerminal ? ScreenFit.wrap(line, width: TerminalSize.columns) : [line]
    write(lines: lines, to: STDERR_FILENO)
  }
}

extension Terminal {
  /// Writes `line` to stdout; on a terminal broken between words to fit its width.
  static func writeFitted(_ line: String) {
    write(lines: stdoutIsTerminal ? ScreenFit.wrap(line, width: TerminalSize.columns) : [line])
  }
}

extension Sequence<String> {
  /// Writes the lines to stdout.
  func writeLines() { Terminal.write(lines: self) }
}
