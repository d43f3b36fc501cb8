import ActionLog
import ComposableArchitecture

// Framework bookkeeping that TCA's macros and types store inside an app's state: never the app's
// values, so the reflection encoder leaves them out.

extension ObservationStateRegistrar: @retroactive ExcludedFromRecording {}
extension ObservableStateID: @retroactive ExcludedFromRecording {}
extension Dependency: @retroactive ExcludedFromRecording {}
extension DependencyValues: @retroactive ExcludedFromRecording {}
