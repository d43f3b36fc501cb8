import Replay

/// The seqs `--from` and `--to` select in a log, as `log` and `export` read them: clamped to the
/// log's seqs, and exit 4 when they select none of them.
enum SeqRange {
  /// `from...to` clamped to `timeline`'s seqs; either bound left out is the log's own.
  ///
  /// ```text
  /// tt-debug: --from 60 is past the last seq, #52; pick --from and --to in 0…52
  /// ```
  ///
  /// - Throws: ``CLIError`` `.notInLog` when `from` is past the last seq or `to` before the first.
  static func clamped(from: UInt64?, to: UInt64?, in timeline: Timeline) throws(CLIError)
    -> ClosedRange<UInt64>
  {
    let fix = "pick --from and --to in \(timeline.firstSeq)…\(timeline.lastSeq)"
    if let from, from > timeline.lastSeq {
      throw .notInLog("--from \(from) is past the last seq, #\(timeline.lastSeq)", fix: fix)
    }
    if let to, to < timeline.firstSeq {
      throw .notInLog("--to \(to) is before the first seq, #\(timeline.firstSeq)", fix: fix)
    }
    return max(
      from ?? timeline.firstSeq, timeline.firstSeq)...min(
        to ?? timeline.lastSeq, timeline.lastSeq)
  }
}
