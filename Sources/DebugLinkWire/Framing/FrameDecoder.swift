/// Splits a byte stream into frames, whatever sizes the reads arrive in.
///
/// It keeps at most one partial frame. A length above ``Frame/maximumPayload`` throws before any
/// of that frame's bytes are held, so a peer cannot make the other side allocate.
///
/// ```swift
/// var decoder = FrameDecoder()
/// let payloads = try decoder.frames(from: [0, 0, 0, 1, 7, 0, 0])
/// print(payloads, decoder.pendingCount)
/// ```
///
/// ```text
/// [[7]] 2
/// ```
public struct FrameDecoder: Sendable {
  private var buffer: [UInt8] = []
  /// The largest payload accepted.
  public var limit: Int

  /// Creates a decoder.
  ///
  /// - Parameter limit: The largest payload accepted, ``Frame/maximumPayload`` unless a test
  ///   lowers it.
  public init(limit: Int = Frame.maximumPayload) {
    self.limit = limit
  }

  /// Bytes held for a frame not yet complete.
  public var pendingCount: Int { buffer.count }

  /// Adds bytes read from the socket and returns the payloads of the frames they complete.
  ///
  /// - Parameter bytes: The bytes just read.
  /// - Returns: Each complete frame's payload, in order.
  /// - Throws: ``LinkError`` with code `oversized` when a frame announces more than the limit.
  public mutating func frames(from bytes: some Collection<UInt8>) throws(LinkError) -> [[UInt8]] {
    buffer.append(contentsOf: bytes)
    var payloads: [[UInt8]] = []
    var start = 0
    while buffer.count - start >= 4 {
      let length =
        Int(buffer[start]) << 24 | Int(buffer[start + 1]) << 16 | Int(buffer[start + 2]) << 8
        | Int(buffer[start + 3])
      guard length <= limit else {
        buffer.removeAll()
        throw LinkError(
          .oversized,
          "frame of \(length) bytes exceeds the link's limit of \(limit) bytes; closing the connection"
        )
      }
      guard buffer.count - start - 4 >= length else { break }
      payloads.append(Array(buffer[(start + 4)..<(start + 4 + length)]))
      start += 4 + length
    }
    if start > 0 { buffer.removeFirst(start) }
    return payloads
  }
}
