/// A presentation (a sheet, a popover, a navigation destination), described to the recorder: the
/// presented state, or nothing.
///
/// The recorder writes a presentation as its presented state (or `null`), and the route walker adds
/// `sheet: Name` for it.
///
/// ```swift
/// extension PresentationState: @retroactive RecordablePresentation {
///   public var recordedDestination: Any? { wrappedValue }
/// }
/// ```
public protocol RecordablePresentation {
  /// The presented state, or `nil` when nothing is presented.
  var recordedDestination: Any? { get }
}
