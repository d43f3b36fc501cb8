import NIOCore

/// A configuration's host and port checked and turned into an address to bind.
struct BindTarget: Sendable {
  let address: SocketAddress
  /// The host as a URL spells it (IPv6 in brackets); `127.0.0.1` for a wildcard bind.
  let urlHost: String
  let isLoopback: Bool
  let isWildcard: Bool

  init(_ configuration: PageServer.Configuration) throws(PageServerError) {
    let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
    guard (0...65535).contains(configuration.port) else {
      throw PageServerError(
        .invalidPort, "port \(configuration.port) is not in 0...65535: pass 0 for any free port")
    }
    guard configuration.maxConnections >= 1 else {
      throw PageServerError(
        .invalidConfiguration,
        "maxConnections is \(configuration.maxConnections): pass 1 or more")
    }
    let address: SocketAddress
    do {
      address = try SocketAddress(ipAddress: host, port: configuration.port)
    } catch {
      throw PageServerError(
        .invalidHost,
        "host '\(configuration.host)' is not an IP address: pass 127.0.0.1, ::1 or another address")
    }
    let canonical = address.ipAddress ?? host
    let isIPv6: Bool
    if case .v6 = address { isIPv6 = true } else { isIPv6 = false }
    isLoopback = isIPv6 ? canonical == "::1" : canonical.hasPrefix("127.")
    isWildcard = canonical == "0.0.0.0" || canonical == "::"
    guard isLoopback || configuration.allowsOtherInterfaces else {
      throw PageServerError(
        .hostNotAllowed,
        "host \(configuration.host) is reachable from other machines: bind 127.0.0.1, "
          + "or allow other interfaces explicitly")
    }
    self.address = address
    if isWildcard {
      urlHost = "127.0.0.1"
    } else {
      urlHost = isIPv6 ? "[\(canonical)]" : canonical
    }
  }
}
