/// A type some of whose stored properties belong to a framework or the process rather than to the
/// app's state (a random identity made at init, a cache), so reflection leaves those properties out
/// of recorded states and writes the rest.
///
/// Use it where ``ExcludedFromRecording`` would drop too much: an alert's title and buttons are
/// the app's, but the random `UUID` each alert and button gets when made would make two recordings
/// of the same session differ. Members are named by their stored-property label as `Mirror` shows
/// it. Applies to states that are not `Encodable` (an `Encodable` type writes itself).
///
/// ```swift
/// extension AlertState: @retroactive PartlyExcludedFromRecording {
///   public static var membersExcludedFromRecording: Set<String> { ["id"] }
/// }
/// ```
public protocol PartlyExcludedFromRecording {
  /// The stored-property labels reflection leaves out.
  static var membersExcludedFromRecording: Set<String> { get }
}
