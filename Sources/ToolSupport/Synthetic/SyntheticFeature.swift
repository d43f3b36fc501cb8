import ComposableStore

/// The synthetic app's reducer: plain state edits, no effects, so every action costs the same
/// on a bare store, a logging store and a recording store.
package struct SyntheticFeature: Reducer {
  package typealias State = SyntheticState
  package typealias Action = SyntheticAction

  package init() {}

  package var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.revision += 1
      switch action {
      case .tabSelected(let tab):
        state.tab = tab
      case .path(.push(let id, let detail)):
        guard id == state.path.nextID else { break }
        state.path.append(detail)
      case .path(.popFrom(let id)):
        state.path.pop(from: id)
      case .path(.element(let id, .draftChanged(let text))):
        state.path[id: id]?.draft = text
      case .path(.element(let id, .starTapped)):
        state.path[id: id]?.starred.toggle()
      case .searchButtonTapped:
        state.sheet = SyntheticState.Sheet(query: "", page: 0)
      case .sheet(.presented(.queryChanged(let query))):
        state.sheet?.query = query
      case .sheet(.presented(.nextPage)):
        state.sheet?.page += 1
      case .sheet(.dismiss):
        state.sheet = nil
      case .deleteButtonTapped(let id):
        state.alert = AlertState(
          title: TextState("Delete item \(id)?"), message: "This cannot be undone.",
          buttons: [
            ButtonState("Delete", role: .destructive, action: .confirmDelete(id: id)),
            ButtonState("Cancel", role: .cancel),
          ])
      case .alert(.presented(.confirmDelete(let id))):
        // Deleting would shrink the list over a long run; mark the row instead.
        state.items[id: id]?.title += " (deleted)"
        state.alert = nil
      case .alert(.dismiss):
        state.alert = nil
      case .itemToggled(let id):
        state.items[id: id]?.done.toggle()
        state.items[id: id]?.edits += 1
      case .itemRenamed(let id, let title):
        state.items[id: id]?.title = title
        state.items[id: id]?.edits += 1
      }
      return .none
    }
  }
}
