import JSONTree
import LogFormat

/// What a ``ReducerReplay`` found: how many states it checked, the first divergence if any, and
/// the seqs it could not check because the log lost their records.
///
/// A replay proves a log faithful only when there is no divergence *and* nothing was left
/// unchecked (``isComplete``): over a damaged block the states before and after it may all
/// match while the actions inside it were never run.
///
/// ```swift
/// let report = try ReducerReplay(Counter(), timeline: timeline).run()
/// print(report.checked, report.divergence == nil, report.isComplete)
/// ```
///
/// ```text
/// 120 true true
/// ```
public struct ReplayReport: Sendable, Equatable {
  /// States produced by the reducer and compared with the log.
  public var checked: Int
  /// The seq replay started from (its state was taken from the log).
  public var startSeq: UInt64
  /// The first state the reducer produced differently, or `nil` when all matched.
  public var divergence: Divergence?
  /// The seqs before the divergence (or the end) that were not checked, in seq order: a damaged
  /// block, a record line that does not parse, records the recorder dropped. Empty when every
  /// action in the range was replayed.
  public var unchecked: [UncheckedSeqs]
  /// Advice: live values (UUIDs, dates) the reducer seems to read, redacted fields not compared,
  /// a log older than recorded dependency reads.
  public var hints: [String]

  /// Whether every action from the start through the divergence (or the end) was replayed:
  /// ``unchecked`` is empty.
  public var isComplete: Bool { unchecked.isEmpty }

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - checked: States compared.
  ///   - startSeq: Where replay started.
  ///   - divergence: The first divergence.
  ///   - unchecked: The seqs not checked, and why.
  ///   - hints: Advice.
  public init(
    checked: Int, startSeq: UInt64, divergence: Divergence?, unchecked: [UncheckedSeqs] = [],
    hints: [String]
  ) {
    self.checked = checked
    self.startSeq = startSeq
    self.divergence = divergence
    self.unchecked = unchecked
    self.hints = hints
  }
}

/// The first state a replayed reducer produced differently from the log.
public struct Divergence: Sendable, Equatable {
  /// The seq of the action whose replay diverged.
  public var seq: UInt64
  /// The action's one-line summary.
  public var summary: String
  /// The state the log holds at ``seq``.
  public var expected: JSONValue
  /// The state the reducer produced, with shared ids mapped to the log's and redacted values
  /// copied from the log, so only real differences remain.
  public var replayed: JSONValue
  /// ``StateDiff/text(from:to:context:)`` from ``expected`` to ``replayed``.
  public var diffText: String
  /// Set when the build read its dependencies differently from the recording at ``seq``: the
  /// cause of the divergence, whether or not the states differ.
  public var dependency: DependencyMismatch?

  /// Creates a divergence.
  ///
  /// - Parameters:
  ///   - seq: The action's seq.
  ///   - summary: The action's summary.
  ///   - expected: The logged state.
  ///   - replayed: The replayed state.
  ///   - diffText: The diff text.
  ///   - dependency: How the build read its dependencies differently, if it did.
  public init(
    seq: UInt64, summary: String, expected: JSONValue, replayed: JSONValue, diffText: String,
    dependency: DependencyMismatch? = nil
  ) {
    self.dependency = dependency
    self.seq = seq
    self.summary = summary
    self.expected = expected
    self.replayed = replayed
    self.diffText = diffText
  }
}
