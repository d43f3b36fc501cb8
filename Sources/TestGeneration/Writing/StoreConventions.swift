/// How one store spells, in Swift, what the log writes through the integration points
/// (docs/LogFormat.md › Values): a stack (`StackState`), a presentation (`PresentationState`), a
/// shared reference (`Shared`), and its test store.
///
/// The generator knows no store; these are the two it ships spellings for.
public struct StoreConventions: Sendable, Equatable {
  /// The store's name in the file's comments.
  public var name: String
  /// The modules the test imports besides the app's.
  public var imports: [String]
  /// The type holding a stack's elements.
  public var stackType: String
  /// The clause that turns off exhaustivity on `store`.
  public var nonExhaustive: String
  /// The function that re-links shared references when a state is decoded from the log (the glue's
  /// `Timeline.state(at:relinking:)`), or `nil` to use `Timeline.state(at:as:)`.
  public var decodeFunction: String
  /// The modules a file that serves effects imports besides ``imports`` (the glue's
  /// `servingEffects` operator).
  public var servingImports: [String]
  /// Whether `receive` takes a closure matching the action's case (TCA's form for actions that
  /// need not be `Equatable`) rather than the action.
  var receivesCasePatterns: Bool
  /// Whether `store.dependencies.random` takes a `RandomNumberSource` (the stand-in store's).
  var servesRandom: Bool
  /// Whether the state's enums change a case's payload in place with `modify(\.case) { … }`
  /// (TCA's `CasePathable` ones); otherwise an exhaustive step assigns the whole enum.
  var modifiesCases: Bool
  /// The statement reporting a served-effect mismatch (`mismatch`) at the step it shows.
  var reportsMismatch: String

  /// The bundled stand-in store (`ComposableStore`, tested with `ComposableStoreTesting`).
  public static let composableStore = StoreConventions(
    name: "the stand-in store (ComposableStore)",
    imports: ["ComposableStore", "ComposableStoreReplay", "ComposableStoreTesting", "Replay"],
    stackType: "StackState",
    nonExhaustive: "store.exhaustivity = .off",
    decodeFunction: "relinking",
    servingImports: [],
    receivesCasePatterns: false,
    servesRandom: true,
    modifiesCases: false,
    reportsMismatch: "recordStepIssue(mismatch.message)")

  /// The Composable Architecture 1.x (`TestStore` from `ComposableArchitecture`).
  public static let composableArchitecture = StoreConventions(
    name: "the Composable Architecture",
    imports: ["ComposableArchitecture", "Replay"],
    stackType: "StackState",
    nonExhaustive: "store.exhaustivity = .off",
    decodeFunction: "as",
    servingImports: ["ComposableArchitectureReplay"],
    receivesCasePatterns: true,
    servesRandom: false,
    modifiesCases: true,
    reportsMismatch: "Issue.record(Comment(rawValue: mismatch.message))")
}
