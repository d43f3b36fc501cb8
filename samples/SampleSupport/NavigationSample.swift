import ComposableStore

/// One of the navigation sample apps: its reducer, its initial state and a scripted user session.
///
/// Sessions are generic over the store they drive, so the same script can run on a plain store or on
/// one whose reducer records every action.
public protocol NavigationSample {
  /// The app's root reducer.
  associatedtype Feature: Reducer
  where
    Feature.State: Codable & Equatable & Sendable,
    Feature.Action: Codable & Equatable & Sendable

  /// The sample's command-line name, such as `"tab-stack"`.
  static var name: String { get }

  /// One line describing the app, shown by `nav-samples list`.
  static var about: String { get }

  /// Builds the app's root reducer over the given environment's clients and generators.
  ///
  /// - Parameter environment: The deterministic environment the session runs in.
  /// - Returns: The root reducer.
  static func makeFeature(_ environment: SampleEnvironment) -> Feature

  /// The state the scripted session starts from.
  ///
  /// - Parameter environment: The deterministic environment the session runs in.
  /// - Returns: The initial root state.
  static func initialState(_ environment: SampleEnvironment) -> Feature.State

  /// Plays the scripted session: sends every user action and waits for its effects before the next.
  ///
  /// - Parameters:
  ///   - store: A store built from ``makeFeature(_:)`` (possibly wrapped) and ``initialState(_:)``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  static func play(
    _ store: Store<Feature.State, Feature.Action>, _ environment: SampleEnvironment
  ) async

  /// A one-line description of a state, for `nav-samples run`.
  ///
  /// - Parameter state: A state of the app.
  /// - Returns: A short human-readable summary.
  static func summary(of state: Feature.State) -> String
}
