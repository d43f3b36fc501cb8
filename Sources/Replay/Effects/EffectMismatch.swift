/// A difference between the effects a reducer starts and those the log recorded, found while
/// ``ServedEffects`` serves a session.
///
/// ```swift
/// print(mismatch)
/// ```
///
/// ```text
/// #22 saveButtonTapped: the reducer no longer starts run @ FeatureList.swift:97, which the log has this action start (it sent #23, #24; finished at #24)
/// ```
public struct EffectMismatch: Sendable, Equatable, Error, CustomStringConvertible {
  /// What differs.
  public enum Code: String, Sendable, Equatable {
    /// The log has the action start an effect the reducer no longer starts.
    case notStarted
    /// The reducer starts an effect the log has no record of for that action.
    case notRecorded
    /// The log has the effect cancelled at a step where this build had not cancelled it.
    case notCancelled
  }

  /// What differs.
  public var code: Code
  /// The seq of the step where it shows.
  public var seq: UInt64
  /// What happened and what the log holds.
  public var message: String

  /// Creates a mismatch.
  ///
  /// - Parameters:
  ///   - code: What differs.
  ///   - seq: The step's seq.
  ///   - message: What happened and what the log holds.
  public init(_ code: Code, seq: UInt64, _ message: String) {
    self.code = code
    self.seq = seq
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
