import Foundation

/// Runs this executable again as a child process, so a trap in the child is counted, not suffered.
struct ChildProcess {
  /// How a child ended.
  enum Ending: Equatable {
    /// Exited with a status.
    case exited(Int32)
    /// Killed by a signal: a trap (SIGILL, SIGTRAP, SIGSEGV, SIGABRT, SIGBUS) or our SIGKILL.
    case signalled(Int32)

    /// Whether the child died of a crash signal rather than exiting or being killed by us.
    var isTrap: Bool {
      guard case .signalled(let signal) = self else { return false }
      return signal != SIGKILL
    }
  }

  /// What a finished child left behind.
  struct Outcome {
    var ending: Ending
    var output: String
  }

  private let process = Process()
  private let stdout = Pipe()

  /// Starts `tt-drills <arguments>`.
  ///
  /// - Throws: When the executable cannot be started.
  init(arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: Self.executablePath)
    process.arguments = arguments
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// The child's process id.
  var pid: Int32 { process.processIdentifier }

  /// Sends SIGKILL.
  func kill() {
    _ = Foundation.kill(process.processIdentifier, SIGKILL)
  }

  /// Reads the child's output to its end and waits for it to exit.
  func finish() -> Outcome {
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let ending: Ending =
      process.terminationReason == .uncaughtSignal
      ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    return Outcome(ending: ending, output: String(decoding: data, as: UTF8.self))
  }

  /// Runs `tt-drills <arguments>` to its end.
  ///
  /// - Throws: When the executable cannot be started.
  static func run(_ arguments: [String]) throws -> Outcome {
    try ChildProcess(arguments: arguments).finish()
  }

  /// This executable, resolved through /proc on Linux so a relative argv[0] still works.
  static var executablePath: String {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}
