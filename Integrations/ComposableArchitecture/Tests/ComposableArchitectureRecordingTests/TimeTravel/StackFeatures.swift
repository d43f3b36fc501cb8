import ComposableArchitecture

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
