import JSONTree
import LogFormat

/// Where one recorder's worker hands each line it writes to the file, for the debug link.
///
/// Each ``Recorder`` has its own tap, so a link streams one recorder's log and no other's. The
/// handler runs on the worker's thread, so it must only enqueue (the link's queue is bounded and
/// drops from its own stream when full); the file is written first either way.
package final class RecordTap: Sendable {
  /// The handler in a box: a closure kept directly in the lock's generic storage would be
  /// wrapped in two more reabstraction thunks at every locked access, so each line would call
  /// through a longer chain until the stack overflowed.
  private final class Handler: Sendable {
    let call: @Sendable ([UInt8]) -> Void
    init(_ call: @escaping @Sendable ([UInt8]) -> Void) { self.call = call }
  }

  private let handler = LockedValue<Handler?>(nil)

  package init() {}

  /// Installs or removes the handler.
  ///
  /// - Parameter newHandler: Called with each line after it is written; `nil` stops the tap.
  package func install(_ newHandler: (@Sendable ([UInt8]) -> Void)?) {
    let box = newHandler.map(Handler.init)
    handler.withLock { $0 = box }
  }

  /// Passes a written line to the handler, if one is installed.
  ///
  /// - Parameter line: The line's bytes, as written.
  package func pass(_ line: [UInt8]) {
    if let current = handler.withLock({ $0 }) { current.call(line) }
  }
}
