/// What went wrong starting a ``PageServer``: the library's one error type.
///
/// ```swift
/// do {
///   let server = try PageServer(.init(port: 8080, token: token), page: { page }, …)
/// } catch {
///   print(error.message)
/// }
/// ```
/// ```text
/// port 8080 on 127.0.0.1 is in use: pick another port, or 0 for any free one
/// ```
public struct PageServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of failure.
  public enum Code: String, Equatable, Sendable {
    /// The host is not an IP address (or `localhost`).
    case invalidHost
    /// The host is not a loopback address and `allowsOtherInterfaces` is false.
    case hostNotAllowed
    /// The port is outside 0...65535.
    case invalidPort
    /// The token is too short or has characters a URL would have to escape.
    case invalidToken
    /// `maxConnections` is below 1.
    case invalidConfiguration
    /// Another socket holds the port.
    case portInUse
    /// The system refused the bind for another reason.
    case bindFailed
  }

  /// What kind of failure this is.
  public var code: Code
  /// One line: what happened and what to do.
  public var message: String

  /// Makes an error; the library makes them, tests compare against them.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The message, for `print(error)`.
  public var description: String { message }
}
