import Foundation

extension ChildProcess {
  /// How a child ended.
  package enum Ending: Equatable, Sendable {
    /// Exited with a status.
    case exited(Int32)
    /// Killed by a signal: a trap (SIGILL, SIGTRAP, SIGSEGV, SIGABRT, SIGBUS) or our SIGKILL.
    case signalled(Int32)

    /// Whether the child died of a crash signal rather than exiting or being killed by us.
    package var isTrap: Bool {
      guard case .signalled(let signal) = self else { return false }
      return signal != SIGKILL
    }

    /// The exit status, or 128 + the signal number, as a shell reports it.
    package var status: Int32 {
      switch self {
      case .exited(let status): status
      case .signalled(let signal): 128 + signal
      }
    }
  }

  /// What a finished child left behind and what it used.
  package struct Outcome: Sendable {
    /// How it ended.
    package var ending: Ending
    /// Its standard output, when it was ``Output/captured``; else empty.
    package var output: String
    /// Peak resident set size in bytes: the child's own `VmHWM` when it reported one (see
    /// ``PeakMemory`` for why), else `ru_maxrss` from `wait4`.
    package var maxRSS: Int
    /// `ru_maxrss` from `wait4`, in bytes.
    package var waitMaxRSS: Int
    /// Wall time from spawn to exit in nanoseconds.
    package var wall: Double
    /// CPU time (user + system) the child used, in nanoseconds, from `wait4`.
    package var cpu: Double = 0

    /// The exit status (or 128 + signal number).
    package var status: Int32 { ending.status }
  }
}

/// A child process that could not be started or waited for.
package struct ChildProcessError: Error, CustomStringConvertible {
  /// What went wrong.
  package var description: String

  package init(_ description: String) { self.description = description }
}
