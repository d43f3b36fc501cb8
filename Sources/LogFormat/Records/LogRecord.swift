import JSONTree

/// One record of a `.ttlog` file, typed.
///
/// Every record is one JSON line beginning `{"t":"<kind>","seq":<n>`; see docs/LogFormat.md. Reading
/// tolerates what a newer minor version may add: unknown fields are ignored and unknown kinds come back
/// as ``unknown(kind:seq:json:)``.
///
/// ```swift
/// let record = LogRecord.marker(MarkerRecord(seq: 12, wall: 0, mono: 0, text: "checkout failed"))
/// print(String(decoding: record.line, as: UTF8.self))
/// ```
///
/// ```text
/// {"t":"marker","seq":12,"wall":0,"mono":0,"text":"checkout failed"}
/// ```
public enum LogRecord: Sendable, Equatable {
  /// The session header, first record of the file.
  case header(LogHeader)
  /// A full state: the first record of every data block.
  case keyframe(KeyframeRecord)
  /// An action the store reduced, and the state change it made.
  case action(ActionRecord)
  /// A change to shared state made outside any action.
  case outOfBand(OutOfBandRecord)
  /// A note from the app or the user.
  case marker(MarkerRecord)
  /// An effect started, finished, was cancelled or failed.
  case effect(EffectRecord)
  /// Records the recorder could not write.
  case dropped(DroppedRecord)
  /// The recorder closed cleanly.
  case close(CloseRecord)
  /// Seqs a recovered copy lacks (format 1.1): lost to damage in the log it was recovered from.
  case gap(GapRecord)
  /// The app went to the background or came back to the foreground (format 3.2).
  case appPhase(AppPhaseRecord)
  /// A kind this reader does not know (written by a newer minor version).
  case unknown(kind: String, seq: UInt64, json: JSONValue)

  /// The record's kind as written in its `t` field.
  public var kind: String {
    switch self {
    case .header: "header"
    case .keyframe: "key"
    case .action: "action"
    case .outOfBand: "oob"
    case .marker: "marker"
    case .effect: "effect"
    case .dropped: "dropped"
    case .close: "close"
    case .gap: "gap"
    case .appPhase: "lifecycle"
    case .unknown(let kind, _, _): kind
    }
  }

  /// The seq of the state the record makes or refers to.
  public var seq: UInt64 {
    switch self {
    case .header: 0
    case .keyframe(let record): record.seq
    case .action(let record): record.seq
    case .outOfBand(let record): record.seq
    case .marker(let record): record.seq
    case .effect(let record): record.seq
    case .dropped(let record): record.seq
    case .close(let record): record.seq
    case .gap(let record): record.seq
    case .appPhase(let record): record.seq
    case .unknown(_, let seq, _): seq
    }
  }

  /// Whether this record makes a new state (and so advances seq by one).
  public var makesState: Bool {
    switch self {
    case .action, .outOfBand: true
    default: false
    }
  }
}
