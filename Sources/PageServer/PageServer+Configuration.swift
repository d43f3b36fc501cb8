extension PageServer {
  /// Where a ``PageServer`` listens and what it asks of a browser.
  ///
  /// ```swift
  /// let configuration = PageServer.Configuration(token: "k3J9xQ2mV8pL4wR7tY1u")
  /// // listens on 127.0.0.1, any free port, up to 32 connections
  /// ```
  public struct Configuration: Sendable, Equatable {
    /// The IP address to bind: `127.0.0.1` by default. `localhost` means `127.0.0.1`.
    /// Any address that is not loopback needs ``allowsOtherInterfaces``.
    public var host: String
    /// The TCP port; 0 takes any free one (read the one taken from ``PageServer/port``).
    public var port: Int
    /// The secret every request carries as `?token=`: at least 16 characters from
    /// `A-Z a-z 0-9 - . _ ~`, so a URL holds it unescaped. Make it random (128 bits or more).
    public var token: String
    /// Whether ``host`` may be an address other machines can reach (`0.0.0.0`, a LAN address).
    public var allowsOtherInterfaces: Bool
    /// The most TCP connections open at once (pages, sockets and requests in flight); a
    /// connection past it is closed at once.
    public var maxConnections: Int

    /// A configuration; only `token` has no default.
    public init(
      host: String = "127.0.0.1", port: Int = 0, token: String,
      allowsOtherInterfaces: Bool = false, maxConnections: Int = 32
    ) {
      self.host = host
      self.port = port
      self.token = token
      self.allowsOtherInterfaces = allowsOtherInterfaces
      self.maxConnections = maxConnections
    }
  }
}
