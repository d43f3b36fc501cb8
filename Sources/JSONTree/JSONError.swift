/// The one error type of `JSONTree`: what went wrong in parsing JSON, a JSON Pointer or an RFC 6902
/// patch, and where.
///
/// ```swift
/// do {
///   _ = try JSONValue(parsing: Array(#"{"a":}"#.utf8))
/// } catch let error as JSONError {
///   print(error)
/// }
/// ```
///
/// ```text
/// invalid JSON at byte 5: expected a value
/// ```
public struct JSONError: CodedError {
  /// The kind of failure.
  public enum Code: String, Equatable, Sendable, CaseIterable {
    /// The text is not valid JSON.
    case malformedJSON
    /// A JSON Pointer is not of RFC 6901's form.
    case invalidPointer
    /// A patch is not an array of valid RFC 6902 operations.
    case invalidPatch
    /// A patch operation cannot apply to the document (missing target, index out of range,
    /// failed `test`).
    case patchFailed
  }

  /// The kind of failure.
  public var code: Code
  /// One line: what happened and where.
  public var message: String
  /// The byte offset in the parsed text, where known.
  public var offset: Int?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: One line saying what happened.
  ///   - offset: The byte offset in the parsed text.
  public init(_ code: Code, _ message: String, offset: Int? = nil) {
    self.code = code
    self.message = message
    self.offset = offset
  }
}
