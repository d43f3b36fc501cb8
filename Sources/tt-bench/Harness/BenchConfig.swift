import Foundation
import ToolSupport

/// Sizes and repetition counts of one benchmark run: full or `--quick`.
struct BenchConfig: Sendable {
  var quick: Bool
  /// Repetitions each median is taken over.
  var repetitions: Int
  /// Action counts of the three seek logs — the last is the "big" log.
  var seekSizes: [Int]
  /// Actions per repetition of the per-action cost figures, by state size.
  var storeActions: [StateSize: Int]
  /// The small and the big recording whose peak RSS is compared.
  var rssSizes: (small: Int, big: Int)
  /// Random seeks per latency repetition.
  var seeks: Int
  /// Times each sample session is replayed per repetition.
  var replayRounds: Int
  /// Where generated logs are cached between runs.
  var cacheDirectory: String
  /// A scratch folder for this run's files.
  var scratchDirectory: String

  /// The big log (the last seek size).
  var bigLogActions: Int { seekSizes.last ?? 1_000_000 }

  static func make(quick: Bool, repetitions: Int?) throws -> BenchConfig {
    let temp = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    let cache = (temp as NSString).appendingPathComponent("tt-bench-cache")
    let scratch = (temp as NSString).appendingPathComponent(
      "tt-bench-\(ProcessInfo.processInfo.processIdentifier)")
    for folder in [cache, scratch] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    if quick {
      return BenchConfig(
        quick: true, repetitions: repetitions ?? 2, seekSizes: [2_000, 5_000, 20_000],
        storeActions: [.small: 2_000, .medium: 500, .large: 30], rssSizes: (2_000, 20_000),
        seeks: 40, replayRounds: 3, cacheDirectory: cache, scratchDirectory: scratch)
    }
    return BenchConfig(
      quick: false, repetitions: repetitions ?? 5, seekSizes: [10_000, 100_000, 1_000_000],
      storeActions: [.small: 20_000, .medium: 5_000, .large: 200],
      rssSizes: (10_000, 1_000_000), seeks: 300, replayRounds: 200, cacheDirectory: cache,
      scratchDirectory: scratch)
  }

  /// A path in this run's scratch folder.
  func scratch(_ name: String) -> String {
    (scratchDirectory as NSString).appendingPathComponent(name)
  }
}
