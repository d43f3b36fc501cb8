/// An alert or a confirmation dialog, described to the route walker: its kind and title.
///
/// A presented dialog ends a route as `alert: Title` or `dialog: Title`.
///
/// ```swift
/// extension AlertState: @retroactive RecordableDialog {
///   public var recordedDialogKind: RecordedDialogKind { .alert }
///   public var recordedDialogTitle: String { String(describing: title) }
/// }
/// ```
public protocol RecordableDialog {
  /// Whether this is an alert or a confirmation dialog.
  var recordedDialogKind: RecordedDialogKind { get }
  /// The title the user sees.
  var recordedDialogTitle: String { get }
}

/// The kind of a ``RecordableDialog``, as a route names it.
public enum RecordedDialogKind: String, Sendable {
  /// An alert: `alert: Title`.
  case alert
  /// A confirmation dialog: `dialog: Title`.
  case dialog
}
