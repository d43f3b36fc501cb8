/// Which `Origin` a WebSocket upgrade may come from: the page this server served.
///
/// A browser sends the origin of the page that opened the socket. The page is served at
/// `http://HOST:PORT`; a page from any other site (even one whose name resolves to this
/// machine) is refused, so another site cannot drive the app even if it learnt the token.
struct OriginPolicy: Sendable {
  let allowed: Set<String>
  let acceptsIPLiteralHostHeader: Bool
  let port: Int

  init(target: BindTarget, port: Int) {
    var hosts: Set<String> = [target.urlHost]
    if target.isLoopback || target.isWildcard {
      hosts.formUnion(["127.0.0.1", "localhost"])
    }
    allowed = Set(hosts.map { "http://\($0):\(port)" })
    // Bound to every interface, the page is reached by whichever address the user typed; an
    // IP literal cannot be re-pointed by DNS, so an origin equal to it is still this server.
    acceptsIPLiteralHostHeader = target.isWildcard
    self.port = port
  }

  func allows(origin: String?, hostHeader: String?) -> Bool {
    guard let origin = origin?.lowercased() else { return false }
    if allowed.contains(origin) { return true }
    guard acceptsIPLiteralHostHeader, let host = hostHeader?.lowercased(),
      Self.isIPLiteral(host: host, port: port)
    else { return false }
    return origin == "http://\(host)"
  }

  /// Whether `host` is `a.b.c.d:PORT` or `[v6]:PORT`.
  static func isIPLiteral(host: String, port: Int) -> Bool {
    let suffix = ":\(port)"
    guard host.hasSuffix(suffix) else { return false }
    let name = host.dropLast(suffix.count)
    if name.hasPrefix("[") && name.hasSuffix("]") {
      return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII)
          && part.allSatisfy(\.isNumber)
      }
  }
}
