import NIOHTTP1

/// The headers of the server's answers.
enum PageResponseHeaders {
  /// The live page may run its inline script and style, show data: images and talk to this
  /// server (its socket); nothing else.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    + "img-src data:; connect-src 'self'"

  static func page(length: Int, keepAlive: Bool) -> HTTPHeaders {
    var headers = HTTPHeaders([
      ("Content-Type", "text/html; charset=utf-8"),
      ("Content-Length", String(length)),
      ("Content-Security-Policy", contentSecurityPolicy),
    ])
    headers.add(contentsOf: common)
    if !keepAlive { headers.add(name: "Connection", value: "close") }
    return headers
  }

  static func refusal(_ status: HTTPResponseStatus, length: Int) -> HTTPHeaders {
    var headers = HTTPHeaders([
      ("Content-Type", "text/plain; charset=utf-8"),
      ("Content-Length", String(length)),
      ("Connection", "close"),
    ])
    if status == .methodNotAllowed { headers.add(name: "Allow", value: "GET") }
    headers.add(contentsOf: common)
    return headers
  }

  private static let common: [(String, String)] = [
    ("Cache-Control", "no-store"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
  ]
}
