import JSONTree
import LogFormat

/// The one error type of `Replay`: what went wrong, what to do about it, and at which seq.
///
/// Failures that come from the file itself keep the ``ActionLog/LogError`` in ``underlying``.
///
/// ```swift
/// do {
///   _ = try timeline.state(at: 500)
/// } catch let error as ReplayError {
///   print(error)
/// }
/// ```
///
/// ```text
/// seq 500 is outside this log: states 0…120 are available
/// ```
public struct ReplayError: CodedError {
  /// The kind of failure, small and stable enough to switch over.
  public enum Code: String, Equatable, Sendable, CaseIterable {
    /// The log cannot be opened or is not a tt-debug log (see ``ReplayError/underlying``).
    case unreadableLog
    /// The log holds no state at all (only a header).
    case noStates
    /// A seq outside the states the log holds.
    case seqOutOfRange
    /// The seq lies in a block whose bytes fail their checks.
    case damagedBlock
    /// The log says this seq's records are missing: the recorder dropped them, or a recovered
    /// copy records them as lost.
    case stateDropped
    /// A record is inconsistent with the ones before it (a delta that does not apply).
    case malformedLog
    /// A logged state or action does not decode as the requested Swift type.
    case decodingFailed
    /// A replayed state cannot be encoded.
    case encodingFailed
    /// The log's actions were recorded by reflection and cannot be decoded for reducer replay.
    case actionsNotDecodable
    /// A caller passed a value outside what the API accepts.
    case invalidArgument
  }

  /// The kind of failure.
  public var code: Code
  /// One line: what happened and what to do.
  public var message: String
  /// The seq concerned, where there is one.
  public var seq: UInt64?
  /// The file-level error this one wraps, where it comes from the file.
  public var underlying: LogError?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: One line saying what happened and what to do.
  ///   - seq: The seq concerned.
  ///   - underlying: The file-level error, when the failure comes from the file.
  public init(_ code: Code, _ message: String, seq: UInt64? = nil, underlying: LogError? = nil) {
    self.code = code
    self.message = message
    self.seq = seq
    self.underlying = underlying
  }
}
