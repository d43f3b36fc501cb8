import LogFormat

/// One byte of a block's deflate data that its check table put right.
struct ByteCorrection: Equatable {
  /// Index of the byte in the data handed to ``BlockChecks/corrections(of:)``.
  var index: Int
  /// The byte as the file holds it.
  var found: UInt8
  /// The byte its range's CRC-32 calls for.
  var fixed: UInt8
}

extension BlockChecks {
  /// What the table says of a block's deflate data.
  enum Verdict: Equatable {
    /// Every range passes its CRC-32: the deflate data is as written.
    case intact
    /// Each damaged range has one damaged byte; each element is one way to put them all right
    /// (almost always exactly one).
    case correctable([[ByteCorrection]])
    /// A range whose damage is more than one byte, or a table that does not fit the data (the
    /// index belongs to other bytes, or is itself damaged). `intactPrefix` is how many bytes
    /// from the start lie in ranges that pass.
    case uncorrectable(intactPrefix: Int)
  }

  /// Checks `data` (a block's deflate data, without header and trailer) range by range and, where
  /// a range fails, finds the single byte whose change makes it pass.
  ///
  /// A CRC-32 is linear: for two messages of one length, the XOR of their CRCs is the CRC
  /// (from a zero register) of their XOR. One damaged byte `e` at `p` therefore leaves the
  /// syndrome `T[e]` shifted by the `n − 1 − p` zero bytes after it; running the shift
  /// backwards from the syndrome finds `p` and `e` in one pass over the range.
  ///
  /// ```swift
  /// var builder = BlockChecks.Builder()
  /// builder.add([10, 20, 30, 40])
  /// let checks = builder.finish()
  /// print(checks.verdict(of: [10, 20, 99, 40]))
  /// ```
  ///
  /// ```text
  /// correctable([[ByteCorrection(index: 2, found: 99, fixed: 30)]])
  /// ```
  ///
  /// - Parameters:
  ///   - data: The deflate data as the file holds it.
  ///   - limit: How many ways to put the data right are returned at most.
  func verdict(of data: ArraySlice<UInt8>, limit: Int = 16) -> Verdict {
    guard dataLength == data.count else { return .uncorrectable(intactPrefix: 0) }
    var ways: [[ByteCorrection]] = [[]]
    var start = data.startIndex
    var intactPrefix: Int?
    for range in ranges {
      let end = start + Int(range.length)
      var crc = CRC32()
      data[start..<end].withUnsafeBytes { crc.update($0) }
      if crc.value != range.crc {
        if intactPrefix == nil { intactPrefix = start - data.startIndex }
        let candidates = CRCSyndrome.singleByteErrors(
          syndrome: crc.value ^ range.crc, length: Int(range.length)
        ).map { place in
          let index = start - data.startIndex + place.position
          return ByteCorrection(
            index: index, found: data[start + place.position],
            fixed: data[start + place.position] ^ place.error)
        }
        guard !candidates.isEmpty else { return .uncorrectable(intactPrefix: intactPrefix ?? 0) }
        ways = Array(ways.lazy.flatMap { way in candidates.map { way + [$0] } }.prefix(limit))
      }
      start = end
    }
    return intactPrefix == nil ? .intact : .correctable(ways)
  }
}

/// The CRC-32 (gzip polynomial, reflected) arithmetic that finds a single damaged byte.
enum CRCSyndrome {
  /// The reflected CRC-32 table: `table[i]` is the register after feeding byte `i` to zero.
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
    return value
  }

  /// `table` by its top byte (the top bytes of the 256 entries are all different).
  static let byTopByte: [UInt8] = {
    var map = [UInt8](repeating: 0, count: 256)
    for (index, value) in table.enumerated() { map[Int(value >> 24)] = UInt8(index) }
    return map
  }()

  /// The syndrome of each nonzero byte value at a range's last place.
  static let errorBySyndrome: [UInt32: UInt8] = Dictionary(
    uniqueKeysWithValues: (1..<256).map { (table[$0], UInt8($0)) })

  /// Every place and nonzero XOR pattern of one byte, in a range of `length` bytes, whose
  /// change gives `syndrome` (the XOR of the CRC found and the CRC written).
  static func singleByteErrors(syndrome: UInt32, length: Int) -> [(position: Int, error: UInt8)] {
    var found: [(position: Int, error: UInt8)] = []
    var register = syndrome
    for distance in 0..<length {
      if let error = errorBySyndrome[register] {
        found.append((length - 1 - distance, error))
      }
      // Undo one zero byte: the top byte of the register names the table entry that was mixed in.
      let index = byTopByte[Int(register >> 24)]
      register = ((register ^ table[Int(index)]) << 8) | UInt32(index)
    }
    return found
  }
}
