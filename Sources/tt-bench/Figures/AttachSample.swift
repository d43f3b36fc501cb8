import ComposableStore

/// A small app whose state is `Codable`, so a jump travels with the log's state and the app
/// decodes it (``SyntheticFeature``'s state is only `Encodable`, so the app would replay).
struct CodableListFeature: Reducer {
  struct Item: Codable, Equatable, Sendable {
    var id: Int
    var title: String
    var done: Bool
    var note: String
  }

  struct State: Codable, Equatable, Sendable {
    var revision = 0
    var items: [Item] = []
    var selected: Int?
    var query = ""
  }

  enum Action: Encodable, Equatable, Sendable {
    case add(String)
    case toggle(Int)
    case rename(Int, String)
    case select(Int?)
    case search(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.revision += 1
      switch action {
      case .add(let title):
        state.items.append(
          Item(id: state.items.count, title: title, done: false, note: "added at \(state.revision)")
        )
        if state.items.count > 40 { state.items.removeFirst() }
      case .toggle(let index):
        if state.items.indices.contains(index) { state.items[index].done.toggle() }
      case .rename(let index, let title):
        if state.items.indices.contains(index) { state.items[index].title = title }
      case .select(let index):
        state.selected = index
      case .search(let query):
        state.query = query
      }
      return .none
    }
  }

  /// `count` actions, the same for a seed.
  static func script(count: Int, seed: UInt64) -> [Action] {
    var random = seed | 1
    func next(_ bound: Int) -> Int {
      random ^= random << 13
      random ^= random >> 7
      random ^= random << 17
      return Int(random % UInt64(bound))
    }
    return (0..<count).map { number in
      switch next(5) {
      case 0: .add("item \(number)")
      case 1: .toggle(next(40))
      case 2: .rename(next(40), "renamed \(number)")
      case 3: .select(next(3) == 0 ? nil : next(40))
      default: .search(String(repeating: "q", count: next(12)))
      }
    }
  }
}
