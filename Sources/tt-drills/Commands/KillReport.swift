import ToolSupport

/// One kill: when it happened, how the two children ended, what was acknowledged and read.
struct KillTrial {
  var delay: Int
  var writerEnding: ChildProcess.Ending
  var readerEnding: ChildProcess.Ending
  var sent: UInt64?
  var flushed: UInt64?
  var probe: KeyValueLine

  /// The last seq the reader rebuilt, or `nil` when it got no state.
  var lastReadable: UInt64? {
    guard probe.int("opened") == 1, let last = probe.int("last"), last >= 0 else { return nil }
    return UInt64(last)
  }

  /// Acknowledged-as-flushed records the reader could not rebuild (must be 0).
  var lostFlushed: UInt64 {
    guard let flushed else { return 0 }
    guard let last = lastReadable else { return flushed + 1 }
    return flushed > last ? flushed - last : 0
  }

  /// Records the child had sent (or was sending) that the reader could not rebuild: the unflushed
  /// batch plus at most the action being sent (must be ≤ the batch).
  var lostSent: UInt64 {
    guard let sent else { return 0 }
    guard let last = lastReadable else { return sent }
    return sent > last ? sent - last : 0
  }
}

/// The counts the kill drill prints.
struct KillReport {
  let batch: Int
  private(set) var trials: [KillTrial] = []

  init(batch: Int) {
    self.batch = batch
  }

  mutating func add(_ trial: KillTrial) {
    trials.append(trial)
  }

  var readerTraps: Int { trials.filter(\.readerEnding.isTrap).count }
  var writerTraps: Int { trials.filter(\.writerEnding.isTrap).count }
  /// Children that stopped before the kill (they should run until killed).
  var writerExits: Int {
    trials.filter { if case .exited = $0.writerEnding { true } else { false } }.count
  }
  var readable: Int { trials.filter { $0.lastReadable != nil }.count }
  var noStateYet: Int { trials.filter { $0.lastReadable == nil && $0.flushed == nil }.count }
  var overBatch: Int { trials.filter { $0.lostSent > UInt64(batch) }.count }
  var flushedLost: Int { trials.filter { $0.lostFlushed > 0 }.count }
  /// Files the reader opened but where some state in range failed to rebuild.
  var readErrors: Int {
    trials.filter { $0.lastReadable != nil && ($0.probe.int("errors") ?? 0) > 0 }.count
  }

  /// Traps, lost acknowledged records and losses beyond the batch: each must be zero.
  var mustBeZero: Int { readerTraps + writerTraps + writerExits + flushedLost + overBatch }

  var text: String {
    let lost = trials.map(\.lostSent).sorted()
    let median = lost.isEmpty ? 0 : lost[lost.count / 2]
    let records = trials.compactMap(\.lastReadable).sorted()
    let medianRecords = records.isEmpty ? 0 : records[records.count / 2]
    return """
      kill drill: \(trials.count) trials, flush batch \(batch) records
        files readable (≥ 1 state):        \(readable)
        readable files with read errors:   \(readErrors)
        killed before the first flush:     \(noStateYet)
        records per file (median, max):    \(medianRecords), \(records.last ?? 0)
        records lost vs sent (median, max): \(median), \(lost.last ?? 0)   (must be ≤ \(batch))
        acknowledged-flushed records lost: \(flushedLost) trials   (must be 0)
        reader traps:                      \(readerTraps)   (must be 0)
        writer traps / early exits:        \(writerTraps) / \(writerExits)   (must be 0)
      """
  }
}
