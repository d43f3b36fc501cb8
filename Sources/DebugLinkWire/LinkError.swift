import JSONTree

/// The one error type of the debug link (`DebugLinkWire` and `DebugLink`): what went wrong on the
/// connection between an app and `tt-debug attach`, and what to do about it.
///
/// ```swift
/// do {
///   _ = try FrameDecoder().frames(from: [0xFF, 0xFF, 0xFF, 0xFF, 1])
/// } catch let error as LinkError {
///   print(error)
/// }
/// ```
///
/// ```text
/// frame of 4294967295 bytes exceeds the link's limit of 4194304 bytes; closing the connection
/// ```
public struct LinkError: CodedError {
  /// The kind of failure, small and stable enough to switch over.
  public enum Code: String, Equatable, Sendable, CaseIterable {
    /// A frame announced more bytes than the link accepts.
    case oversized
    /// A frame's bytes are not a message this link knows.
    case malformedFrame
    /// The peer did not show the right token first.
    case unauthenticated
    /// The address is not loopback and the listener was not allowed another interface.
    case notLoopback
    /// The address or port given at launch cannot be parsed.
    case invalidAddress
    /// A socket call failed (connect, bind, send, receive).
    case socketFailed
    /// The peer closed the connection.
    case closed
    /// The app cannot set its store to the state asked for (not in this run's history, a state
    /// that does not decode, a command that does not fit where the store stands).
    case cannotTravel
  }

  /// The kind of failure.
  public var code: Code
  /// One line: what happened and what to do.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: One line saying what happened and what to do.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }
}
