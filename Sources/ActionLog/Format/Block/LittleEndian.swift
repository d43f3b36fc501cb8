extension Array where Element == UInt8 {
  /// Appends `value` as `byteCount` little-endian bytes.
  mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    var remaining = value
    for _ in 0..<MemoryLayout<T>.size {
      append(UInt8(truncatingIfNeeded: remaining))
      remaining = remaining >> 8
    }
  }
}

extension Collection where Element == UInt8, Index == Int {
  /// Reads a little-endian integer at `offset`, or `nil` when the bytes run out.
  func readLittleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
    let size = MemoryLayout<T>.size
    guard offset >= startIndex, offset + size <= endIndex else { return nil }
    var value: T = 0
    for index in stride(from: offset + size - 1, through: offset, by: -1) {
      value = (value << 8) | T(self[index])
    }
    return value
  }
}
