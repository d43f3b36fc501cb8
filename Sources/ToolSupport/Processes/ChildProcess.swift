import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `wait4`, so how it ended (an exit
/// status or a signal), what it printed, its peak memory and its wall time are all known.
///
/// tt-drills runs itself again so that a trap in a child is counted, not suffered; tt-bench runs
/// `tt-debug` and itself to measure a child's memory and time.
///
/// ```swift
/// let reading = try ChildProcess.run(["inspect", "--log", path], output: .captured)
/// if reading.ending.isTrap { print("the reader trapped: \(reading.ending)") }
/// ```
package struct ChildProcess {
  /// Where the child's standard output goes; its standard error always goes to /dev/null.
  package enum Output: Sendable {
    /// To /dev/null: nothing to read and nothing to slow a measurement.
    case discarded
    /// Into a pipe that ``finish()`` reads to its end, as ``Outcome/output``.
    case captured
    /// Into a pipe the caller reads from ``stdout`` as the child writes, to its end; ``finish()``
    /// leaves it alone (``Outcome/output`` is empty). Two readers of one pipe would each take
    /// bytes the other never sees.
    case streamed
  }

  /// The child's process id.
  package let pid: pid_t
  private let executable: String
  /// The read end of the child's stdout when it is ``Output/streamed``, for the caller to read
  /// as the child writes (`nil` otherwise). Read it to its end: a child whose pipe is full waits.
  package var stdout: FileHandle? { isStreamed ? outputPipe : nil }
  private let outputPipe: FileHandle?
  private let isStreamed: Bool
  private let peakFile: String
  private let start: UInt64

  /// Starts `executable` with `arguments`.
  ///
  /// - Throws: ``ChildProcessError`` when the process cannot be started.
  package init(_ executable: String, _ arguments: [String], output: Output = .discarded) throws {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipe: (read: Int32, write: Int32)?
    switch output {
    case .discarded:
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    case .captured, .streamed:
      let ends = try Self.makePipe(for: executable)
      posix_spawn_file_actions_adddup2(&actions, ends.write, 1)
      pipe = ends
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    peakFile = NSTemporaryDirectory() + "tt-bench-peak-\(UUID().uuidString)"
    var environment = ProcessInfo.processInfo.environment
    environment[PeakMemory.variable] = peakFile
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    start = Self.monotonicNanoseconds()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { buffer -> Int32 in
      (envp + [nil]).withUnsafeBufferPointer { environmentBuffer -> Int32 in
        guard let arguments = buffer.baseAddress, let variables = environmentBuffer.baseAddress
        else { return EINVAL }
        return posix_spawn(&pid, executable, &actions, nil, arguments, variables)
      }
    }
    if let pipe { close(pipe.write) }
    guard spawned == 0 else {
      if let pipe { close(pipe.read) }
      throw ChildProcessError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
    self.executable = executable
    outputPipe = pipe.map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) }
    isStreamed = output == .streamed
  }

  /// Starts this executable again with `arguments`.
  ///
  /// - Throws: ``ChildProcessError`` when the process cannot be started.
  package init(_ arguments: [String], output: Output = .discarded) throws {
    try self.init(Self.selfExecutable, arguments, output: output)
  }

  /// Sends SIGKILL.
  package func kill() {
    _ = Foundation.kill(pid, SIGKILL)
  }

  /// Reads the child's output to its end (when it is ``Output/captured``), waits for it to exit
  /// and reports what it used.
  ///
  /// - Throws: ``ChildProcessError`` when `wait4` fails.
  package func finish() throws -> Outcome {
    defer { try? FileManager.default.removeItem(atPath: peakFile) }
    let data = isStreamed ? Data() : outputPipe?.readDataToEndOfFile() ?? Data()
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw ChildProcessError("wait4 failed for \(executable)") }
    }
    let wall = Double(Self.monotonicNanoseconds() - start)
    let ending: Ending =
      (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    // Linux reports ru_maxrss in kilobytes.
    let waitMaxRSS = Int(usage.ru_maxrss) * 1024
    let reported = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Int($0) }
    return Outcome(
      ending: ending, output: String(decoding: data, as: UTF8.self),
      maxRSS: reported ?? waitMaxRSS, waitMaxRSS: waitMaxRSS, wall: wall,
      cpu: Self.nanoseconds(usage.ru_utime) + Self.nanoseconds(usage.ru_stime))
  }

  private static func nanoseconds(_ time: timeval) -> Double {
    Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3
  }

  /// Runs `executable` with `arguments` to its end.
  ///
  /// - Throws: ``ChildProcessError`` when the process cannot be started or waited for.
  package static func run(
    _ executable: String, _ arguments: [String], output: Output = .discarded
  ) throws -> Outcome {
    try ChildProcess(executable, arguments, output: output).finish()
  }

  /// Runs this executable again with `arguments` to its end.
  ///
  /// - Throws: ``ChildProcessError`` when the process cannot be started or waited for.
  package static func run(_ arguments: [String], output: Output = .discarded) throws -> Outcome {
    try ChildProcess(arguments, output: output).finish()
  }

  /// The path of this executable, resolved through /proc on Linux so a relative argv[0] works.
  package static var selfExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
  }

  /// The folder holding this executable (the build products directory).
  package static var productsDirectory: String {
    (selfExecutable as NSString).deletingLastPathComponent
  }

  /// A pipe whose ends close on `exec`, so only the child's dup'ed stdout outlives the spawn and
  /// a second child never holds the first one's pipe open.
  private static func makePipe(for executable: String) throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw ChildProcessError(
        "cannot make a pipe for \(executable): \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  private static func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    guard clock_gettime(CLOCK_MONOTONIC, &spec) == 0 else { return 0 }
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
