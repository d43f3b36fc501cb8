import Synchronization

/// Holds the actions effects send until a test lets each in, so the test sets the order in which
/// effects' answers arrive (the test store's `holdsEffectActions`).
///
/// A held action keeps its effect in flight: the effect ends only once its held actions are let in
/// or it is cancelled. Cancelling an effect drops its held actions, as a cancelled effect's `send`
/// does; the hold remembers them, so a test can tell an answer that never came from one that was
/// cancelled on its way.
package final class EffectHold<Action: Sendable>: Sendable {
  private struct Held: Sendable {
    var effect: UInt64
    var action: Action
    var deliver: @MainActor @Sendable () -> Void
  }

  private struct Contents: Sendable {
    var isHolding = false
    var held: [Held] = []
    var dropped: [Action] = []
    var cancelled: Set<UInt64> = []
    var waiting: [UInt64: CheckedContinuation<Void, Never>] = [:]
  }

  private let contents = Mutex(Contents())

  package init() {}

  /// Whether effects' actions are held (default `false`).
  package var isHolding: Bool {
    get { contents.withLock { $0.isHolding } }
    set { contents.withLock { $0.isHolding = newValue } }
  }

  /// Holds an action effect `effect` sends; `false` when not holding (deliver it now) or when the
  /// effect was cancelled (drop it).
  func hold(effect: UInt64, action: Action, deliver: @escaping @MainActor @Sendable () -> Void)
    -> Bool
  {
    contents.withLock { contents in
      guard contents.isHolding else { return false }
      if contents.cancelled.contains(effect) {
        contents.dropped.append(action)
      } else {
        contents.held.append(Held(effect: effect, action: action, deliver: deliver))
      }
      return true
    }
  }

  /// Waits until every action `effect` holds is let in or dropped.
  func waitUntilDelivered(effect: UInt64) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isDone = contents.withLock { contents in
        guard contents.held.contains(where: { $0.effect == effect }),
          !contents.cancelled.contains(effect)
        else { return true }
        contents.waiting[effect] = continuation
        return false
      }
      if isDone { continuation.resume() }
    }
  }

  /// Drops the actions `effect` holds: it was cancelled.
  func cancel(effect: UInt64) {
    let waiter = contents.withLock { contents in
      contents.cancelled.insert(effect)
      contents.dropped += contents.held.filter { $0.effect == effect }.map(\.action)
      contents.held.removeAll { $0.effect == effect }
      return contents.waiting.removeValue(forKey: effect)
    }
    waiter?.resume()
  }

  /// Lets in the first held action that `matches`; `false` when none does.
  @MainActor
  package func deliverFirst(where matches: (Action) -> Bool) -> Bool {
    let taken = contents.withLock { contents -> (Held, CheckedContinuation<Void, Never>?)? in
      guard let index = contents.held.firstIndex(where: { matches($0.action) }) else {
        return nil
      }
      let held = contents.held.remove(at: index)
      let isLast = !contents.held.contains { $0.effect == held.effect }
      return (held, isLast ? contents.waiting.removeValue(forKey: held.effect) : nil)
    }
    guard let (held, waiter) = taken else { return false }
    held.deliver()
    waiter?.resume()
    return true
  }

  /// Forgets the first dropped action that `matches`; `false` when none does.
  package func forgetDropped(where matches: (Action) -> Bool) -> Bool {
    contents.withLock { contents in
      guard let index = contents.dropped.firstIndex(where: matches) else { return false }
      contents.dropped.remove(at: index)
      return true
    }
  }

  /// Stops holding and lets in every held action, in the order they were sent.
  @MainActor
  package func release() {
    isHolding = false
    while deliverFirst(where: { _ in true }) {}
  }
}
