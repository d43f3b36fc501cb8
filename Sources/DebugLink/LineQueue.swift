import Foundation

/// The bounded queue between the recorder's worker and the link's sender.
///
/// `offer` never waits: when the queue is full the line is counted as dropped from the stream
/// (the file has it) and the sender tells `attach` of the gap.
final class LineQueue: @unchecked Sendable {
  // @unchecked: every field is touched under `condition`.
  private let condition = NSCondition()
  private var lines: [[UInt8]] = []
  private var dropped = 0
  private var isClosed = false
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  func offer(_ line: [UInt8]) {
    condition.lock()
    defer { condition.unlock() }
    guard !isClosed else { return }
    if lines.count >= capacity {
      dropped += 1
    } else {
      lines.append(line)
      condition.signal()
    }
  }

  /// Waits for lines; returns them with the count dropped before them, or `nil` once closed.
  func take() -> (dropped: Int, lines: [[UInt8]])? {
    condition.lock()
    defer { condition.unlock() }
    while lines.isEmpty && dropped == 0 && !isClosed { condition.wait() }
    if isClosed { return nil }
    let batch = (dropped, lines)
    lines.removeAll(keepingCapacity: true)
    dropped = 0
    return batch
  }

  func close() {
    condition.lock()
    isClosed = true
    lines.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
