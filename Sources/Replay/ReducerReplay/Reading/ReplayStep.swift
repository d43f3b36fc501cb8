import JSONTree
import LogFormat

/// What a reducer replay does at one record, worked out from the log alone (``ReplayLogReader``):
/// the reducer's side (``ReplayRun``) only reduces, encodes and compares.
enum ReplayStep<Action> {
  /// An action whose state before it is known: reduce the decoded action (or throw its decoding
  /// error) with its logged dependency reads bound (`nil`: none bound), then compare the state
  /// with `logged`.
  case check(
    ActionRecord, logged: JSONValue, action: Result<Action, any Error>, reads: RecordedReads?)
  /// Take the state from the log: a keyframe after an unknown state, an out-of-band change, or
  /// an action whose state before it is unknown.
  case resync(JSONValue, seq: UInt64)
  /// Records lost (dropped seqs, a damaged block), and why: the state after them is unknown
  /// until the next resync, and the seqs up to it go unchecked (``UncheckedSeqs``). With `seqs`,
  /// those seqs were lost but the state after them is already known (a recovered copy's gap
  /// record follows the keyframe that ends the gap).
  case lost(String, seqs: ClosedRange<UInt64>? = nil)
  /// The log cannot be replayed further: replay throws this error here.
  case failed(any Error)
}
