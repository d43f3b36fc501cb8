/// SipHash-2-4 (Aumasson and Bernstein): a keyed 64-bit hash, so a pseudonym cannot be recomputed
/// or brute-forced from a guessed secret without the session's key.
enum SipHash {
  /// The SipHash-2-4 of `bytes` under the 128-bit key `(k0, k1)` (each half little-endian).
  static func hash(_ bytes: some Sequence<UInt8>, k0: UInt64, k1: UInt64) -> UInt64 {
    var state = State(k0: k0, k1: k1)
    var word: UInt64 = 0
    var count = 0
    for byte in bytes {
      word |= UInt64(byte) << UInt64(8 * (count & 7))
      count += 1
      if count & 7 == 0 {
        state.compress(word)
        word = 0
      }
    }
    // The last block holds the leftover bytes and the message length (mod 256) in its top byte.
    state.compress(word | UInt64(truncatingIfNeeded: count) << 56)
    return state.finalize()
  }

  private struct State {
    var v0: UInt64
    var v1: UInt64
    var v2: UInt64
    var v3: UInt64

    init(k0: UInt64, k1: UInt64) {
      v0 = k0 ^ 0x736f_6d65_7073_6575
      v1 = k1 ^ 0x646f_7261_6e64_6f6d
      v2 = k0 ^ 0x6c79_6765_6e65_7261
      v3 = k1 ^ 0x7465_6462_7974_6573
    }

    mutating func compress(_ message: UInt64) {
      v3 ^= message
      round()
      round()
      v0 ^= message
    }

    mutating func finalize() -> UInt64 {
      v2 ^= 0xff
      round()
      round()
      round()
      round()
      return v0 ^ v1 ^ v2 ^ v3
    }

    private mutating func round() {
      v0 &+= v1
      v1 = rotate(v1, 13)
      v1 ^= v0
      v0 = rotate(v0, 32)
      v2 &+= v3
      v3 = rotate(v3, 16)
      v3 ^= v2
      v0 &+= v3
      v3 = rotate(v3, 21)
      v3 ^= v0
      v2 &+= v1
      v1 = rotate(v1, 17)
      v1 ^= v2
      v2 = rotate(v2, 32)
    }

    private func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
      (value << bits) | (value >> (64 - bits))
    }
  }
}
