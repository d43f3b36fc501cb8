import JSONTree

/// The app moved between the foreground and the background (format 3.2): its phase, written as a
/// `lifecycle` record (an effect's life is another thing: `effect` records).
///
/// An iOS app in the background is suspended and may then be ended by the system without a word,
/// so a log whose last `lifecycle` record says `background` and that was not closed ended in the
/// background rather than in a crash.
///
/// ```swift
/// let record = LogRecord.appPhase(AppPhaseRecord(seq: 7, wall: 0, mono: 0, phase: .background))
/// print(String(decoding: record.line, as: UTF8.self))
/// ```
///
/// ```text
/// {"t":"lifecycle","seq":7,"wall":0,"mono":0,"phase":"background"}
/// ```
public struct AppPhaseRecord: Sendable, Equatable {
  /// Where the app went.
  public enum Phase: String, Sendable, Equatable {
    /// The app left the screen; the system may suspend it and end it later.
    case background
    /// The app is on the screen again.
    case foreground
  }

  /// How readers describe a log that ``LogFile/endedInBackground``.
  public static let endedInBackgroundText =
    "ended in the background (the system may have ended the app)"

  /// The seq of the latest state when the app changed phase.
  public var seq: UInt64
  /// Milliseconds since the Unix epoch.
  public var wall: Int64
  /// Nanoseconds since the recorder started.
  public var mono: Int64
  /// Where the app went.
  public var phase: Phase

  /// Creates an app phase record.
  ///
  /// - Parameters:
  ///   - seq: The latest state's seq.
  ///   - wall: Wall-clock ms since the epoch.
  ///   - mono: Monotonic ns since the recorder started.
  ///   - phase: Where the app went.
  public init(seq: UInt64, wall: Int64, mono: Int64, phase: Phase) {
    self.seq = seq
    self.wall = wall
    self.mono = mono
    self.phase = phase
  }

  /// `nil` for a phase this reader does not know (a newer minor version's): the record is then
  /// read as an unknown kind.
  init?(_ fields: RecordFields) throws {
    guard let phase = Phase(rawValue: try fields.string("phase")) else { return nil }
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    self.phase = phase
  }

  func addFields(to object: inout JSONObject) {
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    object["phase"] = .string(phase.rawValue)
  }
}

/// The app phase record's former name.
@available(*, deprecated, renamed: "AppPhaseRecord")
public typealias LifecycleRecord = AppPhaseRecord
