import Foundation
import ToolSupport

/// Synthetic logs kept between benchmark runs, keyed by their parameters, made by a child
/// `tt-bench make-log` so the benchmark's own memory stays clean.
enum LogCache {
  /// Bump when the synthetic app or the recorder changes what a log holds.
  static let version = 8
  /// Bump when what the `.rss` sidecar measures changes.
  static let rssVersion = 3

  /// The path of the cached log for these parameters, generating it first when absent.
  static func log(
    actions: Int, size: StateSize, seed: UInt64 = 1, in config: BenchConfig
  ) throws -> String {
    let name = "synthetic-v\(version)-\(size.rawValue)-\(actions)-seed\(seed).ttlog"
    let path = (config.cacheDirectory as NSString).appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: path) { return path }
    let partial = path + ".partial"
    let result = try ChildProcess.run(
      ChildProcess.selfExecutable,
      [
        "make-log", "--actions", "\(actions)", "--state", size.rawValue, "--output", partial,
        "--seed", "\(seed)",
      ])
    guard result.status == 0 else {
      throw BenchError("make-log for \(name) exited with status \(result.status)")
    }
    // The generating child's peak RSS, for the recording-memory figure.
    try? "\(result.maxRSS)".write(
      toFile: path + ".rss\(rssVersion)", atomically: true, encoding: .utf8)
    try FileManager.default.moveItem(atPath: partial, toPath: path)
    return path
  }

  /// Peak RSS in bytes of the `make-log` child that generated a cached log, if recorded.
  static func generationRSS(of path: String) -> Int? {
    (try? String(contentsOfFile: path + ".rss\(rssVersion)", encoding: .utf8)).flatMap { Int($0) }
  }
}
