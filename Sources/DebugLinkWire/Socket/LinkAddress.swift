/// An IPv4 host and port, as `TT_DEBUG_ATTACH` spells it: `127.0.0.1:7321`.
///
/// ```swift
/// let address = try LinkAddress(parsing: "127.0.0.1:7321")
/// print(address.host, address.port, address.isLoopback)
/// ```
///
/// ```text
/// 127.0.0.1 7321 true
/// ```
public struct LinkAddress: Equatable, Sendable {
  /// The four bytes of the IPv4 address.
  public let octets: [UInt8]
  /// The TCP port.
  public let port: UInt16

  /// Creates an address.
  ///
  /// - Parameters:
  ///   - octets: Four bytes.
  ///   - port: The TCP port.
  public init(octets: [UInt8], port: UInt16) {
    self.octets = octets
    self.port = port
  }

  /// Reads `HOST:PORT` where HOST is dotted IPv4 or `localhost`.
  ///
  /// - Parameter text: The address.
  /// - Throws: ``LinkError`` with code `invalidAddress`.
  public init(parsing text: String) throws(LinkError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let port = UInt16(parts[1]) else {
      throw LinkError(
        .invalidAddress,
        "'\(text)' is not HOST:PORT; set it as attach prints it, e.g. 127.0.0.1:7321")
    }
    self.init(octets: try Self.octets(String(parts[0])), port: port)
  }

  /// Reads a dotted IPv4 host (or `localhost`).
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - port: The port.
  /// - Throws: ``LinkError`` with code `invalidAddress`.
  public init(host: String, port: UInt16) throws(LinkError) {
    self.init(octets: try Self.octets(host), port: port)
  }

  /// The dotted host.
  public var host: String { octets.map(String.init).joined(separator: ".") }

  /// Whether the address is on 127.0.0.0/8.
  public var isLoopback: Bool { octets.first == 127 }

  private static func octets(_ host: String) throws(LinkError) -> [UInt8] {
    if host == "localhost" { return [127, 0, 0, 1] }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false).compactMap {
      UInt8($0)
    }
    guard octets.count == 4, host.split(separator: ".").count == 4 else {
      throw LinkError(.invalidAddress, "'\(host)' is not an IPv4 address such as 127.0.0.1")
    }
    return octets
  }
}
