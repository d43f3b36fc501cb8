/// SplitMix64: a small, fast generator whose output depends only on its seed, so benchmark runs,
/// drills and random tests repeat exactly for a seed.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let roll = Int.random(in: 0..<6, using: &random)
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  package init(seed: UInt64) {
    state = seed
  }

  /// A generator for case `index` of a sweep seeded with `seed`, independent of the cases before.
  package init(seed: UInt64, index: Int) {
    state = seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    _ = next()
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `0..<bound` (0 when `bound` is 1 or less), by plain modulo: cheap, and what the
  /// drills' seeds were recorded with.
  package mutating func next(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next() % UInt64(bound))
  }
}
