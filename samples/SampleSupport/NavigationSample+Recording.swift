import ActionLog
import ComposableStore
import ComposableStoreRecording
import LogFormat
import ValueCoding

/// What recording a sample session produced.
public struct RecordedSample: Sendable {
  /// The log file written.
  public var path: String
  /// How many actions the session sent.
  public var actionCount: Int
  /// The recorder's first error, if recording failed (the session still ran to its end).
  public var error: LogError?
}

extension NavigationSample {
  /// Recorder options that make a recording of the scripted session identical byte for byte on every
  /// run: a fixed clock starting at ``SampleEnvironment/startDate``, a fixed redaction key, and no
  /// host details.
  public static var recordingOptions: Recorder.Options {
    var options = Recorder.Options()
    // The default key is random per session, which would change every pseudonym (and so the
    // bytes) on each run. The samples' secrets are scripted, so a fixed, published key costs
    // nothing here; an app's recorder should keep the random default.
    options.redactionKey = RedactionKey(0x7474_2d64_6562_7567, 0x7361_6d70_6c65_7331)
    options.session = SessionInfo(
      app: name, build: "nav-samples 0.1.0", note: about, meta: ["sample": name])
    options.clock = .fixed(
      startWall: Int64(SampleEnvironment.startDate.timeIntervalSince1970 * 1000),
      stepMilliseconds: 250)
    return options
  }

  /// Plays the scripted session on a store whose reducer records to `path`.
  ///
  /// ```swift
  /// let run = try await TabStackSession.record(to: "tab-stack.ttlog")
  /// print(run.actionCount)
  /// ```
  ///
  /// ```text
  /// 50
  /// ```
  ///
  /// - Parameters:
  ///   - path: The `.ttlog` file to write (replaced if present).
  ///   - options: Recorder options; ``recordingOptions`` by default.
  ///   - pace: A wait before each action, in real time (see ``PacedReducer``); `nil` plays at once.
  /// - Returns: The path, the number of actions and any recording error.
  /// - Throws: ``LogError`` when the file cannot be created.
  @MainActor
  public static func record(
    to path: String, options: Recorder.Options = recordingOptions, pace: Duration? = nil
  ) async throws -> RecordedSample {
    let recorder = try Recorder(path: path, options: options)
    var environment = SampleEnvironment()
    environment.mark = { recorder.mark($0) }
    let counter = ActionCounter()
    let store = Store(initialState: initialState(environment)) {
      CountingReducer(PacedReducer(makeFeature(environment), pace: pace), counter: counter)
        .recording(to: recorder)
    }
    await play(store, environment)
    recorder.close()
    return RecordedSample(path: path, actionCount: counter.count, error: recorder.lastError)
  }
}
