/// One message on the link as bytes: a 4-byte big-endian length, then that many bytes of payload
/// (one kind byte and the message's body).
///
/// ```swift
/// let bytes = Frame.encode(payload: [1, 65])
/// print(bytes)
/// ```
///
/// ```text
/// [0, 0, 0, 2, 1, 65]
/// ```
public enum Frame {
  /// The largest payload either side accepts: a record line, a state or a whole bug report's log
  /// must fit. A frame announcing more closes the connection.
  public static let maximumPayload = 4 * 1024 * 1024

  /// The bytes of one frame around a payload.
  ///
  /// - Parameter payload: The message's bytes.
  /// - Returns: The length prefix followed by the payload.
  public static func encode(payload: [UInt8]) -> [UInt8] {
    let count = UInt32(truncatingIfNeeded: payload.count)
    var bytes: [UInt8] = [
      UInt8(truncatingIfNeeded: count >> 24), UInt8(truncatingIfNeeded: count >> 16),
      UInt8(truncatingIfNeeded: count >> 8), UInt8(truncatingIfNeeded: count),
    ]
    bytes.reserveCapacity(4 + payload.count)
    bytes.append(contentsOf: payload)
    return bytes
  }
}
