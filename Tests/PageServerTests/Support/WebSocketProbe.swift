/// WebSocket frames as a client writes them, including ones no client should write.
enum ProbeFrame {
  static let text: UInt8 = 0x1
  static let binary: UInt8 = 0x2
  static let close: UInt8 = 0x8
  static let ping: UInt8 = 0x9
  static let pong: UInt8 = 0xA
  static let continuation: UInt8 = 0x0

  /// A frame: masked (as clients must) unless `masked` is false; `declaredLength` overrides
  /// the length field to lie about the payload.
  static func make(
    _ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true,
    reserved: UInt8 = 0, declaredLength: UInt64? = nil
  ) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | (reserved & 0x7) << 4 | (opcode & 0xF)]
    let length = declaredLength ?? UInt64(payload.count)
    let maskBit: UInt8 = masked ? 0x80 : 0
    if length < 126 {
      bytes.append(maskBit | UInt8(length))
    } else if length <= 0xFFFF {
      bytes.append(maskBit | 126)
      bytes += [UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      bytes.append(maskBit | 127)
      bytes += (0..<8).reversed().map { UInt8((length >> ($0 * 8)) & 0xFF) }
    }
    guard masked else { return bytes + payload }
    let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
    bytes += key
    bytes += payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    return bytes
  }

  static func text(_ string: String) -> [UInt8] { make(text, Array(string.utf8)) }
}

extension RawClient {
  /// Reads one frame from the server (servers never mask).
  func readFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
    let first = try read(count: 2)
    var length = UInt64(first[1] & 0x7F)
    if length == 126 {
      length = try read(count: 2).reduce(0) { $0 << 8 | UInt64($1) }
    } else if length == 127 {
      length = try read(count: 8).reduce(0) { $0 << 8 | UInt64($1) }
    }
    guard length <= 1 << 26 else { throw Failure(description: "a frame of \(length) bytes") }
    return (first[0] & 0xF, try read(count: Int(length)))
  }

  /// Reads the next text message, skipping nothing: any other frame fails.
  func readText() throws -> String {
    let frame = try readFrame()
    guard frame.opcode == ProbeFrame.text else {
      throw Failure(description: "expected a text frame, got opcode \(frame.opcode)")
    }
    return String(decoding: frame.payload, as: UTF8.self)
  }
}
