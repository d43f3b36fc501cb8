import Foundation
import Testing
import ToolSupport

/// Runs the built `tt-debug` binary, as swift-argument-parser's example tests run theirs.
struct CLIResult: Equatable {
  var stdout: String
  var stderr: String
  var exitCode: Int32
}

enum CLIRunner {
  /// `.build/debug/tt-debug`: next to the test bundle, or found from this source file.
  static var binary: URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.appendingPathComponent("tt-debug"),
      bundle.deletingLastPathComponent().appendingPathComponent("tt-debug"),
      packageRoot.appendingPathComponent(".build/debug/tt-debug"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[2]
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Runs `tt-debug arguments…` with a private state folder and no colour unless asked, in `folder`
  /// (default: the test's own current folder).
  static func run(
    _ arguments: [String], stdin: String? = nil, stateHome: String,
    environment: [String: String] = [:], executable: String? = nil, in folder: URL? = nil
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    var env = ProcessInfo.processInfo.environment
    env["XDG_STATE_HOME"] = stateHome
    env.removeValue(forKey: "NO_COLOR")
    // swift-argument-parser wraps help at COLUMNS, else at the width of a terminal on stdout (never
    // here: stdout is a pipe), else at 80. Pinning 80 keeps help snapshots independent of the
    // terminal or CI that runs the tests, and equal to what a user sees when piping the help.
    env["COLUMNS"] = "80"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      exitCode: process.terminationStatus)
  }
}

/// A temporary folder holding a fixture log and a private cursor state folder.
struct Workspace {
  let directory: String
  var log: String { directory + "/session.ttlog" }
  var stateHome: String { directory + "/state" }

  init(close: Bool = true, endMaybeCancelled: Bool = false) throws {
    directory = try ScratchFolder.folder("cli")
    try SessionFixture.write(
      to: directory + "/session.ttlog", close: close, endMaybeCancelled: endMaybeCancelled)
  }

  /// Runs `tt-debug arguments…` (or `executable`) in this workspace; paths print as `$DIR`.
  func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
    executable: String? = nil
  ) throws -> CLIResult {
    var result = try CLIRunner.run(
      arguments, stdin: stdin, stateHome: stateHome, environment: environment,
      executable: executable)
    result.stdout = result.stdout.replacingOccurrences(of: directory, with: "$DIR")
    result.stderr = result.stderr.replacingOccurrences(of: directory, with: "$DIR")
    return result
  }
}
