import Foundation
import Testing

/// A `tt-debug` or `tt-drills` process running beside a test, its output going to files the test
/// reads while it runs (a follower prints as records land; a writer records until killed).
final class BackgroundProcess {
  let process = Process()
  let stdoutPath: String
  let stderrPath: String

  /// Where the test writes the process's stdin, when it was started with `input: true`.
  private(set) var input: FileHandle?

  /// Starts `executable arguments…` with stdout and stderr in files under `directory`; stdin is
  /// empty, or a pipe the test writes with ``send(_:)`` when `input` is `true`.
  init(
    _ executable: URL, _ arguments: [String], in directory: String, name: String,
    environment extra: [String: String] = [:], input: Bool = false
  ) throws {
    stdoutPath = directory + "/\(name).out"
    stderrPath = directory + "/\(name).err"
    for path in [stdoutPath, stderrPath] {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = directory + "/state"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
    if input {
      let pipe = Pipe()
      process.standardInput = pipe
      self.input = pipe.fileHandleForWriting
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
  }

  /// Writes `text` to the process's stdin.
  func send(_ text: String) {
    try? input?.write(contentsOf: Data(text.utf8))
  }

  /// Closes the process's stdin (end of input).
  func closeInput() {
    try? input?.close()
    input = nil
  }

  /// `tt-debug arguments…`.
  static func ttDebug(_ arguments: [String], in directory: String, name: String = "follower")
    throws -> BackgroundProcess
  {
    try BackgroundProcess(CLIRunner.binary, arguments, in: directory, name: name)
  }

  /// `tt-drills child …`: records a scripted session to `log` (until killed without `actions`).
  static func recorder(
    _ log: String, in directory: String, actions: Int?, seed: Int = 1, maxFileBytes: Int? = nil
  ) throws -> BackgroundProcess {
    var arguments = [
      "child", "--output", log, "--ack", directory + "/ack-\(seed)", "--seed", "\(seed)",
    ]
    if let actions { arguments += ["--actions", "\(actions)"] }
    if let maxFileBytes { arguments += ["--max-file-bytes", "\(maxFileBytes)"] }
    return try drillsChild(arguments, in: directory, seed: seed)
  }

  /// `tt-drills child …` as an app that records into the folder `logs`, one log per launch,
  /// keeping `keptLogs`; with `backgroundAfter`, it goes to the background after that many actions
  /// and waits there to be killed.
  static func launch(
    recordingInto logs: String, in directory: String, keptLogs: Int, actions: Int?, seed: Int,
    backgroundAfter: Int? = nil
  ) throws -> BackgroundProcess {
    var arguments = [
      "child", "--directory", logs, "--kept-logs", "\(keptLogs)", "--ack",
      directory + "/ack-\(seed)", "--seed", "\(seed)",
    ]
    if let actions { arguments += ["--actions", "\(actions)"] }
    if let backgroundAfter { arguments += ["--background-after", "\(backgroundAfter)"] }
    return try drillsChild(arguments, in: directory, seed: seed)
  }

  /// The seq the child's recorder last flushed, from its ack file (`tt-drills child --ack`).
  static func flushedSeq(ack: String) -> UInt64? {
    guard let text = try? String(contentsOfFile: ack, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1 else { return nil }
    return UInt64(lines[1].trimmingCharacters(in: .whitespaces))
  }

  private static func drillsChild(_ arguments: [String], in directory: String, seed: Int) throws
    -> BackgroundProcess
  {
    let drills = CLIRunner.binary.deletingLastPathComponent().appendingPathComponent("tt-drills")
    return try BackgroundProcess(drills, arguments, in: directory, name: "recorder-\(seed)")
  }

  var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
  var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

  /// Waits until `condition` holds for what the process printed (it may still be printing);
  /// gives up after about a minute so a failing test reports what was there.
  @discardableResult
  func wait(until condition: (_ stdout: String, _ stderr: String) -> Bool) -> Bool {
    for _ in 0..<1200 {
      if condition(stdout, stderr) { return true }
      usleep(50_000)
    }
    return condition(stdout, stderr)
  }

  /// Waits for the process to end by itself (about a minute at most, then ends it) and returns
  /// its exit status.
  func exitStatus() -> Int32 {
    for _ in 0..<1200 where process.isRunning { usleep(50_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Ends the process if it still runs, with SIGKILL: a child of the test runner inherits its
  /// blocked SIGTERM, so `terminate()` would not end it.
  func end() {
    guard process.isRunning else { return }
    kill(SIGKILL)
  }

  /// Ends the process with `signal`.
  func kill(_ signal: Int32) {
    Foundation.kill(process.processIdentifier, signal)
    process.waitUntilExit()
  }
}

/// Text with every run of spaces made one: a follower aligns lines as they come, `log` aligns the
/// whole listing, and the words are the same.
func collapsingSpaces(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }.joined(separator: "\n")
}

/// The lines with their time column (the second word) left out: a follower that started before
/// the cap trimmed the file counts time from the session's start, `log` of the trimmed file from
/// its first kept state.
func withoutTimes(_ text: String) -> [String] {
  text.split(separator: "\n").map { line in
    var words = line.split(separator: " ", omittingEmptySubsequences: true)
    if words.count > 1 { words.remove(at: 1) }
    return words.joined(separator: " ")
  }
}
