/// One piece of state held by several features: a mutation through any holder is seen by all.
///
/// ```swift
/// struct SignUp { var email = "" }
/// @Shared var signUp = SignUp()
/// let email = $signUp.email       // a Shared<String> into the same box
/// email.wrappedValue = "a@b.c"
/// print(signUp.email)
/// ```
///
/// ```text
/// a@b.c
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Creates a new shared box holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    self.reference = SharedBox(value)
  }

  /// Creates a new shared box holding `wrappedValue`: `@Shared var signUp = SignUp()`.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  /// Holds an existing shared reference: `self._signUp = Shared(projectedValue: signUp)`.
  ///
  /// - Parameter projectedValue: The reference to hold.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value; setting it changes it for every holder.
  public var wrappedValue: Value {
    get { reference.read { $0 } }
    nonmutating set { reference.mutate { $0 = newValue } }
  }

  /// The reference itself, `$signUp`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the value in place under the box's lock.
  ///
  /// The lock is not recursive: `operation` must not read or write the same shared value (or a
  /// projection of it) through another `Shared`.
  ///
  /// - Parameter operation: Changes the value.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.mutate(operation)
  }

  /// A shared reference to a member of this value, reading and writing through this box.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: SharedProjection(parent: reference, keyPath: keyPath))
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Compares the current values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference === rhs.reference || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: Sendable where Value: Sendable {}

extension Shared {
  /// The object every copy of this reference shares (a box, or a projection into one): two
  /// `Shared` values are the same reference when these are identical (`===`).
  public var referenceObject: AnyObject { reference }

  /// The number this reference's box is written with in `$shared` (unique among live boxes).
  package var referenceID: UInt64 { reference.id }
}

extension Shared: CustomStringConvertible {
  /// The current value's description.
  public var description: String { String(describing: wrappedValue) }
}
