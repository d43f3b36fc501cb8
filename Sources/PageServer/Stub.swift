// Placeholder with the server's API so the CLI builds until the real target lands.
public struct PageClient: Hashable, Sendable {
  public let id: Int
}

public struct PageServerError: Error, Equatable {
  public var message: String
}

public final class PageServer: Sendable {
  public struct Configuration: Sendable {
    public var host: String
    public var port: Int
    public var token: String
    public var allowsOtherInterfaces: Bool
    public init(host: String = "127.0.0.1", port: Int = 0, token: String, allowsOtherInterfaces: Bool = false) {
      self.host = host
      self.port = port
      self.token = token
      self.allowsOtherInterfaces = allowsOtherInterfaces
    }
  }
  public let port: Int
  public let url: String
  public init(
    _ configuration: Configuration, page: @escaping @Sendable () -> [UInt8],
    onOpen: @escaping @Sendable (PageClient) -> Void,
    onMessage: @escaping @Sendable (PageClient, String) -> Void,
    onClose: @escaping @Sendable (PageClient) -> Void
  ) throws(PageServerError) {
    port = configuration.port
    url = "http://\(configuration.host):\(port)/?token=\(configuration.token)"
  }
  public func broadcast(_ text: String) {}
  public func send(_ text: String, to: PageClient) {}
  public func close() {}
}
