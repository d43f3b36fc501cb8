import LogFormat
import Logging
import ValueCoding

extension Recorder {
  /// How a ``Recorder`` describes the session, hides secrets, writes, and behaves under load.
  public struct Options: Sendable {
    /// App, build, OS and a note, written into the header.
    public var session: SessionInfo
    /// What never reaches the file: applied to states, actions and summaries.
    public var redaction: RedactionPolicy
    /// The key that turns redacted strings into pseudonyms; never written to the log. Random by
    /// default, so pseudonyms cannot be linked across sessions or recomputed from guesses; fix
    /// it only where recordings must be reproducible byte for byte.
    public var redactionKey: RedactionKey
    /// zlib level, 0 (store) to 9 (smallest).
    public var compressionLevel: Int
    /// Make records durable to a crash every this many records (1 loses at most the one in flight).
    public var flushEvery: Int
    /// Flight-recorder mode: keep the file near this many bytes by dropping the oldest blocks.
    public var maxFileBytes: Int?
    /// Most captures waiting for the worker; past it, captures are dropped and counted.
    public var queueCapacity: Int
    /// Where times come from.
    public var clock: RecorderClock
    /// Called once, on the recorder's worker thread, when recording stops on an error.
    public var errorHandler: (@Sendable (LogError) -> Void)?
    /// Where the recorder reports its error and warnings.
    public var logger: Logger
    /// Whether the worker reuses the trees of the state's parts that are unchanged since the
    /// previous action, and of an action bitwise equal to one sent before (default `true`; see
    /// docs/Recording.md). Turn it off for a state or action type whose `encode(to:)` reads
    /// something outside its value (a global, the clock, a class instance it does not encode):
    /// every state and action is then encoded in full, at more CPU on the worker thread.
    public var reusesUnchangedParts = true
    /// Whether the dependency values reducers read (``DependencyReadLog``) and the session
    /// constants (``StoreRecording/record(environment:)``) are logged (default `true`): replay needs
    /// them to be deterministic. Off, the log says nothing of them.
    public var recordsDependencyReads = true
    /// For ``Recorder/init(directory:options:)``: the most logs the folder keeps, this launch's
    /// counted (default 10); the oldest are removed when the recorder starts.
    public var keptLogs = 10
    /// For ``Recorder/init(directory:options:)``: the most bytes the logs of earlier launches may
    /// take together (default `nil`, no cap); the oldest are removed when the recorder starts.
    /// ``maxFileBytes`` bounds this launch's log.
    public var maxFolderBytes: Int?
    /// The writer's keyframe ratio (``LogWriter/Options/keyframeRatio``); `nil` keeps its default.
    /// For benchmarks that compare block policies and drills that want many blocks.
    package var keyframeRatio: Int?
    /// The writer's ``LogWriter/Options/minBlockBytes``; `nil` keeps its default.
    package var minBlockBytes: Int?
    /// The writer's ``LogWriter/Options/minRecordsPerBlock``; `nil` keeps its default.
    package var minRecordsPerBlock: Int?

    /// Creates options; every parameter has a default.
    ///
    /// - Parameters:
    ///   - session: Session metadata for the header.
    ///   - redaction: What to hide.
    ///   - redactionKey: The pseudonym key; a fresh random key by default.
    ///   - compressionLevel: zlib level 0–9.
    ///   - flushEvery: Records per flush to the file.
    ///   - maxFileBytes: Flight-recorder size cap, or `nil` to keep everything.
    ///   - queueCapacity: Captures that may wait for the worker before new ones are dropped.
    ///   - clock: Where times come from.
    ///   - errorHandler: Told once when recording stops on an error.
    ///   - logger: Where the error and warnings are logged.
    public init(
      session: SessionInfo = SessionInfo(), redaction: RedactionPolicy = .default,
      redactionKey: RedactionKey = .random(),
      compressionLevel: Int = 6, flushEvery: Int = 1, maxFileBytes: Int? = nil,
      queueCapacity: Int = 8192, clock: RecorderClock = .system,
      errorHandler: (@Sendable (LogError) -> Void)? = nil,
      logger: Logger = Logger(label: "tt-debug.recorder")
    ) {
      self.session = session
      self.redaction = redaction
      self.redactionKey = redactionKey
      self.compressionLevel = compressionLevel
      self.flushEvery = flushEvery
      self.maxFileBytes = maxFileBytes
      self.queueCapacity = queueCapacity
      self.clock = clock
      self.errorHandler = errorHandler
      self.logger = logger
    }

    /// Creates options naming the app and build in the header; every other option has its
    /// default.
    ///
    /// ```swift
    /// var options = Recorder.Options(app: "Groceries", build: "2.3 (41)")
    /// options.redactedKeys += ["email"]
    /// ```
    ///
    /// - Parameters:
    ///   - app: The app's name.
    ///   - build: The app's build or version string.
    ///   - note: A free-form note, e.g. what the tester was asked to try.
    public init(app: String?, build: String?, note: String? = nil) {
      self.init(session: SessionInfo(app: app, build: build, note: note))
    }

    /// The app's name in the header (``session``'s `app`).
    public var app: String? {
      get { session.app }
      set { session.app = newValue }
    }

    /// The app's build or version string in the header (``session``'s `build`).
    public var build: String? {
      get { session.build }
      set { session.build = newValue }
    }

    /// A free-form note in the header (``session``'s `note`).
    public var note: String? {
      get { session.note }
      set { session.note = newValue }
    }

    /// Words that redact any key containing them, compared case-insensitively (``redaction``'s
    /// keys); ``defaultRedactedKeys`` unless changed.
    public var redactedKeys: [String] {
      get { redaction.keys }
      set { redaction.keys = newValue }
    }

    /// JSON Pointer patterns whose values are redacted, a `*` segment matching any one member or
    /// index, e.g. `/signUp/*/email` (``redaction``'s paths).
    public var redactedPaths: [String] {
      get { redaction.paths }
      set { redaction.paths = newValue }
    }

    /// The words redacted by default: `password`, `token`, `secret`, `apikey`, `cookie`, ….
    public static var defaultRedactedKeys: [String] { RedactionPolicy.defaultKeys }

    /// The writer options these recorder options imply.
    var writerOptions: LogWriter.Options {
      var options = LogWriter.Options(
        compressionLevel: compressionLevel, flushEvery: flushEvery, maxFileBytes: maxFileBytes)
      if let keyframeRatio { options.keyframeRatio = keyframeRatio }
      if let minBlockBytes { options.minBlockBytes = minBlockBytes }
      if let minRecordsPerBlock { options.minRecordsPerBlock = minRecordsPerBlock }
      return options
    }
  }
}
