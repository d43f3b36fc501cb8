import ActionLog
import ComposableStore
import ValueCoding

// ComposableStore's navigation types described to the recorder through ActionLog's public
// integration points, as a third-party store's glue would describe its own.

extension StackState: RecordableStack {
  /// The elements bottom to top with their stable ids.
  public var recordedStackEntries: [(id: Int, element: Any)] {
    // One pass over the stack's own storage: the recorder asks on every walk, and `zip`/`map`
    // over this generic collection cost more than the elements.
    var entries: [(id: Int, element: Any)] = []
    entries.reserveCapacity(count)
    forEachEntry { id, element in entries.append((id: id.rawValue, element: element as Any)) }
    return entries
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
