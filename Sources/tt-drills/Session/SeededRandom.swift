/// SplitMix64: a small, fast generator whose output depends only on its seed.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  init(seed: UInt64) {
    state = seed
  }

  /// A generator for case `index` of a sweep seeded with `seed`, independent of the cases before.
  init(seed: UInt64, index: Int) {
    state = seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    _ = next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `0..<bound`; `bound` must be positive.
  mutating func next(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next() % UInt64(bound))
  }
}
