import DebugLinkWire
import Foundation

/// The bounded queue between the recorder's worker (and the command thread) and the link's sender.
///
/// `offer` never waits: when the queue is full a line is counted as dropped from the stream (the
/// file has it) and the sender tells `attach` of the gap. Replies to commands always fit, and go
/// out after every line offered before them.
final class LineQueue: @unchecked Sendable {
  // @unchecked: every field is touched under `condition`.
  private let condition = NSCondition()
  private var items: [Item] = []
  private var lineCount = 0
  private var dropped = 0
  private var isClosed = false
  let capacity: Int

  /// A line of the log, or a reply to a command.
  enum Item {
    case line([UInt8])
    case reply(LinkMessage)
  }

  init(capacity: Int) {
    self.capacity = capacity
  }

  func offer(_ line: [UInt8]) {
    condition.lock()
    defer { condition.unlock() }
    guard !isClosed else { return }
    if lineCount >= capacity {
      dropped += 1
    } else {
      if dropped > 0 {
        items.append(.reply(.gap(count: dropped)))
        dropped = 0
      }
      items.append(.line(line))
      lineCount += 1
      condition.signal()
    }
  }

  /// Queues a reply after every line offered so far.
  func reply(_ message: LinkMessage) {
    condition.lock()
    defer { condition.unlock() }
    guard !isClosed else { return }
    if dropped > 0 {
      items.append(.reply(.gap(count: dropped)))
      dropped = 0
    }
    items.append(.reply(message))
    condition.signal()
  }

  /// Waits for items; returns them in order, or `nil` once closed.
  func take() -> [Item]? {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty && dropped == 0 && !isClosed { condition.wait() }
    if isClosed { return nil }
    if items.isEmpty {
      items.append(.reply(.gap(count: dropped)))
      dropped = 0
    }
    let batch = items
    items.removeAll(keepingCapacity: true)
    lineCount = 0
    return batch
  }

  func close() {
    condition.lock()
    isClosed = true
    items.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
