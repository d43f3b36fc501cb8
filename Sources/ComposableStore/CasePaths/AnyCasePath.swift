/// A path from an enum to the payload of one of its cases: embed a payload, or try to extract it.
///
/// Build one by hand with ``init(embed:extract:)``, or by reflection with the `/` prefix operator on a
/// case constructor, as in TCA 1.0–1.3:
///
/// ```swift
/// enum Action { case child(Child.Action), tapped }
/// let child = /Action.child
/// print(child.extract(from: .child(.increment)) as Any)
/// print(child.extract(from: .tapped) as Any)
/// ```
///
/// ```text
/// Optional(Child.Action.increment)
/// nil
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let embedding: @Sendable (Value) -> Root
  @usableFromInline let extracting: @Sendable (Root) -> Value?

  /// Creates a case path from an embed and an extract function.
  ///
  /// - Parameters:
  ///   - embed: Wraps a payload in the case.
  ///   - extract: Returns the payload when the root is in the case, or `nil`.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedding = embed
    self.extracting = extract
  }

  /// Wraps a payload in the case.
  ///
  /// - Parameter value: The payload.
  /// - Returns: The root value in this case.
  @inlinable
  public func embed(_ value: Value) -> Root {
    embedding(value)
  }

  /// Returns the payload when the root is in this case.
  ///
  /// - Parameter root: An enum value.
  /// - Returns: The payload, or `nil` when `root` is in another case.
  @inlinable
  public func extract(from root: Root) -> Value? {
    extracting(root)
  }
}

extension AnyCasePath where Root == Value {
  /// The identity path: every root is "in the case" and is its own payload.
  public static var `self`: AnyCasePath {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }
}
