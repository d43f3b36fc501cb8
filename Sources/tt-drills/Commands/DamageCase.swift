import ToolSupport

/// One damaged copy of a log: a truncation or a single seeded bit flip.
struct DamageCase {
  /// Truncations come first (`index < size`), then flips.
  let index: Int
  let size: Int
  /// The truncation length or the flipped byte's offset.
  let offset: Int
  /// The flipped bit's mask, or 0 for a truncation.
  let mask: UInt8

  /// Case `index` of a sweep over a `size`-byte log; flips depend only on `seed` and `index`.
  init(index: Int, size: Int, seed: UInt64) {
    self.index = index
    self.size = size
    if index < size {
      offset = index
      mask = 0
    } else {
      var random = SeededGenerator(seed: seed, index: index - size)
      offset = random.next(below: size)
      mask = 1 << UInt8(random.next(below: 8))
    }
  }

  var isTruncation: Bool { mask == 0 }

  /// The damaged bytes.
  func apply(to bytes: [UInt8]) -> [UInt8] {
    if isTruncation { return Array(bytes.prefix(offset)) }
    var damaged = bytes
    if damaged.indices.contains(offset) { damaged[offset] ^= mask }
    return damaged
  }
}
