import Foundation

/// A value behind a `pthread` mutex (`NSLock`).
///
/// Not `Synchronization.Mutex`: on Linux, ThreadSanitizer does not see `Mutex`'s futex hand-off
/// between a producer and a worker that sleeps on a semaphore and reports races on correctly
/// locked state (reproduced in a 30-line program). The recorder's TSan run must be clean, and
/// `NSLock` is intercepted by the sanitizer.
///
/// `@unchecked Sendable`: `value` is only touched inside `withLock`.
package final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates the lock around a value.
  ///
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
