import ComposableStore
import Synchronization

/// A thread-safe list that effects and lifecycle handlers append to.
final class EventLog<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  var elements: [Element] {
    storage.withLock { $0 }
  }
}

extension ManualClock {
  /// Waits (without timing) until `count` tasks sleep on the clock.
  func waitForSleepers(_ count: Int) async {
    while sleeperCount < count { await Task.yield() }
  }
}
