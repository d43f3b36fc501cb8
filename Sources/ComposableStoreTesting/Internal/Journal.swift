import ComposableStore

/// Every action the test store's reducer reduced, in order, with where it came from and the state
/// right after it. The store reduces effect-sent actions as they arrive; the test store reads them
/// back here one `receive` at a time.
/// The stand-in store reduces on the main actor only, so the journal needs no lock.
final class Journal<State, Action> {
  struct Step {
    var action: Action
    var isExternal: Bool
    var state: State
    /// The issues the reduce reported for its step (``recordStepIssue(_:fileID:filePath:line:column:)``).
    var issues: [String] = []
  }

  private(set) var steps: [Step] = []
  /// The values served to the reducer's generators (``TestStore/dependencies``).
  var dependencies = TestDependencies()

  func append(_ step: Step) {
    steps.append(step)
  }
}

/// Wraps the reducer under test so that each reduce is written to the journal.
struct JournalingReducer<Base: Reducer>: Reducer {
  let base: Base
  let journal: Journal<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let values = journal.dependencies
    let effect: Effect<Base.Action>
    let issues = StepIssueCollector()
    if values.isEmpty {
      effect = StepIssueCollector.$current.withValue(issues) {
        base.reduce(into: &state, action: action)
      }
    } else {
      let observer = ServingObserver(values: values, outer: DependencyObservation.observer)
      effect = DependencyObservation.$observer.withValue(observer) {
        StepIssueCollector.$current.withValue(issues) { base.reduce(into: &state, action: action) }
      }
    }
    let isExternal = ActionContext.current.map { $0.origin == .external } ?? true
    let step = Journal<Base.State, Base.Action>.Step(
      action: action, isExternal: isExternal, state: state, issues: issues.collected)
    journal.append(step)
    return effect
  }
}
