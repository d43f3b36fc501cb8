import Foundation
import ToolSupport

/// The committed sample logs under `samples/logs/`, and the built `nav-samples` binary.
enum CommittedLogs {
  /// The samples whose logs also have fixtures in older formats (`Tests/Fixtures/format-*`).
  static let names = ["split-view", "tab-stack", "app-root", "sign-up"]

  /// Every committed sample log.
  static let all = names + ["bookshelf"]

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  static func path(_ name: String) -> String {
    packageRoot.appendingPathComponent("samples/logs/\(name).ttlog").path
  }

  /// `nav-samples` next to the test bundle (as swift-argument-parser's example tests find theirs).
  static var navSamples: URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.appendingPathComponent("nav-samples"),
      bundle.deletingLastPathComponent().appendingPathComponent("nav-samples"),
      packageRoot.appendingPathComponent(".build/debug/nav-samples"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[2]
  }

  /// Runs `nav-samples arguments…`, returning its exit status, standard output and standard
  /// error.
  static func runNavSamples(_ arguments: [String]) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    process.executableURL = navSamples
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is one line at most, so it cannot fill its pipe while standard output is read.
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  /// The log's records as text, decompressed by the real `gzip -dc`.
  static func decompressed(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func temporaryPath(_ name: String) -> String {
    ScratchFolder.path("\(name).ttlog")
  }
}
