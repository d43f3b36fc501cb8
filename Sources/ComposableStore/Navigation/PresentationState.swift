/// Optional state of a presented destination (sheet, alert, dialog…): `@PresentationState var destination`.
///
/// The projected value `$destination` is the wrapper itself, so `.ifLet(\.$destination, …)` can
/// reach it. Each presentation (nil → value) gets a fresh identity; effects of the presented child
/// are tied to it and cancelled when it is dismissed.
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline var value: State?
  @usableFromInline private(set) var presentationID: UInt64?

  /// Creates the wrapper.
  ///
  /// - Parameter wrappedValue: The presented state, or `nil`.
  public init(wrappedValue: State?) {
    self.value = wrappedValue
    self.presentationID = wrappedValue == nil ? nil : IdentityCounter.nextPresentation()
  }

  /// The presented state, or `nil`. Setting `nil` dismisses; setting a value when `nil` presents.
  public var wrappedValue: State? {
    get { value }
    set {
      if newValue == nil {
        presentationID = nil
      } else if value == nil {
        presentationID = IdentityCounter.nextPresentation()
      }
      value = newValue
    }
  }

  /// The wrapper itself, for key paths such as `\.$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the presented state in place, without copying it; `nil` when nothing is presented.
  @inlinable
  mutating func modify<R>(_ body: (inout State) -> R) -> R? {
    guard var state = value else { return nil }
    value = nil
    defer { value = state }
    return body(&state)
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Compares the presented states.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

extension PresentationState: Sendable where State: Sendable {}
