extension Array where Element == UInt8 {
  /// Appends `value` as little-endian bytes.
  package mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }

  /// Reads a little-endian integer at `offset`, or `nil` when the bytes run out.
  package func readLittleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
    self[...].readLittleEndian(T.self, at: offset)
  }
}

extension ArraySlice where Element == UInt8 {
  /// Reads a little-endian integer at `offset` (an index of the slice), or `nil` when the bytes
  /// run out.
  package func readLittleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
    guard offset >= startIndex, offset + MemoryLayout<T>.size <= endIndex else { return nil }
    return withUnsafeBytes { raw in
      T(littleEndian: raw.loadUnaligned(fromByteOffset: offset - startIndex, as: T.self))
    }
  }
}
