/// Who is logged in: the login response. Its token authorizes the shelf's calls and is redacted
/// in logs (the recorder hides any key containing `token`).
public struct UserSession: Codable, Equatable, Sendable {
  /// The reader's display name.
  public var name: String
  /// The bearer token the server issued.
  public var token: String

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - name: The reader's display name.
  ///   - token: The bearer token the server issued.
  public init(name: String, token: String) {
    self.name = name
    self.token = token
  }
}
