/// What the app and `tt-debug attach` say to each other, one message per frame.
///
/// The app speaks first with ``hello(token:)``; anything else first, or a wrong token, ends the
/// connection with ``refused(reason:)``.
///
/// ```swift
/// let payload = LinkMessage.travel(seq: 42, state: nil).payload
/// print(try LinkMessage(payload: payload))
/// ```
///
/// ```text
/// travel(seq: 42, state: nil)
/// ```
public enum LinkMessage: Equatable, Sendable {
  /// App → attach, first: the token `attach` printed, given to the app at launch.
  case hello(token: String)
  /// Either side, last: why the connection closes.
  case refused(reason: String)
  /// App → attach: one line of the app's log, as the recorder wrote it.
  case record(line: String)
  /// App → attach: the link dropped this many lines from its stream (the file has them).
  case gap(count: Int)
  /// Attach → app: make the store at the state of record `seq` of the current timeline (this
  /// run's, or the report's after ``load(name:)``). `state` is that state as the log holds it (JSON
  /// text), for an app whose state is `Decodable`; `nil` asks the app to rebuild it from its own
  /// history of this run.
  case travel(seq: UInt64, state: String?)
  /// App → attach: the store now stands at `seq`; `state` is its state as the log would hold it
  /// (JSON text), or empty when the recorder cannot say.
  case at(seq: UInt64, state: String)
  /// App → attach: the last command could not be done (the connection stays); `reason` says why
  /// and what would make it work.
  case unable(reason: String)
  /// Attach → app: go on from the current point; new actions run their effects.
  case resume
  /// Attach → app: return to the newest state of this run.
  case live
  /// Attach → app: the states that follow come from a bug report's log, named `name`.
  case load(name: String)
  /// Attach → app: send everything recorded so far, then ``synced``.
  case sync
  /// App → attach: every line recorded before the last ``sync`` or ``load(name:)`` was sent.
  case synced

  private enum Kind: UInt8 {
    case hello = 1, refused, record, gap, travel, at, resume, live, load, unable, sync, synced
  }

  /// The message's bytes: a kind byte and its body.
  public var payload: [UInt8] {
    switch self {
    case .hello(let token): [Kind.hello.rawValue] + Array(token.utf8)
    case .refused(let reason): [Kind.refused.rawValue] + Array(reason.utf8)
    case .record(let line): [Kind.record.rawValue] + Array(line.utf8)
    case .gap(let count): [Kind.gap.rawValue] + Array(String(count).utf8)
    case .travel(let seq, let state):
      [Kind.travel.rawValue] + Array((state.map { "\(seq)\n\($0)" } ?? String(seq)).utf8)
    case .at(let seq, let state): [Kind.at.rawValue] + Array("\(seq)\n\(state)".utf8)
    case .unable(let reason): [Kind.unable.rawValue] + Array(reason.utf8)
    case .resume: [Kind.resume.rawValue]
    case .live: [Kind.live.rawValue]
    case .load(let name): [Kind.load.rawValue] + Array(name.utf8)
    case .sync: [Kind.sync.rawValue]
    case .synced: [Kind.synced.rawValue]
    }
  }

  /// Reads a message from a frame's payload.
  ///
  /// - Parameter payload: One frame's bytes.
  /// - Throws: ``LinkError`` with code `malformedFrame` when the bytes are no known message.
  public init(payload: [UInt8]) throws(LinkError) {
    guard let first = payload.first, let kind = Kind(rawValue: first) else {
      throw LinkError(
        .malformedFrame,
        "frame of kind \(payload.first.map(String.init) ?? "none") is not a debug-link message; "
          + "closing the connection (are both sides the same tt-debug version?)")
    }
    let body = Array(payload.dropFirst())
    switch kind {
    case .hello: self = .hello(token: try Self.text(body, kind: "hello"))
    case .refused: self = .refused(reason: try Self.text(body, kind: "refused"))
    case .record: self = .record(line: try Self.text(body, kind: "record"))
    case .gap: self = .gap(count: try Self.number(body, kind: "gap"))
    case .travel:
      guard let newline = body.firstIndex(of: 0x0A) else {
        self = .travel(seq: try Self.number(body, kind: "travel"), state: nil)
        return
      }
      let seq: UInt64 = try Self.number(Array(body[..<newline]), kind: "travel")
      self = .travel(seq: seq, state: try Self.text(Array(body[(newline + 1)...]), kind: "travel"))
    case .at:
      guard let newline = body.firstIndex(of: 0x0A) else {
        throw LinkError(.malformedFrame, "'at' frame has no seq line; closing the connection")
      }
      let seq: UInt64 = try Self.number(Array(body[..<newline]), kind: "at")
      self = .at(seq: seq, state: try Self.text(Array(body[(newline + 1)...]), kind: "at"))
    case .unable: self = .unable(reason: try Self.text(body, kind: "unable"))
    case .resume: self = try Self.empty(body, .resume, kind: "resume")
    case .live: self = try Self.empty(body, .live, kind: "live")
    case .load: self = .load(name: try Self.text(body, kind: "load"))
    case .sync: self = try Self.empty(body, .sync, kind: "sync")
    case .synced: self = try Self.empty(body, .synced, kind: "synced")
    }
  }

  private static func empty(_ body: [UInt8], _ message: Self, kind: String) throws(LinkError)
    -> Self
  {
    guard body.isEmpty else {
      throw LinkError(.malformedFrame, "'\(kind)' frame has a body; closing the connection")
    }
    return message
  }

  private static func text(_ body: [UInt8], kind: String) throws(LinkError) -> String {
    guard let text = String(validating: body, as: UTF8.self) else {
      throw LinkError(.malformedFrame, "'\(kind)' frame is not UTF-8; closing the connection")
    }
    return text
  }

  private static func number<N: FixedWidthInteger>(_ body: [UInt8], kind: String) throws(LinkError)
    -> N
  {
    guard body.count <= 20, let text = String(validating: body, as: UTF8.self),
      let value = N(text), value >= 0
    else {
      throw LinkError(
        .malformedFrame, "'\(kind)' frame has no valid number; closing the connection")
    }
    return value
  }
}
