import JSONTree
import LogFormat
import ValueCoding

/// What a replay found so far, whichever way it reads the session (decoded from the log, or steps
/// given): the states checked, the first divergence, and the report with its hints.
struct ReplayFindings {
  var comparison: ReplayComparison
  var checked = 0
  var divergence: Divergence?
  /// Notes that hold whatever the replay finds (a log older than dependency reads).
  var notes: [String] = []

  init(comparison: ReplayComparison) {
    self.comparison = comparison
  }

  /// Compares the replayed state after `seq` with the logged one, and notes the divergence when
  /// they differ or the reducer read its dependencies differently (`mismatch`).
  ///
  /// - Returns: `true` when the state matched and the reads did.
  @discardableResult
  mutating func check(
    seq: UInt64, summary: String, logged: JSONValue, replayed: JSONValue,
    mismatch: DependencyMismatch? = nil
  ) -> Bool {
    guard !comparison.matches(logged, replayed) || mismatch != nil else { return true }
    let shown = comparison.normalised(replayed, like: logged)
    divergence = Divergence(
      seq: seq, summary: summary, expected: logged, replayed: shown,
      diffText: CaseNames.diffText(from: logged, to: shown), dependency: mismatch)
    return false
  }

  /// The report of a replay from `startSeq`.
  ///
  /// - Parameters:
  ///   - startSeq: Where the replay started.
  ///   - resyncSeq: The last seq whose state was taken from the log (`0`: none after seq 0).
  ///   - unchecked: Seqs not checked, and why.
  func report(startSeq: UInt64, resyncSeq: UInt64 = 0, unchecked: [UncheckedSeqs] = [])
    -> ReplayReport
  {
    var hints = notes
    if let divergence {
      // A dependency read that differs is the cause, named by the divergence itself; the UUID
      // and date advice is for values the log holds no read of.
      if divergence.dependency == nil {
        hints += ReplayHints.forDifference(
          expected: divergence.expected, replayed: divergence.replayed)
      }
      if divergence.seq == resyncSeq + 1, resyncSeq > 0 {
        hints.append(ReplayHints.midLogStart(resyncSeq))
      }
    }
    if comparison.sawRedacted { hints.append(ReplayHints.redacted) }
    return ReplayReport(
      checked: checked, startSeq: startSeq, divergence: divergence, unchecked: unchecked,
      hints: hints)
  }
}
