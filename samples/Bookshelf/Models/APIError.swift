/// Why an API call failed, as the features show it.
public enum APIError: Error, Codable, Equatable, Sendable {
  /// The server did not answer; trying again may work.
  case unavailable
  /// The credentials or the token were refused.
  case unauthorized
  /// Any other failure, by its description.
  case other(String)

  /// The API error `error` is, or ``other(_:)`` with its description.
  ///
  /// - Parameter error: An error an endpoint threw.
  public init(_ error: any Error) {
    self = (error as? APIError) ?? .other(String(describing: error))
  }
}
