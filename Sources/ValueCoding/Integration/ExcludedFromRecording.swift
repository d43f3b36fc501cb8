/// A type whose values belong to a framework or the process rather than to the app's state, so
/// reflection leaves them out of recorded states (an observation registrar, a dependency cache, a
/// lock).
///
/// Reflection (used for states that are not `Encodable`) omits a stored property of a conforming
/// type entirely, as it omits pointers, object identifiers and locks on its own (see
/// docs/LogFormat.md › Values). A store's glue conforms its framework types; an app may conform
/// its own.
///
/// ```swift
/// extension ObservationStateRegistrar: @retroactive ExcludedFromRecording {}
/// ```
public protocol ExcludedFromRecording {}
