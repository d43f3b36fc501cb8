import LogFormat

/// Every block of a log read once: which are intact, which seqs are missing and why, and the
/// counts of what was read. ``LogFile/survey()`` makes one; `tt-debug info`, `verify` and
/// `recover` all report from it, so they agree.
///
/// ```swift
/// let survey = try LogFile(path: "flip.ttlog").survey()
/// print(survey.keyframes, survey.records, survey.gaps.map(\.seqs))
/// ```
///
/// ```text
/// 2 71 ["#25…#48"]
/// ```
public struct LogSurvey: Sendable, Equatable {
  /// One block as read.
  public struct Block: Sendable, Equatable {
    /// Where the block is, from the block table.
    public var info: BlockInfo
    /// Why the block cannot be read; `nil` when it is intact.
    public var error: LogError?
    /// Records read (0 when damaged).
    public var records: Int = 0
    /// Action records read.
    public var actions: Int = 0
    /// The last state the block makes (its keyframe's, when it makes none); `nil` when damaged.
    public var lastSeq: UInt64?

    /// Creates a block outcome.
    public init(info: BlockInfo, error: LogError? = nil) {
      self.info = info
      self.error = error
    }
  }

  /// Header and data blocks in file order.
  public var blocks: [Block] = []
  /// Seqs whose records are missing, in seq order.
  public var gaps: [LogGap] = []
  /// Everything wrong with the file, in file order: damaged bytes, header fields that disagree
  /// with their block, seqs missing between blocks. Dropped records and gaps a recovered copy
  /// recorded are not problems (the file says so itself); they are in ``gaps``.
  public var problems: [LogError] = []

  /// Records in the intact blocks, the header record included.
  public var records: Int { blocks.reduce(0) { $0 + $1.records } }
  /// Action records in the intact blocks.
  public var actions: Int { blocks.reduce(0) { $0 + $1.actions } }
  /// Intact data blocks, each holding one keyframe.
  public var keyframes: Int { blocks.count { $0.info.kind == .data && $0.error == nil } }
  /// Data blocks that could not be read.
  public var damagedBlocks: Int { blocks.count { $0.error != nil } }
  /// The last seq whose record the cut at the end of a crashed log can have lost, as far as the
  /// file shows: the last complete record's seq plus the records begun after it (at least one).
  /// A gap that the log ends inside (``LogGap/last`` `nil`) holds no seq past it: a later seq is
  /// not in the file, and nothing shows it was ever written.
  public var cutOffReach: UInt64?

  /// The gap holding `seq`, if any; an open-ended gap at a cut holds seqs up to ``cutOffReach``.
  public func gap(containing seq: UInt64) -> LogGap? {
    gaps.first { gap in
      gap.contains(seq) && !(gap.cause == .cutOff && gap.last == nil && seq > cutOffReach ?? .max)
    }
  }

  /// Creates an empty survey.
  public init() {}
}
