import JSONTree
import LogFormat

/// Where one recorder's worker hands each line it writes to the file, for the debug link.
///
/// Each ``Recorder`` has its own tap, so a link streams one recorder's log and no other's. The
/// handler runs on the worker's thread, so it must only enqueue (the link's queue is bounded and
/// drops from its own stream when full); the file is written first either way.
package final class RecordTap: Sendable {
  private let handler = LockedValue<(@Sendable ([UInt8]) -> Void)?>(nil)

  init() {}

  /// Installs or removes the handler.
  ///
  /// - Parameter newHandler: Called with each line after it is written; `nil` stops the tap.
  package func install(_ newHandler: (@Sendable ([UInt8]) -> Void)?) {
    handler.withLock { $0 = newHandler }
  }

  /// Passes a written line to the handler, if one is installed.
  ///
  /// - Parameter line: The line's bytes, as written.
  func pass(_ line: [UInt8]) {
    if let current = handler.withLock({ $0 }) { current(line) }
  }
}
