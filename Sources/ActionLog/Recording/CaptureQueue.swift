import Dispatch
import JSONTree
import LogFormat

/// The bounded hand-off between the recording thread and the worker, and every piece of recorder
/// state the recording thread touches, behind one lock.
final class CaptureQueue: Sendable {
  /// Where the recorder is in its life.
  enum Phase: Equatable {
    /// Open; the header waits for the first state.
    case waitingForFirstState
    /// Writing.
    case recording
    /// A write failed; captures are no-ops.
    case stopped
    /// Closed by the app.
    case closed
  }

  /// Everything behind the lock.
  struct Storage {
    var phase = Phase.waitingForFirstState
    /// The latest assigned seq.
    var seq: UInt64 = 0
    var items: [Capture] = []
    var workerWaiting = false
    /// Seqs dropped since the last state-making item that made it into the queue.
    var pendingDrops: UInt64 = 0
    /// Every item dropped since the recorder opened.
    var droppedCount: UInt64 = 0
    var causes = CauseTracker()
    var sends = SendPairing()
    var shared = SharedTracker()
    /// Session constants a glue recorded (``StoreRecording/record(environment:)``).
    var environment: [String: String] = [:]
    /// The reads of the newest action captured, kept even when its capture was dropped: the
    /// debug link's history of this run replays them.
    var lastReads: [DependencyRead] = []
    /// The newest out-of-band capture of a shared change: its seq and the values then, for the
    /// debug link's history of this run.
    var lastOutOfBand: (seq: UInt64, shared: SharedSnapshot)?
    var lastError: LogError?
    var hasJoinedWorker = false
  }

  let storage: LockedValue<Storage>
  let capacity: Int
  private let wakeup = DispatchSemaphore(value: 0)
  /// Signalled once when the worker thread ends.
  let workerFinished = DispatchSemaphore(value: 0)

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage = LockedValue(Storage())
  }

  /// Runs `body` under the lock, then wakes the worker if `body` queued something while it slept.
  func withLock<R: Sendable>(_ body: (inout Storage) -> R) -> R {
    let (result, wake) = storage.withLock { storage -> (R, Bool) in
      let result = body(&storage)
      let wake = storage.workerWaiting && !storage.items.isEmpty
      if wake { storage.workerWaiting = false }
      return (result, wake)
    }
    if wake { wakeup.signal() }
    return result
  }

  /// Appends `item` unless the queue is full; control items (flush, close, probe) always fit.
  ///
  /// - Returns: Whether the item was queued.
  static func enqueue(_ item: Capture, into storage: inout Storage, capacity: Int) -> Bool {
    switch item {
    case .flush, .close, .probe:
      break
    default:
      guard storage.items.count < capacity else {
        storage.droppedCount += 1
        return false
      }
    }
    storage.items.append(item)
    return true
  }

  /// The worker's side: every queued item, waiting while there is none.
  func takeAll() -> [Capture] {
    while true {
      let batch = storage.withLock { storage -> [Capture] in
        if storage.items.isEmpty {
          storage.workerWaiting = true
          return []
        }
        var batch: [Capture] = []
        swap(&batch, &storage.items)
        return batch
      }
      if !batch.isEmpty { return batch }
      wakeup.wait()
    }
  }
}
