import ComposableStore
import CustomDump
import Foundation
import Testing

/// A store for tests that checks, step by step, what a reducer does, with the API of TCA's
/// `TestStore` where the stand-in store has the same concepts.
///
/// Each ``send(_:assert:fileID:filePath:line:column:)`` reduces one action and compares the state
/// it produced with the expected one; each ``receive(_:assert:fileID:filePath:line:column:)``
/// takes the next action an effect sent. A mismatch is recorded as a Swift Testing issue at the
/// step's line, naming the step and showing a diff (`-` expected, `+` actual). Only the first
/// failing step is reported: the steps after it start from a state the test did not expect.
///
/// ```swift
/// let store = TestStore(initialState: Counter.State()) { Counter() }
/// await store.send(.incrementButtonTapped) { $0.count = 2 }
/// ```
///
/// ```text
/// Step 1, send(.incrementButtonTapped): the state differs from the expected one (- expected, + actual):
///   Counter.State(
/// −   count: 2
/// +   count: 1
///   )
/// ```
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  /// Whether every change and every received action must be asserted (``Exhaustivity/on``, the
  /// default) or only what each step's closure describes.
  public var exhaustivity: Exhaustivity = .on

  /// Values the reducer's UUID, date and random generators return from the next step on.
  public var dependencies: TestDependencies {
    get { journal.dependencies }
    set { journal.dependencies = newValue }
  }

  /// Whether the actions effects send wait until a `receive` takes them (default `false`), so the
  /// test sets the order in which effects' answers arrive, as in a race. A `receive` lets in the
  /// first waiting action equal to the one it expects; an effect cancelled while its action waits
  /// (by a newer one with `cancelInFlight`, say) drops it, and a `receive` of a dropped action
  /// passes without it, as the answer never arrives. ``finish()`` lets in what still waits.
  ///
  /// ```swift
  /// store.holdsEffectActions = true
  /// await store.send(.queryChanged("swi"))
  /// await store.send(.queryChanged("swift"))
  /// await store.receive(.searchResponse(query: "swift", results: ["swift", "swiftly"]))
  /// await store.receive(.searchResponse(query: "swi", results: ["swift", "swiftly", "swim"]))
  /// ```
  public var holdsEffectActions: Bool {
    get { hold.isHolding }
    set {
      if !newValue { hold.release() }
      hold.isHolding = newValue
    }
  }

  /// The state after the last step sent or received.
  public private(set) var state: State

  private let store: Store<State, Action>
  private let journal: Journal<State, Action>
  /// The number of journal steps whose reported issues are recorded.
  private var issuesRecorded = 0
  private let hold = EffectHold<Action>()
  private var cursor = 0
  private var stepCount = 0
  private var tasks: [StoreTask] = []
  /// The first step that failed: later steps start from a state the test did not expect, so
  /// their failures follow from it and are not recorded again.
  private var hasFailed = false

  /// Creates a test store over a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test.
  public init<R: Reducer>(initialState: State, reducer: () -> R)
  where R.State == State, R.Action == Action {
    let journal = Journal<State, Action>()
    self.journal = journal
    self.state = initialState
    self.store = Store(initialState: initialState, hold: hold) {
      JournalingReducer(base: reducer(), journal: journal)
    }
  }

  /// Sends an action and asserts the state it produced.
  ///
  /// - Parameters:
  ///   - action: The action, as a user would cause it.
  ///   - updateStateToExpectedResult: Mutates the state before the action into the expected state
  ///     after it (with ``Exhaustivity/off``, the state after it, so only what it sets is checked).
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> StoreTask {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    stepCount += 1
    let name = "Step \(stepCount), send(\(describe(action)))"
    let pending = journal.steps.count - cursor
    if pending > 0 {
      if exhaustivity == .on {
        fail(
          "\(name): \(pending) received action(s) must be received before sending another: "
            + unreceivedList(), location)
      }
      state = journal.steps[journal.steps.count - 1].state
    }
    let before = journal.steps.count
    let task = TestContext.run { store.send(action) }
    tasks.append(task)
    guard before < journal.steps.count else {
      fail("\(name): the store did not reduce the action", location)
      return task
    }
    cursor = before + 1
    recordStepIssues(through: before, location)
    expect(journal.steps[before].state, name: name, update: updateStateToExpectedResult, location)
    if holdsEffectActions { await giveEffectsTurns() }
    return task
  }

  /// Takes the next action an effect sent, checks it is `expectedAction`, and asserts the state
  /// it produced. With ``Exhaustivity/off``, actions before the first equal one are skipped.
  ///
  /// - Parameters:
  ///   - expectedAction: The action the effect should have sent.
  ///   - updateStateToExpectedResult: As in ``send(_:assert:fileID:filePath:line:column:)``.
  public func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    stepCount += 1
    let name = "Step \(stepCount), receive(\(describe(expectedAction)))"
    if holdsEffectActions, await !letIn(expectedAction) { return }
    await waitForReceivedAction()
    guard cursor < journal.steps.count else {
      fail("\(name): no action was received; the effects sent nothing more", location)
      return
    }
    var index = cursor
    if exhaustivity == .off {
      while index < journal.steps.count, journal.steps[index].action != expectedAction {
        index += 1
      }
      guard index < journal.steps.count else {
        fail(
          "\(name): no such action was received; received instead: " + unreceivedList(), location)
        return
      }
      if index > cursor { state = journal.steps[index - 1].state }
    } else if journal.steps[index].action != expectedAction {
      let difference =
        diff(expectedAction, journal.steps[index].action)
        ?? "\(describe(journal.steps[index].action))"
      fail(
        "\(name): received a different action (- expected, + received):\n\(difference)", location)
    }
    cursor = index + 1
    recordStepIssues(through: index, location)
    expect(journal.steps[index].state, name: name, update: updateStateToExpectedResult, location)
  }

  /// Skips the actions effects sent that no `receive` asserted, taking the state after them.
  ///
  /// - Parameter strict: As in TCA: when `true`, having no such action to skip is an issue.
  public func skipReceivedActions(
    strict: Bool = true, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    holdsEffectActions = false
    await waitForReceivedAction()
    guard cursor < journal.steps.count else {
      if strict {
        Issue.record(
          "There were no received actions to skip.",
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      }
      return
    }
    cursor = journal.steps.count
    state = journal.steps[cursor - 1].state
    recordStepIssues(
      through: cursor - 1,
      SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }

  /// Waits until every effect started so far has finished; with ``Exhaustivity/on``, an action
  /// an effect sent that no `receive` asserted is an issue.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    holdsEffectActions = false
    for task in tasks { await task.finish() }
    tasks.removeAll()
    guard cursor < journal.steps.count else { return }
    if exhaustivity == .on {
      fail(
        "The store received \(journal.steps.count - cursor) action(s) that were not asserted: "
          + unreceivedList(),
        SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }
    cursor = journal.steps.count
    state = journal.steps[cursor - 1].state
    recordStepIssues(
      through: cursor - 1,
      SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }

  // MARK: Checking a step

  private func expect(
    _ actual: State, name: String, update: ((inout State) throws -> Void)?,
    _ location: SourceLocation
  ) {
    var expected = exhaustivity == .on ? state : actual
    state = actual
    guard let update else {
      if exhaustivity == .on, expected != actual { record(name, expected, actual, location) }
      return
    }
    do {
      try update(&expected)
    } catch {
      fail("\(name): the expected state could not be built: \(error)", location)
      return
    }
    if expected != actual { record(name, expected, actual, location) }
  }

  private func record(
    _ name: String, _ expected: State, _ actual: State, _ location: SourceLocation
  ) {
    let difference = diff(expected, actual) ?? "(the values differ but print the same)"
    fail(
      "\(name): the state differs from the expected one (- expected, + actual):\n" + difference,
      location)
  }

  /// Records the issues reduces reported for the steps up to `index` not recorded yet, at the
  /// `send` or `receive` asserting them.
  private func recordStepIssues(through index: Int, _ location: SourceLocation) {
    while issuesRecorded <= index, issuesRecorded < journal.steps.count {
      for message in journal.steps[issuesRecorded].issues {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
      }
      issuesRecorded += 1
    }
  }

  /// Records the first failing step's issue; a later step's failure follows from it and is
  /// dropped (the state the test goes on from is the store's, not the one it expected).
  private func fail(_ message: String, _ location: SourceLocation) {
    guard !hasFailed else { return }
    hasFailed = true
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }

  /// Gives the store's effect tasks turns until one of them sent an action or a bounded number of
  /// turns passed (effects on the stand-in store run on the main actor, so each turn is one hop).
  private func waitForReceivedAction() async {
    var turns = 0
    while cursor >= journal.steps.count, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
  }

  /// Lets in the first held action equal to `action`, giving the effects turns until one sends it
  /// or drops it; `false` when it was dropped (its effect was cancelled), so there is nothing to
  /// receive.
  private func letIn(_ action: Action) async -> Bool {
    var turns = 0
    while turns < 10_000 {
      let before = journal.steps.count
      if hold.deliverFirst(where: { $0 == action }) {
        // Actions no `receive` took before it are skipped, unless every one must be asserted.
        if exhaustivity == .off { cursor = before }
        return true
      }
      if hold.forgetDropped(where: { $0 == action }) { return false }
      await Task.yield()
      turns += 1
    }
    return true
  }

  /// Gives the effects a sent action started turns to run up to their first action, which waits.
  private func giveEffectsTurns() async {
    for _ in 0..<100 { await Task.yield() }
  }

  private func unreceivedList() -> String {
    journal.steps[cursor...].map { describe($0.action) }.joined(separator: ", ")
  }

  private func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 6)
    let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    return flat.count > 120 ? String(flat.prefix(119)) + "…" : flat
  }
}
