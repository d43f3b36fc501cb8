/// An `AlertState` or `ConfirmationDialogState` seen without its action type, so `.ifLet` can tell a
/// presented dialog (dismissed when any of its buttons is tapped) from a feature.
protocol DialogStateReflecting {
  /// `"alert"` or `"dialog"`.
  var reflectedKind: String { get }
  /// The title text.
  var reflectedTitle: String { get }
}
