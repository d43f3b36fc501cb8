import ComposableStore

/// A navigation-shaped feature for the drills: a stack of screens, an editable list, a text field.
///
/// It has no effects, so every action makes exactly one new state and the n-th action sent makes
/// seq n — which lets a drill child acknowledge seqs without asking the recorder.
package struct DrillFeature {
  package struct Item: Equatable, Sendable {
    package var id: Int
    package var title: String
    package var isDone: Bool
  }

  package struct State: Equatable, Sendable {
    package var path: [String] = []
    package var items: [Item] = []
    package var query = ""
    package var nextID = 1

    package init() {}
  }

  package enum Action: Equatable, Sendable {
    case push(String)
    case pop
    case addItem(String)
    case toggle(Int)
    case remove(Int)
    case typed(String)
  }

  /// The feature's reducer.
  package static func reducer() -> Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .push(let screen):
        state.path.append(screen)
      case .pop:
        if !state.path.isEmpty { state.path.removeLast() }
      case .addItem(let title):
        state.items.append(Item(id: state.nextID, title: title, isDone: false))
        state.nextID += 1
      case .toggle(let position):
        if state.items.indices.contains(position) { state.items[position].isDone.toggle() }
      case .remove(let position):
        if state.items.indices.contains(position) { state.items.remove(at: position) }
      case .typed(let text):
        state.query = text
      }
      return .none
    }
  }
}
