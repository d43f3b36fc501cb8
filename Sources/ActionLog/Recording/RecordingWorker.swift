import JSONTree
import LogFormat
import Logging

/// The recorder's worker: takes captures off the queue in order and encodes, diffs, compresses and
/// writes them. Everything here runs on the one worker thread.
///
/// `@unchecked Sendable`: created on the opening thread and handed to the worker thread at its
/// start; no other thread touches it after that.
final class RecordingWorker: @unchecked Sendable {
  let writer: LogWriter
  let options: Recorder.Options
  let queue: CaptureQueue
  var encoding: StateEncoding
  /// The tree of the latest written state, and its seq.
  var previousTree: JSONValue?
  var lastSeq: UInt64 = 0
  /// Writes records relative to the one before in their block (format 3).
  var recordEncoder = BlockRecordEncoder()
  var actionsWritten: UInt64 = 0
  var statesDropped: UInt64 = 0
  var warnedAboutEncodable = false
  /// The session constants the current block's records already state.
  var environmentInBlock: [String: String] = [:]
  /// The last route, reused while the state's navigation is unchanged.
  var routes = RouteMemo()
  /// The pseudonyms written so far, redacted again wherever a later action carries their secret.
  var secrets: LearnedSecrets
  /// The app's move to the background, while it is there: written again in each block begun
  /// meanwhile, so that the last block of a log the system ended says so.
  var background: AppPhaseRecord?
  /// The recorder's tap: each written line goes there too, for the debug link.
  let tap: RecordTap

  init(writer: LogWriter, options: Recorder.Options, queue: CaptureQueue, tap: RecordTap) {
    self.writer = writer
    self.tap = tap
    self.options = options
    self.queue = queue
    encoding = StateEncoding(
      stateIsEncodable: false, policy: options.redaction, key: options.redactionKey)
    secrets = LearnedSecrets(key: options.redactionKey)
  }

  /// The thread's body: process batches until the log is closed or a write fails.
  func run() {
    defer { queue.workerFinished.signal() }
    while true {
      let batch = queue.takeAll()
      for (index, item) in batch.enumerated() {
        do {
          if try process(item) { return }
        } catch {
          stop(with: error, unprocessed: batch[(index + 1)...])
          return
        }
      }
    }
  }

  /// Handles one capture; returns `true` after the close record.
  private func process(_ item: Capture) throws -> Bool {
    switch item {
    case .initial(let initial): try writeInitial(initial)
    case .action(let action): try writeAction(action)
    case .outOfBand(let capture): try writeOutOfBand(capture)
    case .effect(var record):
      record.seq = lastSeq
      try append(.effect(record))
    case .marker(var record):
      record.seq = lastSeq
      try append(.marker(record))
    case .appPhase(var record):
      record.seq = lastSeq
      try append(.appPhase(record))
      background = record.phase == .background ? record : nil
    case .probe(let capture, let reply):
      reply(encodeState(capture))
    case .flush(let durable, let done):
      defer { done.signal() }
      try writer.flush(durable: durable)
    case .close(let time, let droppedBefore):
      try writeClose(time: time, droppedBefore: droppedBefore)
      return true
    }
    return false
  }

  /// Stops recording after a failure: reports it once, releases waiters, closes the file.
  private func stop(with error: any Error, unprocessed: ArraySlice<Capture>) {
    let failure =
      (error as? LogError)
      ?? LogError(.writeFailed, "recording failed: \(error); recording stopped", path: writer.path)
    let abandoned = queue.withLock { storage -> [Capture] in
      storage.lastError = failure
      if storage.phase != .closed { storage.phase = .stopped }
      var rest: [Capture] = []
      swap(&rest, &storage.items)
      return rest
    }
    for item in Array(unprocessed) + abandoned {
      if case .flush(_, let done) = item { done.signal() }
    }
    try? writer.close()
    options.logger.error(
      "tt-debug recorder stopped: \(failure.description)", metadata: ["path": "\(writer.path)"])
    options.errorHandler?(failure)
  }
}
