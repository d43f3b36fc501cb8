import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `tt-debug` process the live-page figures run: stdin a pipe held open (attach quits at its
/// end), stdout discarded, stderr in a file read for the addresses it prints.
final class ServingProcess {
  let process = Process()
  private let input = Pipe()
  private let errorPath: String

  init(_ binary: String, _ arguments: [String], scratch: String) throws {
    errorPath = scratch + "/serving-\(UUID().uuidString).err"
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    try process.run()
  }

  var pid: pid_t { process.processIdentifier }

  /// What it printed on stderr so far.
  var stderr: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

  /// The first word after `prefix` on a stderr line, waiting up to 20 s for it.
  func printed(after prefix: String) throws -> String {
    for _ in 0..<400 {
      for line in stderr.split(separator: "\n") {
        guard let range = line.range(of: prefix) else { continue }
        let rest = line[range.upperBound...]
        if let word = rest.split(separator: " ").first { return String(word) }
      }
      guard process.isRunning else { break }
      usleep(50_000)
    }
    throw BenchError("tt-debug printed no '\(prefix)': \(stderr)")
  }

  /// Waits up to 20 s for `text` on stderr.
  func wait(for text: String) throws {
    for _ in 0..<400 {
      if stderr.contains(text) { return }
      guard process.isRunning else { break }
      usleep(50_000)
    }
    throw BenchError("tt-debug never printed '\(text)': \(stderr)")
  }

  /// Ends it (SIGKILL: the figure needs nothing more from it) and removes its stderr file.
  func end() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: errorPath)
  }
}

/// A thread of this process, found as the one a call started (Foundation's thread names do not
/// reach `/proc` here), and its CPU time from `/proc/self/task/<tid>/stat`.
struct ThreadCPU {
  let tid: String

  /// The thread `body` starts; `nil` unless it starts exactly one.
  static func started<T>(by body: () throws -> T) rethrows -> (T, ThreadCPU?) {
    let before = Set(tasks())
    let value = try body()
    // A new thread may take a moment to appear.
    for _ in 0..<100 {
      let new = Set(tasks()).subtracting(before)
      if new.count == 1, let tid = new.first { return (value, ThreadCPU(tid: tid)) }
      if new.count > 1 { break }
      usleep(1_000)
    }
    return (value, nil)
  }

  private static func tasks() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
  }

  /// Its user and system CPU time so far, in ns; 0 when it cannot be read.
  var nanoseconds: UInt64 { ProcessCPU.nanoseconds(stat: "/proc/self/task/\(tid)/stat") ?? 0 }

}
