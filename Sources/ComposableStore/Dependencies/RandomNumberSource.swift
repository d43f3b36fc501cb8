import Synchronization

/// Gives random numbers; inject it into a reducer (`var random: RandomNumberSource = .live`) so
/// tests and recordings are deterministic.
///
/// ```swift
/// let random = RandomNumberSource.seeded(7)
/// print(random.int(in: 1...6), random.int(in: 1...6))
/// ```
///
/// ```text
/// 4 2
/// ```
public struct RandomNumberSource: Sendable {
  private let generate: @Sendable () -> UInt64

  /// Creates a source from a closure.
  ///
  /// - Parameter generate: Returns the next 64 random bits.
  public init(_ generate: @escaping @Sendable () -> UInt64) {
    self.generate = generate
  }

  /// The next 64 random bits (seen by a glue's ``DependencyObserver``).
  public func next() -> UInt64 {
    let value = generate()
    return DependencyObservation.observer?.read(random: value) ?? value
  }

  /// A number in `range`, from one ``next()``.
  ///
  /// - Parameter range: The numbers to choose from.
  /// - Returns: A number in `range`.
  public func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    let bits = next()
    let offset = width == 0 ? bits : bits % width
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }

  /// The system's random number generator.
  public static var live: Self {
    Self {
      var generator = SystemRandomNumberGenerator()
      return generator.next()
    }
  }

  /// A splitmix64 sequence from `seed`: the same numbers on every run.
  ///
  /// - Parameter seed: The first state.
  /// - Returns: The source.
  public static func seeded(_ seed: UInt64) -> Self {
    let state = Atomic<UInt64>(seed)
    return Self {
      let z0 = state.wrappingAdd(0x9E37_79B9_7F4A_7C15, ordering: .relaxed).newValue
      var z = (z0 ^ (z0 >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
