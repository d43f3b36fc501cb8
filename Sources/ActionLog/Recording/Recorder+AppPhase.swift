import LogFormat

extension Recorder {
  /// Records that the app went to the background, then waits until everything captured so far is
  /// on stable storage (`fsync`).
  ///
  /// The system suspends an app in the background and may end it there without a word; a log
  /// that ends after this call reads `ended in the background (the system may have ended the
  /// app)`, not `crashed`. On iOS call it from `UIApplication.didEnterBackgroundNotification`, or
  /// when SwiftUI's `scenePhase` becomes `.background`:
  ///
  /// ```swift
  /// recorder.appDidEnterBackground()
  /// print(recorder.isRecording)
  /// ```
  ///
  /// ```text
  /// true
  /// ```
  public func appDidEnterBackground() {
    record(phase: .background)
    flush(durable: true)
  }

  /// Records that the app is in the foreground again (`UIApplication.willEnterForegroundNotification`,
  /// or `scenePhase` becoming `.active`). Does not wait for the worker.
  public func appWillEnterForeground() {
    record(phase: .foreground)
  }

  private func record(phase: AppPhaseRecord.Phase) {
    let (wall, mono) = now()
    queue.withLock { storage in
      guard storage.phase == .recording else { return }
      let record = AppPhaseRecord(seq: storage.seq, wall: wall, mono: mono, phase: phase)
      _ = CaptureQueue.enqueue(.appPhase(record), into: &storage, capacity: queue.capacity)
    }
  }
}
