import ArgumentParser

/// A failure the CLI reports as one line on stderr and a documented exit code.
struct CLIError: Error, Equatable {
  /// What went wrong, e.g. `seq 99 is beyond the last state #12`.
  var what: String
  /// How to fix it, e.g. `pick a seq in 0…12`.
  var fix: String
  /// The process exit code.
  var exitCode: ExitCode

  /// `<what>; <how to fix>`, on one line.
  var line: String {
    let text = fix.isEmpty ? what : "\(what); \(fix)"
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// Exit 1: the log cannot be read at all.
  static func unreadable(_ what: String, fix: String) -> CLIError {
    CLIError(what: what, fix: fix, exitCode: ExitCode(1))
  }

  /// Exit 3: the log is damaged where the command needed it.
  static func damaged(_ what: String, fix: String) -> CLIError {
    CLIError(what: what, fix: fix, exitCode: ExitCode(3))
  }

  /// Exit 4: the seq, pointer, marker or time is not in this log.
  static func notInLog(_ what: String, fix: String) -> CLIError {
    CLIError(what: what, fix: fix, exitCode: ExitCode(4))
  }

  /// Exit 5: an output file cannot be written.
  static func cannotWrite(_ what: String, fix: String) -> CLIError {
    CLIError(what: what, fix: fix, exitCode: ExitCode(5))
  }

  /// Exit 64: the arguments are malformed.
  static func usage(_ what: String, fix: String) -> CLIError {
    CLIError(what: what, fix: fix, exitCode: .validationFailure)
  }
}

extension CLIError {
  /// Runs `body`, turning any library error into a `CLIError`.
  static func catching<T>(_ body: () throws -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw CLIError(error)
    }
  }
}
