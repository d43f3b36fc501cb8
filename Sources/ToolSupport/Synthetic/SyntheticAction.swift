import ComposableStore

/// The actions of the synthetic navigation app.
package enum SyntheticAction: Equatable, Sendable, Encodable {
  /// An action of a pushed detail screen.
  package enum DetailAction: Equatable, Sendable, Encodable {
    case draftChanged(String)
    case starTapped
  }

  /// An action of the sheet.
  package enum SheetAction: Equatable, Sendable, Encodable {
    case queryChanged(String)
    case nextPage
  }

  /// A button of the alert.
  package enum AlertAction: Equatable, Sendable, Encodable {
    case confirmDelete(id: Int)
  }

  case tabSelected(SyntheticState.Tab)
  case path(StackAction<SyntheticState.Detail, DetailAction>)
  case searchButtonTapped
  case sheet(PresentationAction<SheetAction>)
  case deleteButtonTapped(id: Int)
  case alert(PresentationAction<AlertAction>)
  case itemToggled(id: Int)
  case itemRenamed(id: Int, title: String)
}
