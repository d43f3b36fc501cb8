import DebugLinkWire

/// Where the app connects and the token it shows, as `tt-debug attach` prints them.
///
/// Read from the environment (`TT_DEBUG_ATTACH=127.0.0.1:7321`, `TT_DEBUG_TOKEN=…`, as an Xcode
/// scheme sets them) or from launch arguments (`-TTDebugAttach 127.0.0.1:7321 -TTDebugToken …`).
///
/// ```swift
/// let settings = try LinkSettings(
///   environment: ["TT_DEBUG_ATTACH": "127.0.0.1:7321", "TT_DEBUG_TOKEN": "ab12"], arguments: [])
/// print(settings?.address.port ?? 0)
/// ```
///
/// ```text
/// 7321
/// ```
public struct LinkSettings: Equatable, Sendable {
  /// Where `attach` listens.
  public var address: LinkAddress
  /// The token `attach` printed.
  public var token: LinkToken

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - address: Where `attach` listens.
  ///   - token: The token it printed.
  public init(address: LinkAddress, token: LinkToken) {
    self.address = address
    self.token = token
  }

  /// Reads the settings given at launch.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - arguments: The launch arguments.
  /// - Returns: `nil` when no address is given (the link stays off).
  /// - Throws: ``LinkError`` when the address does not parse or the token is missing.
  public init?(environment: [String: String], arguments: [String]) throws(LinkError) {
    func argument(_ name: String) -> String? {
      guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
        return nil
      }
      return arguments[index + 1]
    }
    guard let address = argument("-TTDebugAttach") ?? environment["TT_DEBUG_ATTACH"] else {
      return nil
    }
    guard let token = argument("-TTDebugToken") ?? environment["TT_DEBUG_TOKEN"], !token.isEmpty
    else {
      throw LinkError(
        .unauthenticated,
        "TT_DEBUG_ATTACH is set without TT_DEBUG_TOKEN; set both as attach prints them")
    }
    self.init(address: try LinkAddress(parsing: address), token: LinkToken(token))
  }
}
