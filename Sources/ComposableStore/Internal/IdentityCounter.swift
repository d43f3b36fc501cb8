import Synchronization

/// Process-wide counters for identities that must be unique across stores and values.
enum IdentityCounter {
  private static let presentations = Atomic<UInt64>(0)
  private static let stacks = Atomic<UInt64>(0)

  /// A fresh identity for one presentation of a destination.
  static func nextPresentation() -> UInt64 {
    presentations.add(1, ordering: .relaxed).newValue
  }

  /// A fresh identity for one stack value.
  static func nextStack() -> UInt64 {
    stacks.add(1, ordering: .relaxed).newValue
  }
}
