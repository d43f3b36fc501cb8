import CZlib

/// A running CRC-32 (the gzip trailer's checksum), computed with zlib.
package struct CRC32: Sendable, Equatable {
  /// The checksum of everything fed so far.
  package private(set) var value: UInt32 = 0

  /// Creates the checksum of no bytes.
  package init() {}

  /// Feeds more bytes.
  ///
  /// - Parameter bytes: The bytes to add.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    var crc = UInt(value)
    var remaining = bytes.count
    var pointer = base.assumingMemoryBound(to: Bytef.self)
    // zlib's crc32 takes a 32-bit length; feed large buffers in pieces.
    while remaining > 0 {
      let piece = min(remaining, 1 << 30)
      crc = crc32(crc, pointer, UInt32(piece))
      pointer += piece
      remaining -= piece
    }
    value = UInt32(truncatingIfNeeded: crc)
  }

  /// Feeds a byte array.
  ///
  /// - Parameter bytes: The bytes to add.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }
}
