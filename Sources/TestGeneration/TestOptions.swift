/// What `tt-debug test` was asked for.
public struct TestOptions: Sendable, Equatable {
  /// The first state (the test's starting state); `nil` for the log's first.
  public var from: UInt64?
  /// The last state; `nil` for the log's last.
  public var to: UInt64?
  /// The test function's name; `nil` to derive it from the session.
  public var name: String?
  /// The test's display name, `@Test("…")` (`--name` as typed); `nil` for the session's note.
  public var displayName: String?
  /// Assert every step's whole state, as TCA's exhaustive `TestStore` does.
  public var exhaustive: Bool
  /// The store whose test store the file drives.
  public var conventions: StoreConventions
  /// The Swift expression that builds the reducer; `nil` for `Feature()`, from the state's type.
  public var reducer: String?
  /// The log's file name next to the test, for states read from it; `nil` writes them as literals.
  public var logResource: String?
  /// The command line that made the file, quoted in its first comment.
  public var command: String
  /// The Swift expression of the starting state, for states the log cannot give back (not
  /// `Codable`); the file then checks it against the log's state at `from` before the first step.
  public var initialState: String?
  /// Whether the app's actions are `Equatable`, so TCA's `receive` can compare whole actions
  /// instead of case key paths.
  public var equatableActions: Bool
  /// Modules to import besides the app's and the store's (what `reducer` names).
  public var imports: [String]
  /// The app's state type with its module (`MyApp.AppFeature.State`); `nil` for the log header's.
  /// Needed when the header is damaged and does not say.
  public var stateType: String?
  /// The app's action type with its module; `nil` for the log header's.
  public var actionType: String?
  /// Whether the reducer's effects are served from the log (the default): each effect it starts
  /// sends what the log says that effect sent, at its place, and a difference in the effects it
  /// starts fails at its step. `false` runs the effects (`--effects live`), with the dependencies
  /// the reducer expression gives them.
  public var servesEffects: Bool
  /// Seqs of actions to write in this order, each in the place of another of them (what
  /// `EffectOrders` reports as an order's `moved`); `nil` for the log's order. The test then holds
  /// effects' actions so each `receive` lets its answer in, in this order, and asserts the log's
  /// end state only; its effects run (``servesEffects`` is ignored).
  public var order: [UInt64]?
  /// What the log lost after the test's last state, when the test stops there because the log
  /// does (`#2547… lost: the log ends inside a record: …`); the opening comment says it.
  public var lostEnd: String?
  /// The seqs of the steps to write, ascending (`--only`); `nil` for every step from `from` to
  /// `to`. An action an effect sent needs the action that started the effect among them.
  public var only: [UInt64]?

  /// Creates options; see each property.
  public init(
    from: UInt64? = nil, to: UInt64? = nil, name: String? = nil, exhaustive: Bool = false,
    conventions: StoreConventions = .composableArchitecture, reducer: String? = nil,
    logResource: String? = nil, command: String = "tt-debug test", imports: [String] = [],
    initialState: String? = nil, equatableActions: Bool = false, stateType: String? = nil,
    actionType: String? = nil, lostEnd: String? = nil, servesEffects: Bool = true,
    only: [UInt64]? = nil, order: [UInt64]? = nil
  ) {
    self.only = only
    self.servesEffects = servesEffects
    self.order = order
    self.lostEnd = lostEnd
    self.stateType = stateType
    self.actionType = actionType
    self.equatableActions = equatableActions
    self.initialState = initialState
    self.imports = imports
    self.from = from
    self.to = to
    self.name = name
    self.exhaustive = exhaustive
    self.conventions = conventions
    self.reducer = reducer
    self.logResource = logResource
    self.command = command
  }
}
