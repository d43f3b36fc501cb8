import JSONTree

/// Why a test could not be generated from a log.
public struct TestGenerationError: CodedError {
  /// What went wrong.
  public enum Code: Sendable, Equatable {
    /// `--from`/`--to` outside the log, or `--from` after `--to`.
    case rangeOutsideLog
    /// The range holds states the log does not have (dropped records, a damaged block).
    case missingStates
    /// The log's header names no state or action type.
    case untypedLog
    /// The whole log (no range was asked for) holds no action: the test would replay nothing.
    case nothingToReplay
    /// `--only` names a seq that is not an action or out-of-band change of the range, or leaves
    /// out the action that started the effect which sent a chosen one.
    case notCauseClosed
    /// An order asked for (`--order`) names seqs outside the test's actions, twice, or for a
    /// store or mode that cannot hold effects' actions.
    case invalidOrder
  }

  /// What went wrong.
  public var code: Code
  /// What happened and what to do.
  public var message: String
  /// The seq concerned, where there is one.
  public var seq: UInt64?

  /// Creates an error.
  public init(_ code: Code, _ message: String, seq: UInt64? = nil) {
    self.code = code
    self.message = message
    self.seq = seq
  }
}
