/// A key for a dependency in ``DependencyValues``: its type and the values it takes in an app and
/// in a test, as swift-dependencies declares them.
///
/// ```swift
/// struct NumberClient: Sendable {
///   var fetch: @Sendable (Int) async throws -> String
/// }
/// extension NumberClient: DependencyKey {
///   static let liveValue = NumberClient { "\($0) is a number" }
///   static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch"))
/// }
/// extension DependencyValues {
///   var numberClient: NumberClient {
///     get { self[NumberClient.self] }
///     set { self[NumberClient.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey {
  /// The dependency's type.
  associatedtype Value: Sendable
  /// The value an app gets (``DependencyValues/Context/live``).
  static var liveValue: Value { get }
  /// The value a test gets (``DependencyValues/Context/test``); by default ``liveValue``.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The live value: declare a `testValue` that fails when called to make tests say which
  /// dependency they use.
  public static var testValue: Value { liveValue }
}
