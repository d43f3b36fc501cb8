import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended and what it used.
struct ChildResult {
  /// The exit status (or 128 + signal number).
  var status: Int32
  /// Peak resident set size in bytes: the child's own `VmHWM` when it reported one, else
  /// `ru_maxrss` from `wait4` (see ``PeakMemory`` for why).
  var maxRSS: Int
  /// `ru_maxrss` from `wait4`, in bytes.
  var waitMaxRSS: Int
  /// Wall time from spawn to exit in nanoseconds.
  var wall: Double
}

/// Runs executables as child processes and reads their resource use with `wait4`.
enum ChildProcess {
  /// Spawns `executable` with `arguments`, discards its output, waits, and reports peak RSS.
  ///
  /// - Throws: ``BenchError`` when the process cannot be spawned.
  static func run(_ executable: String, _ arguments: [String]) throws -> ChildResult {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    let peakFile = NSTemporaryDirectory() + "tt-bench-peak-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: peakFile) }
    var environment = ProcessInfo.processInfo.environment
    environment[PeakMemory.variable] = peakFile
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let start = CPUClock.wallNanoseconds()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { buffer -> Int32 in
      (envp + [nil]).withUnsafeBufferPointer { environmentBuffer -> Int32 in
        guard let arguments = buffer.baseAddress, let variables = environmentBuffer.baseAddress
        else { return EINVAL }
        return posix_spawn(&pid, executable, &actions, nil, arguments, variables)
      }
    }
    guard spawned == 0 else {
      throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw BenchError("wait4 failed for \(executable)") }
    }
    let wall = Double(CPUClock.wallNanoseconds() - start)
    let exitCode: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    // Linux reports ru_maxrss in kilobytes.
    let waitMaxRSS = Int(usage.ru_maxrss) * 1024
    let reported = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Int($0) }
    return ChildResult(
      status: exitCode, maxRSS: reported ?? waitMaxRSS, waitMaxRSS: waitMaxRSS, wall: wall)
  }

  /// The folder holding this executable (the build products directory).
  static var productsDirectory: String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return (executable as NSString).deletingLastPathComponent
  }

  /// The path of this executable.
  static var selfExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }
}
