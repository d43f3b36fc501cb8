import ComposableStore

extension Store {
  /// Sends an action whose effect sleeps on a manual clock, advances the clock once the effect is
  /// asleep, and waits until every effect the action started has finished.
  ///
  /// - Parameters:
  ///   - action: The user action to send.
  ///   - clock: The manual clock the action's effect sleeps on.
  ///   - duration: How far to advance the clock.
  public func sendAndFinish(
    _ action: Action, advancing clock: ManualClock, by duration: Duration
  ) async {
    let task = send(action)
    // The effect runs in its own task; give it turns until it is asleep on the clock, so the
    // advance below always wakes it rather than passing before it sleeps.
    var turns = 0
    while clock.sleeperCount == 0, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    await clock.advance(by: duration)
    await task.finish()
  }
}
