extension DependencyValues {
  /// The clock effects wait on (`@Dependency(\.continuousClock) var clock`): the system's
  /// `ContinuousClock` in an app, an ``ImmediateClock`` in a test store, so a debounce or a
  /// retry's back-off does not hold a test up.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var testValue: any Clock<Duration> { ImmediateClock() }
}
