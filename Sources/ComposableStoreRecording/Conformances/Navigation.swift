import ActionLog
import ComposableStore
import ValueCoding

// ComposableStore's navigation types described to the recorder through ActionLog's public
// integration points, as a third-party store's glue would describe its own.

extension StackState: RecordableStack {
  /// The elements bottom to top with their stable ids.
  public var recordedStackEntries: [(id: Int, element: Any)] {
    zip(ids, self).map { (id: $0.rawValue, element: $1 as Any) }
  }
}

extension PresentationState: RecordablePresentation {
  /// The presented state, or `nil`.
  public var recordedDestination: Any? { wrappedValue }
}

extension AlertState: RecordableDialog {
  /// An alert.
  public var recordedDialogKind: RecordedDialogKind { .alert }
  /// The alert's title.
  public var recordedDialogTitle: String { title.string }
}

extension ConfirmationDialogState: RecordableDialog {
  /// A confirmation dialog.
  public var recordedDialogKind: RecordedDialogKind { .dialog }
  /// The dialog's title.
  public var recordedDialogTitle: String { title.string }
}
