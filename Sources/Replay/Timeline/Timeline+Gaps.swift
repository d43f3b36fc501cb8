import LogFormat
import LogReading

extension Timeline {
  /// The gap holding `seq`, when its record is missing, does not parse or does not replay
  /// (reads the ``survey`` on first use).
  ///
  /// - Parameter seq: Any seq.
  /// - Returns: The gap, or `nil` when the log has the record that makes `seq`.
  public func gap(containing seq: UInt64) -> LogGap? {
    survey.gap(containing: seq)
  }

  /// The ``survey``'s gaps that touch `from...to`; a gap just past the last state counts when
  /// `to` is the last state (the log ends with it). The cut end of a log an app is writing now is
  /// no gap: its last record is still being written.
  ///
  /// - Parameters:
  ///   - from: The first seq.
  ///   - to: The last seq.
  /// - Returns: The gaps, in seq order.
  public func gaps(from: UInt64, to: UInt64) -> [LogGap] {
    var isLive: Bool?
    return survey.gaps.filter { gap in
      let reachesFrom = gap.last.map { $0 >= from } ?? true
      let startsByTo = gap.first <= to || (to == lastSeq && gap.first > lastSeq)
      if gap.cause == .cutOff, gap.first > lastSeq {
        isLive = isLive ?? (LogFile.isBeingWritten(at: path) == true)
        if isLive == true { return false }
      }
      return reachesFrom && startsByTo
    }
  }

  /// The state nearest to `seq` in one direction that can be rebuilt: `seq` itself when it can,
  /// else the first state past the gap (or gaps) holding it.
  ///
  /// After a damaged block the next block's keyframe makes the gap's last seq a state again, so
  /// stepping forward lands there; stepping back lands on the state before the gap.
  ///
  /// - Parameters:
  ///   - seq: A seq in `firstSeq...lastSeq`.
  ///   - forward: Look at later seqs (`true`) or earlier ones.
  /// - Returns: The seq and the gaps passed on the way, or `nil` when no state lies that way.
  public func nearestState(to seq: UInt64, forward: Bool) -> (seq: UInt64, skipped: [LogGap])? {
    var candidate = seq
    var skipped: [LogGap] = []
    for _ in 0..<64 {
      guard candidate >= firstSeq, candidate <= lastSeq else { return nil }
      if (try? state(at: candidate)) != nil { return (candidate, skipped) }
      guard let gap = gap(containing: candidate), !skipped.contains(gap) else { return nil }
      skipped.append(gap)
      if forward {
        guard let last = gap.last else { return nil }
        // The gap's last state is rebuilt from the next block's keyframe when that block exists.
        if last > candidate, (try? state(at: last)) != nil { return (last, skipped) }
        guard last < UInt64.max else { return nil }
        candidate = last + 1
      } else {
        guard gap.first > 0 else { return nil }
        candidate = gap.first - 1
      }
    }
    return nil
  }

  /// The error for a seq whose state cannot be rebuilt because it lies in a gap.
  func lost(_ seq: UInt64, underlying: ReplayError) -> ReplayError {
    guard let gap = gap(containing: seq) else { return underlying }
    // Damage or a cut in this file is `damagedBlock`; records the file says are missing
    // (dropped by the recorder, or lost before a recovered copy was made) are `stateDropped`.
    let code: ReplayError.Code =
      gap.cause == .dropped || gap.cause == .recorded ? .stateDropped : .damagedBlock
    return ReplayError(
      code, "state \(seq) is lost: it is in the gap \(gap.seqs) (\(gap.reason))", seq: seq,
      underlying: underlying.underlying)
  }
}
