import ToolSupport

/// Requests and frames that no well-behaved browser sends, drawn from a seed.
enum MalformedInput {
  static let token = TestServer.token

  /// A broken HTTP request of kind `index % 8`.
  static func request(_ index: Int, random: inout SeededGenerator) -> [UInt8] {
    let good = Array("GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    switch index % 8 {
    case 0:
      return (0..<(1 + random.next(below: 512))).map { _ in UInt8(truncatingIfNeeded: random.next())
      }
    case 1:
      return Array(good.prefix(1 + random.next(below: good.count - 2)))
    case 2:
      let value = String(repeating: "a", count: 17_000 + random.next(below: 8_000))
      return Array("GET /?token=\(token) HTTP/1.1\r\nX-Big: \(value)\r\n\r\n".utf8)
    case 3:
      let headers = (0..<(120 + random.next(below: 50))).map { "X-\($0): v\r\n" }.joined()
      return Array("GET /?token=\(token) HTTP/1.1\r\n\(headers)\r\n".utf8)
    case 4:
      let methods = ["G@T", "BREW", "GET\u{1}", "get", "\u{0}GET", "GETT", "ΓET", "-"]
      return Array("\(methods[random.next(below: methods.count)]) / HTTP/1.1\r\n\r\n".utf8)
    case 5:
      let versions = ["HTTP/9.9", "HTTP/1.x", "HTX/1.1", "HTTP/", "HTTP/1.1 extra", "http/1.1", ""]
      return Array("GET / \(versions[random.next(below: versions.count)])\r\n\r\n".utf8)
    case 6:
      let heads = [
        "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHo\u{0}st: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
        "GET / HTTP/1.1\rHost: x\r\r\n",
        "GET /?token=\(token) HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
        "GET /?token=\(token) HTTP/1.1\r\nContent-Length: 4\r\nContent-Length: 5\r\n\r\nabcd",
        "GET /?token=\(token) HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\nzz\r\n",
        "GET /?token=\(token) HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n",
        "GET / HTTP/1.1\r\n\t folded: header\r\n\r\n",
        "GET /\(String(repeating: "x", count: 20_000)) HTTP/1.1\r\n\r\n",
      ]
      return Array(heads[random.next(below: heads.count)].utf8)
    default:
      // A good head followed by bytes that start no request.
      var bytes = good
      bytes += (0..<(1 + random.next(below: 64))).map { _ in UInt8(random.next(below: 32)) }
      return bytes
    }
  }

  /// A frame that breaks the WebSocket protocol (or this server's rules), of kind `index % 10`.
  static func frame(_ index: Int, random: inout SeededGenerator) -> [UInt8] {
    let payload = Array("{\"t\":\"live\"}".utf8)
    switch index % 10 {
    case 0:
      let opcodes: [UInt8] = [3, 4, 5, 6, 7, 0xB, 0xC, 0xD, 0xE, 0xF]
      return ProbeFrame.make(opcodes[random.next(below: opcodes.count)], payload)
    case 1:
      return ProbeFrame.make(ProbeFrame.text, payload, masked: false)
    case 2:
      let lengths: [UInt64] = [65_537, 1 << 20, 1 << 32, UInt64(Int64.max), UInt64.max]
      return ProbeFrame.make(
        ProbeFrame.text, [], declaredLength: lengths[random.next(below: lengths.count)])
    case 3:
      return Array(ProbeFrame.make(ProbeFrame.text, payload).prefix(1 + random.next(below: 15)))
    case 4:
      return ProbeFrame.make(ProbeFrame.text, payload, reserved: UInt8(1 + random.next(below: 7)))
    case 5:
      let invalid: [[UInt8]] = [
        [0xC3, 0x28], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF8, 0x88],
      ]
      return ProbeFrame.make(ProbeFrame.text, payload + invalid[random.next(below: invalid.count)])
    case 6:
      return ProbeFrame.make(ProbeFrame.binary, payload)
    case 7:
      let frames = [
        ProbeFrame.make(ProbeFrame.continuation, payload),
        ProbeFrame.make(ProbeFrame.ping, payload, fin: false),
        ProbeFrame.make(ProbeFrame.ping, [UInt8](repeating: 1, count: 126)),
        ProbeFrame.make(ProbeFrame.close, [UInt8](repeating: 1, count: 126)),
      ]
      return frames[random.next(below: frames.count)]
    case 8:
      return (0..<(1 + random.next(below: 256))).map { _ in UInt8(truncatingIfNeeded: random.next())
      }
    default:
      return ProbeFrame.make(ProbeFrame.text, payload, fin: false)
        + ProbeFrame.make(ProbeFrame.text, payload)
    }
  }
}
