import ComposableStore

/// A seeded user tapping through the synthetic app: picks the next action from the current state,
/// so a push is followed by edits and a pop, a sheet by typing and a dismissal, and so on.
package struct SyntheticUser {
  private var random: SeededGenerator
  private var typed = 0

  package init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  package mutating func nextAction(after state: SyntheticState) -> SyntheticAction {
    typed += 1
    if state.alert != nil {
      let id = state.items.ids[Int.random(in: 0..<state.items.count, using: &random)]
      return chance(0.5) ? .alert(.dismiss) : .alert(.presented(.confirmDelete(id: id)))
    }
    if state.sheet != nil {
      let roll = Double.random(in: 0..<1, using: &random)
      if roll < 0.2 { return .sheet(.dismiss) }
      if roll < 0.4 { return .sheet(.presented(.nextPage)) }
      return .sheet(.presented(.queryChanged("query \(typed % 1000)")))
    }
    let id = state.items.ids[Int.random(in: 0..<state.items.count, using: &random)]
    let roll = Double.random(in: 0..<1, using: &random)
    switch roll {
    case ..<0.12:
      if state.path.count >= 5, let top = state.path.ids.last { return .path(.popFrom(id: top)) }
      return .path(
        .push(id: state.path.nextID, state: .init(itemID: id, draft: "", starred: false)))
    case ..<0.22:
      if let top = state.path.ids.last { return .path(.popFrom(id: top)) }
      return .tabSelected(SyntheticState.Tab.allCases.randomElement(using: &random) ?? .inbox)
    case ..<0.42:
      if let top = state.path.ids.last {
        return chance(0.8)
          ? .path(.element(id: top, action: .draftChanged("draft \(typed % 10_000)")))
          : .path(.element(id: top, action: .starTapped))
      }
      return .itemToggled(id: id)
    case ..<0.47:
      return .searchButtonTapped
    case ..<0.50:
      return .deleteButtonTapped(id: id)
    case ..<0.58:
      return .tabSelected(SyntheticState.Tab.allCases.randomElement(using: &random) ?? .inbox)
    case ..<0.80:
      return .itemToggled(id: id)
    default:
      return .itemRenamed(id: id, title: "Item \(id) v\(typed % 10_000)")
    }
  }

  /// The first `count` actions for a fresh app of `size`, produced without a store.
  package static func script(count: Int, size: StateSize, seed: UInt64) -> [SyntheticAction] {
    var user = SyntheticUser(seed: seed)
    var state = size.initialState
    let feature = SyntheticFeature()
    var actions: [SyntheticAction] = []
    actions.reserveCapacity(count)
    for _ in 0..<count {
      let action = user.nextAction(after: state)
      _ = feature.reduce(into: &state, action: action)
      actions.append(action)
    }
    return actions
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }
}
