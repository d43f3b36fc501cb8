import ComposableArchitecture
import Foundation

/// A navigation stack whose state is `Codable`: the log holds its elements without ids.
@Reducer
struct Shelf {
  struct State: Equatable, Codable {
    var path = StackState<Page.State>()
  }

  enum Action {
    case pushTapped
    case path(StackActionOf<Page>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .pushTapped = action { state.path.append(Page.State()) }
      return .none
    }
    .forEach(\.path, action: \.path) { Page() }
  }
}

/// A screen of ``Shelf``'s stack.
@Reducer
struct Page {
  struct State: Equatable, Codable { var taps = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

/// ``Shelf`` in a state that is not `Codable`: the log holds it by reflection, element ids and
/// all, and only the in-memory replay rebuilds it.
@Reducer
struct ReflectedShelf {
  struct State: Equatable {
    var shelf = Shelf.State()
    var note: NSObject?
  }

  enum Action {
    case shelf(Shelf.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.shelf, action: \.shelf) { Shelf() }
  }
}
