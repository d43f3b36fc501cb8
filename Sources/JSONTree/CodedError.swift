/// What every error type of the tt-debug libraries is: a ``code`` to switch over and a one-line
/// ``message`` that says what happened and, where it can, what to do.
///
/// Each library throws one such type (`JSONError`, `LogError`, `ReplayError`, …), which adds the
/// context it knows, such as a byte offset or a seq.
///
/// ```swift
/// func explain(_ error: some CodedError) -> String { "\(error.code): \(error)" }
/// print(explain(JSONError(.invalidPointer, "a JSON Pointer starts with \"/\"")))
/// ```
///
/// ```text
/// invalidPointer: a JSON Pointer starts with "/"
/// ```
public protocol CodedError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of failure, small and stable enough to switch over.
  associatedtype Code: Equatable, Sendable
  /// The kind of failure.
  var code: Code { get }
  /// One line: what happened and what to do.
  var message: String { get }
}

extension CodedError {
  /// The message.
  public var description: String { message }
}
