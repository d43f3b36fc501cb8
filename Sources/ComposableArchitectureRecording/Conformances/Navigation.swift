// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ValueCoding
@_spi(Internals) import ComposableArchitecture

// TCA's navigation types described to the recorder through ActionLog's public integration points.

extension StackState: RecordableStack {
  /// The elements bottom to top with their stack element ids.
  public var recordedStackEntries: [(id: Int, element: Any)] {
    zip(ids, self).map { (id: $0.generation, element: $1 as Any) }
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
  public var recordedDialogTitle: String { String(state: title) }
}

extension ConfirmationDialogState: RecordableDialog {
  /// A confirmation dialog.
  public var recordedDialogKind: RecordedDialogKind { .dialog }
  /// The dialog's title.
  public var recordedDialogTitle: String { String(state: title) }
}
#endif
