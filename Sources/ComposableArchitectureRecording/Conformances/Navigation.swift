// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ValueCoding
@_spi(Internals) import ComposableArchitecture

// TCA's navigation types described to the recorder through ActionLog's public integration points.

extension StackState: RecordableStack {
  /// The elements bottom to top with their stack element ids.
  ///
  /// SPI relied on: the number is TCA's `@_spi(Internals)` `StackElementID.generation`, the number
  /// its public `debugDescription` shows as `#N`. If TCA renames or removes it, this file stops
  /// compiling; `GlueTests.stackElementIDsAreTheirGenerations` (Integrations/ComposableArchitecture)
  /// checks that it is still the number TCA shows.
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
