import NIOHTTP1

/// What a request head asks for, decided from the head alone: the page, the socket, or a refusal.
///
/// The order of the checks is the answer a prober gets: an unknown path is 404 whatever the
/// method or token, then a method other than GET is 405, a body is 413, a missing or wrong
/// token is 403, and for the socket a missing or foreign `Origin` is 403.
enum PageRoute: Equatable {
  case page
  case socket
  case refused(HTTPResponseStatus, String)

  static let pagePath = "/"
  static let socketPath = "/events"

  init(_ head: HTTPRequestHead, token: Token, origins: OriginPolicy) {
    let target = head.uri.utf8
    let questionMark = target.firstIndex(of: UInt8(ascii: "?"))
    let path = Substring(target[..<(questionMark ?? target.endIndex)])
    let query =
      questionMark.map { Substring(target[target.index(after: $0)...]).utf8 } ?? Substring("").utf8
    guard path == Self.pagePath || path == Self.socketPath else {
      self = .refused(.notFound, "not found")
      return
    }
    guard head.method == .GET else {
      self = .refused(.methodNotAllowed, "method not allowed: use GET")
      return
    }
    guard !Self.hasBody(head.headers) else {
      self = .refused(.payloadTooLarge, "a request body is not accepted")
      return
    }
    guard token.isCarried(byQuery: query) else {
      self = .refused(.forbidden, "forbidden: the URL's token is missing or wrong")
      return
    }
    if path == Self.pagePath {
      self = .page
      return
    }
    let origin = head.headers[canonicalForm: "origin"]
    let host = head.headers[canonicalForm: "host"]
    guard origin.count == 1, host.count <= 1,
      origins.allows(origin: origin.first.map(String.init), hostHeader: host.first.map(String.init))
    else {
      self = .refused(.forbidden, "forbidden: this page's Origin may not open the socket")
      return
    }
    self = .socket
  }

  private static func hasBody(_ headers: HTTPHeaders) -> Bool {
    if headers.contains(name: "transfer-encoding") { return true }
    return headers[canonicalForm: "content-length"].contains { $0 != "0" }
  }
}
