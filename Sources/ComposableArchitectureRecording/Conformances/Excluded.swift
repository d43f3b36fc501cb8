// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture
import ValueCoding

// Framework bookkeeping that TCA's macros and types store inside an app's state: never the app's
// values, so the reflection encoder leaves them out.

extension ObservationStateRegistrar: ExcludedFromRecording {}
extension ObservableStateID: ExcludedFromRecording {}
extension Dependency: ExcludedFromRecording {}
extension DependencyValues: ExcludedFromRecording {}

// Alerts, dialogs and their buttons get a random `UUID` each time they are made: left out, so two
// recordings of the same session are identical. Titles, messages, buttons and actions are written.

extension AlertState: PartlyExcludedFromRecording {
  /// The random identity.
  public static var membersExcludedFromRecording: Set<String> { ["id"] }
}

extension ConfirmationDialogState: PartlyExcludedFromRecording {
  /// The random identity.
  public static var membersExcludedFromRecording: Set<String> { ["id"] }
}

extension ButtonState: PartlyExcludedFromRecording {
  /// The random identity.
  public static var membersExcludedFromRecording: Set<String> { ["id"] }
}
#endif
