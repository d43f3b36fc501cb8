import ActionLog
import Foundation
import ValueCoding

// A second, minimal store written against ActionLog's public API only (no @testable, no
// ComposableStore): its own stack, presentation, dialog and shared types, described through the
// integration points. If these tests pass, the points suffice for a store that is not ours.

/// A navigation stack: elements with ids.
struct MiniStack<Element> {
  var items: [(id: Int, element: Element)] = []
  private var nextID = 0

  mutating func push(_ element: Element) {
    items.append((nextID, element))
    nextID += 1
  }

  mutating func pop() { items.removeLast() }
}

extension MiniStack: RecordableStack {
  var recordedStackEntries: [(id: Int, element: Any)] { items.map { ($0.id, $0.element) } }
}

/// A sheet: something presented, or nothing.
struct MiniSheet<Content> {
  var content: Content?
}

extension MiniSheet: RecordablePresentation {
  var recordedDestination: Any? { content }
}

/// An alert with a title.
struct MiniAlert {
  var title: String
}

extension MiniAlert: RecordableDialog {
  var recordedDialogKind: RecordedDialogKind { .alert }
  var recordedDialogTitle: String { title }
}

/// Shared state: a box every copy points at; any thread may change it.
final class MiniBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

struct MiniShared<Value> {
  let box: MiniBox<Value>
}

extension MiniShared: RecordableSharedReference {
  var recordedReference: AnyObject { box }
  var recordedValue: Any { box.value }
}

/// A store that reduces on the caller's thread and tells the recorder each action's id, cause and
/// effect lifecycle, as a real store's glue does.
final class MiniStore<State, Action> {
  private(set) var state: State
  private let reduce: (inout State, Action) -> [Action]
  private let recording: StoreRecording
  private var nextActionID: UInt64 = 0
  private var nextEffectID: UInt64 = 0
  /// When set, the reducer's follow-ups are immediate sends (`.send`) rather than an effect's.
  var sendsAtOnce = false

  init(
    state: State, recorder: Recorder, reduce: @escaping (inout State, Action) -> [Action]
  ) {
    self.state = state
    recording = StoreRecording(recorder)
    self.reduce = reduce
  }

  /// Sends an action from outside; actions its effects send follow at once, each tied to it.
  func send(_ action: Action) {
    process(action, source: .external)
  }

  private func process(_ action: Action, source: ActionSource) {
    nextActionID += 1
    let id = nextActionID
    recording.record(stateBefore: state, actionType: Action.self)
    let followUps = reduce(&state, action)
    recording.record(action: action, state: state, origin: .numbered(id, source: source))
    guard !followUps.isEmpty else { return }
    if sendsAtOnce { return followUps.forEach { process($0, source: .send(parent: id)) } }
    nextEffectID += 1
    let effect = nextEffectID
    recording.record(
      effect: EffectLifecycleEvent(effect: effect, parent: id, name: "followUps", kind: .started))
    for followUp in followUps { process(followUp, source: .effect(parent: id, effect: effect)) }
    recording.record(
      effect: EffectLifecycleEvent(effect: effect, parent: id, name: "followUps", kind: .finished))
  }
}
