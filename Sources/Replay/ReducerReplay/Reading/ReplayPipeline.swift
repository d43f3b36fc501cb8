import Foundation

/// Runs a ``ReplayLogReader`` on a thread of its own, a few batches of steps ahead of the reducer:
/// reading, inflating, parsing, patching the logged states and decoding the actions of the next
/// records overlaps with reducing, encoding and comparing the current ones.
///
/// The queue between the two is bounded (``capacity`` batches of ``batchSize`` steps), so the
/// reader never holds more than a few hundred decoded records. ``stop()`` ends the reader early
/// and waits for its thread, so no work outlives the replay.
///
/// `@unchecked Sendable`: the mutable fields are only touched with ``condition`` locked, and the
/// reader (with the closures and values it holds) is handed to the thread and used only there.
final class ReplayPipeline<Action: Decodable>: @unchecked Sendable {
  /// Steps handed over at a time: one lock round per batch, not per record.
  let batchSize: Int
  /// Batches the reader may run ahead.
  let capacity: Int

  private let condition = NSCondition()
  private var batches: [[ReplayStep<Action>]] = []
  /// Batches the reducer is done with, released on the reader's thread: their trees were made
  /// there, and freeing memory where it was allocated costs the reducer's thread nothing.
  private var spent: [[ReplayStep<Action>]] = []
  private var readerFinished = false
  private var cancelled = false
  private var reader: ReplayLogReader<Action>?

  /// Starts reading on a new thread.
  ///
  /// - Parameters:
  ///   - reader: The log's side of the replay, moved to the thread.
  ///   - batchSize: Steps handed over at a time.
  ///   - capacity: Batches the reader may run ahead of the reducer.
  init(_ reader: ReplayLogReader<Action>, batchSize: Int = 32, capacity: Int = 8) {
    self.reader = reader
    self.batchSize = max(batchSize, 1)
    self.capacity = max(capacity, 1)
    let body = ThreadBody { self.read() }
    let thread = Thread { body.run() }
    // Parsing and decoding recurse as deep as the values; give the thread a main thread's stack.
    thread.stackSize = 8 << 20
    thread.name = "tt-debug replay reader"
    thread.start()
  }

  /// The next batch of steps, waiting for the reader; `nil` when it has finished.
  func next() -> [ReplayStep<Action>]? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !readerFinished { condition.wait() }
    guard !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  /// Hands a batch the reducer is done with back to the reader's thread, which releases it.
  func recycle(_ batch: consuming [ReplayStep<Action>]) {
    condition.lock()
    defer { condition.unlock() }
    spent.append(batch)
  }

  /// Ends the reader (if it is still reading) and waits until its thread is done.
  func stop() {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    condition.broadcast()
    while !readerFinished { condition.wait() }
    batches = []
  }

  private func read() {
    guard var reader = takeReader() else { return }
    var batch: [ReplayStep<Action>] = []
    batch.reserveCapacity(batchSize)
    reader.read { step in
      batch.append(step)
      guard batch.count >= batchSize else { return true }
      defer { batch = [] }
      return hand(batch)
    }
    if !batch.isEmpty { _ = hand(batch) }
    condition.lock()
    readerFinished = true
    condition.broadcast()
    condition.unlock()
  }

  private func takeReader() -> ReplayLogReader<Action>? {
    condition.lock()
    defer { condition.unlock() }
    defer { reader = nil }
    return reader
  }

  /// Queues a batch, waiting while the queue is full; `false` once the replay stopped.
  private func hand(_ batch: [ReplayStep<Action>]) -> Bool {
    var released: [[ReplayStep<Action>]] = []
    defer { released = [] }  // outside the lock
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= capacity && !cancelled { condition.wait() }
    swap(&released, &spent)
    guard !cancelled else { return false }
    batches.append(batch)
    condition.broadcast()
    return true
  }
}

/// A closure handed to a thread: the pipeline's generic reader, behind a type the thread's
/// `@Sendable` block can hold. `@unchecked Sendable`: the thread is its only caller.
private final class ThreadBody: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}
