import ComposableStore
import Foundation
import ToolSupport

/// The naive logger on the synthetic session: the same seeded user on a store whose reducer
/// logs each action and the full state after it (``NaiveStateLog``), no recorder.
@MainActor
enum SyntheticNaiveLog {
  /// Bytes of the naive gzip log of `count` actions of the seeded user, measured once per
  /// parameters and kept beside the cached synthetic logs (the session is deterministic).
  static func bytes(actions count: Int, size: StateSize, seed: UInt64 = 1, in config: BenchConfig)
    throws -> Int
  {
    let name = "naive-v\(LogCache.version)-\(size.rawValue)-\(count)-seed\(seed).bytes"
    let path = (config.cacheDirectory as NSString).appendingPathComponent(name)
    if let text = try? String(contentsOfFile: path, encoding: .utf8), let bytes = Int(text) {
      return bytes
    }
    let box = NaiveLogBox<SyntheticState, SyntheticAction>()
    let store = Store(initialState: size.initialState) {
      NaiveLoggingReducer(base: SyntheticFeature(), log: box)
    }
    var user = SyntheticUser(seed: seed)
    for _ in 1...max(count, 1) {
      store.send(user.nextAction(after: store.state))
    }
    let bytes = try box.log.compressedSize()
    try "\(bytes)".write(toFile: path, atomically: true, encoding: .utf8)
    return bytes
  }
}
