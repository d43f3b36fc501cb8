/// An HTTP response as a probe reads it.
struct ProbeResponse {
  let status: Int
  /// Header names lowercased; a repeated header keeps its last value.
  let headers: [String: String]
  let body: [UInt8]

  var text: String { String(decoding: body, as: UTF8.self) }
}

extension RawClient {
  /// Reads one response: head, then a `Content-Length` body.
  func readResponse() throws -> ProbeResponse {
    let lines = try readHead().split(separator: "\r\n", omittingEmptySubsequences: false)
    let statusLine = lines.first.map { $0.split(separator: " ") } ?? []
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw Failure(description: "not a status line: \(lines.first ?? "")")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = line[line.index(after: colon)...].drop { $0 == " " }
      headers[line[..<colon].lowercased()] = String(value)
    }
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    return ProbeResponse(status: status, headers: headers, body: try read(count: length))
  }

  /// Sends a request for `target` and reads the response.
  func request(
    _ target: String, method: String = "GET", headers: [String] = []
  ) throws -> ProbeResponse {
    let lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1"] + headers
    send(lines.joined(separator: "\r\n") + "\r\n\r\n")
    return try readResponse()
  }

  /// Sends a WebSocket handshake for `target` and reads the answer (101 when accepted).
  func upgrade(_ target: String, origin: String?, extra: [String] = []) throws -> ProbeResponse {
    var headers = [
      "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    ]
    if let origin { headers.append("Origin: \(origin)") }
    return try request(target, headers: headers + extra)
  }
}
