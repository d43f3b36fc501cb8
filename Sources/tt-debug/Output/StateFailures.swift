/// The states a command walking many of them could not rebuild, kept as runs so a failure that
/// repeats for every state after it (a delta that does not apply) is said once, for its range.
///
/// ```swift
/// var failures = StateFailures()
/// for seq in 25...52 { failures.add(seq: seq, "the delta of seq 25 does not apply …") }
/// print(failures.lines)
/// ```
///
/// ```text
/// ["states #25…#52 not exported: the delta of seq 25 does not apply …"]
/// ```
struct StateFailures {
  /// One run: consecutive attempted states that failed with the same message.
  struct Run: Equatable {
    var first: UInt64
    var last: UInt64
    var count: Int
    var what: String
  }

  /// The runs, in seq order.
  private(set) var runs: [Run] = []
  /// Whether the last state attempted failed, so the next failure with its message extends the run.
  private var lastFailed = false

  /// Whether no state failed.
  var isEmpty: Bool { runs.isEmpty }

  /// How many states failed, over every run.
  var stateCount: Int { runs.reduce(0) { $0 + $1.count } }

  /// Notes that the state at `seq` could not be rebuilt, for the reason `what`.
  mutating func add(seq: UInt64, _ what: String) {
    if lastFailed, let last = runs.indices.last, runs[last].what == what {
      runs[last].last = seq
      runs[last].count += 1
    } else {
      runs.append(Run(first: seq, last: seq, count: 1, what: what))
    }
    lastFailed = true
  }

  /// Notes that a state was rebuilt, which ends the current run.
  mutating func succeeded() { lastFailed = false }

  /// One line per run: `state #25 not exported: why` or `states #25…#52 not exported: why`.
  var lines: [String] {
    runs.map { run in
      let seqs = run.first == run.last ? "state #\(run.first)" : "states #\(run.first)…#\(run.last)"
      return "\(seqs) not exported: \(run.what)"
    }
  }
}
