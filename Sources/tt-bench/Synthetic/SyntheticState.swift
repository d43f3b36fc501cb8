import ComposableStore
import IdentifiedCollections

/// The state of the synthetic navigation app: tabs, a stack of detail screens, a sheet, an alert
/// and an identified list edited in place.
struct SyntheticState: Equatable, Sendable, Encodable {
  /// A tab of the root screen.
  enum Tab: String, Equatable, Sendable, CaseIterable, Encodable {
    case inbox, search, settings
  }

  /// One row of the list.
  struct Item: Identifiable, Equatable, Sendable, Encodable {
    var id: Int
    var title: String
    var note: String
    var done: Bool
    var edits: Int
  }

  /// A pushed detail screen.
  struct Detail: Equatable, Sendable, Encodable {
    var itemID: Int
    var draft: String
    var starred: Bool
  }

  /// The presented sheet.
  struct Sheet: Equatable, Sendable, Encodable {
    var query: String
    var page: Int
  }

  var tab: Tab = .inbox
  var path = StackState<Detail>()
  @PresentationState var sheet: Sheet?
  @PresentationState var alert: AlertState<SyntheticAction.AlertAction>?
  var items: IdentifiedArrayOf<Item> = []
  var revision = 0
}

/// The three state sizes the benchmark measures.
enum StateSize: String, CaseIterable, Sendable {
  /// About 200 bytes of JSON: one list row.
  case small
  /// About 5 KB of JSON: a navigation-shaped screen with a 30-row list.
  case medium
  /// About 200 KB of JSON: a 1,000-row list.
  case large

  /// Rows in the list and the length of each row's note.
  var shape: (rows: Int, noteLength: Int) {
    switch self {
    case .small: (1, 8)
    case .medium: (30, 80)
    case .large: (1000, 120)
    }
  }

  /// The app's initial state at this size.
  var initialState: SyntheticState {
    var state = SyntheticState()
    let (rows, noteLength) = shape
    let filler = String(repeating: "lorem ipsum dolor sit amet ", count: noteLength / 27 + 1)
    for id in 0..<rows {
      state.items.append(
        SyntheticState.Item(
          id: id, title: "Item \(id)", note: String(filler.prefix(noteLength)), done: false,
          edits: 0))
    }
    return state
  }
}
