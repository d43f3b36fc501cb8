import Dispatch
import Foundation
import JSONTree
import LogFormat
import Logging

/// Records a store's session to a `.ttlog` file: every action, the state change it made, the screens it
/// left the user on, and where it came from — with secrets redacted and without slowing the app.
///
/// Attach it to a store in one line, through the store's glue (``StoreRecording`` is what a glue
/// calls):
///
/// ```swift
/// let recorder = try Recorder(path: "session.ttlog")
/// let store = Store(initialState: AppFeature.State()) { AppFeature().recording(to: recorder) }
/// store.send(.onAppear)
/// recorder.mark("checkout failed")
/// recorder.close()
/// print(recorder.isRecording)
/// ```
///
/// ```text
/// false
/// ```
///
/// The recording thread only copies values and hands them to one worker thread, which encodes,
/// diffs, compresses and writes. When the worker falls `queueCapacity` items behind, new captures
/// are dropped and counted; the log then says how many were lost and carries the next state whole.
/// A write error is reported once (``Options/errorHandler`` and the logger) and stops recording; the
/// app goes on.
public final class Recorder: Sendable {
  /// The log file's path.
  public let path: String
  /// The options the recorder was created with.
  public let options: Options
  let queue: CaptureQueue
  let monoStart: Int64
  /// Where the worker hands each written line, for the debug link.
  package let tap = RecordTap()
  /// The worker thread's unique name, to recognise calls made on it (from the error handler).
  private let workerName: String

  /// The newest log the folder held before this one, for a recorder made with
  /// ``init(directory:options:)``: the previous launch's session, for a "report a problem"
  /// button. `nil` for a recorder made with ``init(path:options:)`` or a folder that held none.
  public let previousLogPath: String?

  /// Creates the log at `path`; the header follows with the first state. A file that already
  /// holds a log is never replaced: the recorder refuses it.
  ///
  /// - Parameters:
  ///   - path: Where to write: a new or empty file.
  ///   - options: Session metadata, redaction, compression and queue policy.
  /// - Throws: ``LogError`` `.writeFailed` when the file cannot be created or is not empty,
  ///   `.invalidArgument` for options outside their ranges.
  public convenience init(path: String, options: Options = Options()) throws {
    try self.init(path: path, previous: nil, options: options)
  }

  /// Starts the next log of a folder that keeps one log per launch (`session-000001.ttlog`, …),
  /// removing the oldest beyond ``Options/keptLogs`` and ``Options/maxFolderBytes``; the folder
  /// is created if needed. ``previousLogPath`` names the log of the launch before.
  ///
  /// ```swift
  /// let recorder = try Recorder(directory: caches + "/tt-debug")
  /// print(recorder.path, recorder.previousLogPath ?? "none")
  /// ```
  ///
  /// ```text
  /// Caches/tt-debug/session-000007.ttlog Caches/tt-debug/session-000006.ttlog
  /// ```
  ///
  /// - Parameters:
  ///   - directory: The folder of logs.
  ///   - options: As for ``init(path:options:)``, plus the folder's limits.
  /// - Throws: ``LogError`` `.writeFailed` when the folder or the log cannot be made,
  ///   `.invalidArgument` for options outside their ranges.
  public convenience init(directory: String, options: Options = Options()) throws {
    try options.writerOptions.validate()
    guard options.keptLogs >= 1, (options.maxFolderBytes ?? 0) >= 0 else {
      throw LogError(
        .invalidArgument, "keptLogs must be at least 1 and maxFolderBytes not negative",
        path: directory)
    }
    let next = try LogFolder(path: directory).startNextLog(
      keeping: options.keptLogs, maxPastBytes: options.maxFolderBytes)
    try self.init(path: next.path, previous: next.previous, options: options)
  }

  private init(path: String, previous: String?, options: Options) throws {
    let writer = try LogWriter(path: path, options: options.writerOptions, replacing: false)
    self.path = path
    previousLogPath = previous
    self.options = options
    queue = CaptureQueue(capacity: options.queueCapacity)
    monoStart = options.clock.monotonicNanoseconds()
    let recording = RecordingWorker(writer: writer, options: options, queue: queue, tap: tap)
    let number = Self.nextNumber.withLock { number in
      number += 1
      return number
    }
    workerName = "tt-debug.recorder.\(number)"
    let worker = Thread { recording.run() }
    worker.name = workerName
    // Encoders and the diff recurse as deep as the state; give them more than the default stack.
    worker.stackSize = 8 << 20
    worker.start()
  }

