import Foundation
import LogFormat
import ValueCoding

/// Serves one action's recorded dependency reads back in order, for the in-memory replay: a read
/// of the kind the log has next gets the logged value; any other gets the live one.
final class ServedReads: @unchecked Sendable {
  // @unchecked: `position` is touched under `lock`.
  private let lock = NSLock()
  private let reads: [DependencyRead]
  private var position = 0

  init(_ reads: [DependencyRead]) {
    self.reads = reads
  }

  /// The channel a glue routes the reducer's reads through.
  var channel: DependencyReadChannel {
    DependencyReadChannel(
      uuid: { live in self.take { $0.uuidValue } ?? live },
      date: { live in self.take { $0.dateValue } ?? live },
      random: { live in self.take { $0.randomValue } ?? live },
      clock: { name, live in
        self.take { $0.clockValue.flatMap { $0.name == name ? $0.offset : nil } } ?? live
      })
  }

  private func take<Value>(_ convert: (DependencyRead) -> Value?) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    guard position < reads.count, let value = convert(reads[position]) else { return nil }
    position += 1
    return value
  }
}
