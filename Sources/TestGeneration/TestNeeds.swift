/// What a written test file needs besides itself to build and pass: the modules it imports (its
/// test target must depend on each) and the log it reads its states from (kept next to it).
///
/// ```swift
/// let generator = TestGenerator(timeline: timeline, options: options)
/// print(generator.needs.modules, generator.needs.log ?? "no log")
/// ```
///
/// ```text
/// ["AppRootSample", "ComposableArchitecture", "Foundation", "Replay", "Testing"] app-root.ttlog
/// ```
public struct TestNeeds: Sendable, Equatable {
  /// Every module the file imports, sorted, as its `import` lines.
  public var modules: [String]
  /// The app's module (the one the state's type names), imported `@testable` when the file writes
  /// the app's types itself; `nil` when the state type names no module.
  public var appModule: String?
  /// Whether the app's module is imported `@testable`: when the file builds states from literals
  /// (they need its memberwise initialisers, which are internal) or from `--initial-state` (whose
  /// expression names the app's types, internal unless the app made them public).
  public var testable: Bool
  /// The log's file name the test reads from its own folder; `nil` when it reads none.
  public var log: String?
  /// The reducer the file builds when `--reducer` was not given (`AppRootFeature()`, from the
  /// state's type), which compiles only if its initialiser takes no arguments; `nil` when given.
  public var defaultReducer: String?

  init(options: TestOptions, names: SwiftNames, servesReads: Bool) {
    log = options.initialState == nil || options.exhaustive ? options.logResource : nil
    var modules = Set(options.conventions.imports + options.imports + ["Foundation", "Testing"])
    if options.servesEffects { modules.formUnion(options.conventions.servingImports) }
    // Replay gives the file `Timeline`, which a file that reads the log uses, `RecordedReads`,
    // which serves the recorded dependency reads, and `ServedEffects`.
    if log == nil && !servesReads && !options.servesEffects && !options.imports.contains("Replay") {
      modules.remove("Replay")
    }
    if !names.module.isEmpty { modules.insert(names.module) }
    self.modules = modules.sorted()
    appModule = names.module.isEmpty ? nil : names.module
    testable = options.logResource == nil || options.initialState != nil
    defaultReducer = options.reducer == nil ? names.feature + "()" : nil
  }
}

extension TestGenerator {
  /// What the file ``file()`` writes needs besides itself.
  public var needs: TestNeeds {
    let from = options.from ?? timeline.firstSeq
    let to = options.to ?? timeline.lastSeq
    let steps =
      (try? SessionScript(
        timeline: timeline, from: from, to: to, sendsEffectsStartedBefore: options.servesEffects))?
      .steps ?? []
    return TestNeeds(
      options: options,
      names: SwiftNames(
        stateType: options.stateType ?? timeline.header.stateType,
        actionType: options.actionType ?? timeline.header.actionType),
      servesReads: DependencySection(
        timeline: timeline, steps: steps, conventions: options.conventions
      ).servesReads)
  }
}
