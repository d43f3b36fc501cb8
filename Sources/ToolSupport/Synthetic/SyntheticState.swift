import ComposableStore
import IdentifiedCollections

/// The state of the synthetic navigation app: tabs, a stack of detail screens, a sheet, an alert
/// and an identified list edited in place.
package struct SyntheticState: Equatable, Sendable, Encodable {
  /// A tab of the root screen.
  package enum Tab: String, Equatable, Sendable, CaseIterable, Encodable {
    case inbox, search, settings
  }

  /// One row of the list.
  package struct Item: Identifiable, Equatable, Sendable, Encodable {
    package var id: Int
    package var title: String
    package var note: String
    package var done: Bool
    package var edits: Int
  }

  /// A pushed detail screen.
  package struct Detail: Equatable, Sendable, Encodable {
    package var itemID: Int
    package var draft: String
    package var starred: Bool
  }

  /// The presented sheet.
  package struct Sheet: Equatable, Sendable, Encodable {
    package var query: String
    package var page: Int
  }

  package var tab: Tab = .inbox
  package var path = StackState<Detail>()
  @PresentationState package var sheet: Sheet?
  @PresentationState package var alert: AlertState<SyntheticAction.AlertAction>?
  package var items: IdentifiedArrayOf<Item> = []
  package var revision = 0
}

/// The three state sizes the benchmark measures.
package enum StateSize: String, CaseIterable, Sendable {
  /// About 200 bytes of JSON: one list row.
  case small
  /// About 5 KB of JSON: a navigation-shaped screen with a 30-row list.
  case medium
  /// About 200 KB of JSON: a 1,000-row list.
  case large

  /// Rows in the list and the length of each row's note.
  package var shape: (rows: Int, noteLength: Int) {
    switch self {
    case .small: (1, 8)
    case .medium: (30, 80)
    case .large: (1000, 120)
    }
  }

  /// The app's initial state at this size.
  package var initialState: SyntheticState {
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