  /// Creates the log at the file URL `url`, as ``init(path:options:)`` does: a file that already
  /// holds a log is refused, never replaced. The header follows with the first state.
  ///
  /// ```swift
  /// let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
  /// let recorder = try Recorder(url: caches.appendingPathComponent("session.ttlog"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: Where to write: a file URL.
  ///   - options: Session metadata, redaction, compression and queue policy.
  /// - Throws: ``LogError`` `.invalidArgument` for a URL that is not a file URL, and what
  ///   ``init(path:options:)`` throws.
  public convenience init(url: URL, options: Options = Options()) throws {
    guard url.isFileURL else {
      throw LogError(
        .invalidArgument, "the recorder writes to a file URL, not \(url.absoluteString)")
    }
    try self.init(path: url.path, options: options)
  }

  deinit {
    close()
  }

  /// Whether captures are still written: `false` after ``close()`` or a write error.
  public var isRecording: Bool {
    queue.withLock { storage in
      storage.phase == .recording || storage.phase == .waitingForFirstState
    }
  }

  /// How many captures (states, effect events, markers) were dropped because the queue was full.
  public var droppedCount: UInt64 {
    queue.withLock { $0.droppedCount }
  }

  /// The error that stopped recording, if one did.
  public var lastError: LogError? {
    queue.withLock { $0.lastError }
  }

  /// Writes a marker record, e.g. where a bug showed.
  ///
  /// - Parameter text: The note.
  public func mark(_ text: String) {
    let (wall, mono) = now()
    queue.withLock { storage in
      guard storage.phase == .recording else { return }
      let marker = MarkerRecord(seq: storage.seq, wall: wall, mono: mono, text: text)
      _ = CaptureQueue.enqueue(.marker(marker), into: &storage, capacity: queue.capacity)
    }
  }

  /// Waits until everything captured so far is written to the file.
  ///
  /// Returns at once when recording has stopped or when called from the error handler.
  ///
  /// - Parameter durable: Also wait until the bytes reach stable storage (`fsync`).
  public func flush(durable: Bool = false) {
    let done = DispatchSemaphore(value: 0)
    let queued = queue.withLock { storage -> Bool in
      guard storage.phase == .recording || storage.phase == .waitingForFirstState else {
        return false
      }
      return CaptureQueue.enqueue(
        .flush(durable: durable, done: done), into: &storage, capacity: queue.capacity)
    }
    guard queued, !isOnWorkerThread else { return }
    done.wait()
  }

  /// Writes what is queued and a `close` record, seals the file and ends the worker.
  ///
  /// Safe to call more than once and after a write error; never traps.
  public func close() {
    let time = now()
    let shouldJoin = queue.withLock { storage -> Bool in
      switch storage.phase {
      case .recording, .waitingForFirstState:
        let dropped = storage.pendingDrops
        storage.pendingDrops = 0
        storage.phase = .closed
        _ = CaptureQueue.enqueue(
          .close(time: time, droppedBefore: dropped), into: &storage, capacity: queue.capacity)
      case .stopped, .closed:
        break
      }
      defer { storage.hasJoinedWorker = true }
      return !storage.hasJoinedWorker
    }
    guard shouldJoin, !isOnWorkerThread else { return }
    queue.workerFinished.wait()
  }

  private static let nextNumber = LockedValue<Int>(0)

  /// Whether the caller runs on this recorder's worker thread, where waiting for it would deadlock.
  private var isOnWorkerThread: Bool { Thread.current.name == workerName }

  /// Reads the clock: wall ms and ns since the recorder started (the log keeps whole µs).
  func now() -> (wall: Int64, mono: Int64) {
    let wall = options.clock.wallMilliseconds()
    return (wall, options.clock.monotonicNanoseconds() - monoStart)
  }
}
