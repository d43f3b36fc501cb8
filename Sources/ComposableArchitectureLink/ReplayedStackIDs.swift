// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
@_spi(Internals) import ComposableArchitecture

/// The stack element ids the live stores drew, served to the in-memory replay. TCA draws them
/// from a counter (the `stackElementID` dependency) that the log does not hold: a replayed push
/// would get a new id, and the recorded actions addressed to that element would miss it.
final class ReplayedStackIDs: Sendable {
  private let recorder: Recorder
  /// For each seq whose action drew ids: the generation of the first.
  private let firstDrawn = LockIsolated([UInt64: Int]())
  /// The seq of the action the replay reduces next.
  private let replaying = LockIsolated<UInt64?>(nil)

  init(recorder: Recorder) {
    self.recorder = recorder
  }

  /// Runs `reduce` (the recording reducer) for a live store and, when it drew stack element ids,
  /// keeps the first one's generation under the seq the recorder gave the action.
  func noting<Result>(_ reduce: () -> Result) -> Result {
    @Dependency(\.stackElementID) var ids
    let before = ids.peek()
    let result = reduce()
    if ids.peek() != before {
      let seq = recorder.lastAction.seq
      firstDrawn.withValue { $0[seq] = before.generation }
    }
    return result
  }

  /// The replay reduces `seq` next.
  func willReplay(_ seq: UInt64) {
    replaying.setValue(seq)
  }

  /// A generator that draws the ids the live store drew for the action the replay reduces now
  /// (they are consecutive: one counter), or `nil` when that action drew none.
  func generator() -> StackElementIDGenerator? {
    guard let seq = replaying.value, let first = firstDrawn.value[seq] else { return nil }
    let generator = StackElementIDGenerator.liveValue
    for _ in 0..<first { _ = generator.next() }
    return generator
  }
}
#endif
