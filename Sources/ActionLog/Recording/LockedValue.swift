import Foundation

/// A value behind a `pthread` mutex (`NSLock`).
///
/// Not `Synchronization.Mutex`: on Linux, ThreadSanitizer does not see `Mutex`'s futex hand-off
/// between a producer and a worker that sleeps on a semaphore and reports races on correctly
/// locked state (reproduced in a 30-line program). The recorder's TSan run must be clean, and
/// `NSLock` is intercepted by the sanitizer.
///
/// `@unchecked Sendable`: `value` is only touched inside `withLock`.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
