import JSONTree

/// An effect's lifecycle event: started, finished (possibly cancelled by an unseen id), cancelled or
/// failed.
public struct EffectRecord: Sendable, Equatable {
  /// What happened to the effect.
  public enum Event: String, Sendable, Equatable {
    /// The effect began running.
    case started
    /// The effect ran to its end (with ``EffectRecord/maybeCancelled``: it ended, and may have been
    /// cancelled by an id the store's glue cannot see).
    case finished
    /// The effect was cancelled (by id, by a newer one in flight, by dismissal or pop).
    case cancelled
    /// The effect threw.
    case failed
  }

  /// The latest state's seq when the event happened.
  public var seq: UInt64
  /// Milliseconds since the Unix epoch.
  public var wall: Int64
  /// Nanoseconds since the recorder started.
  public var mono: Int64
  /// What happened.
  public var event: Event
  /// The effect's id, unique within the session.
  public var effect: UInt64
  /// The seq of the action that started the effect.
  public var action: UInt64
  /// The effect's name, e.g. `run @ FeatureList.swift:42`.
  public var name: String
  /// The error's description when the effect failed.
  public var error: String?
  /// On a `finished` event: the operation ended, and may have been cancelled by an id that the
  /// store's glue cannot see (format 3.1, JSON `"maybeCancelled":true`; `false` is not written).
  ///
  /// A glue sets it when it observes only that the operation returned: on TCA, a `.run` cancelled
  /// by `.cancel(id:)` returns normally to the glue, so `finished` alone would be a wrong value.
  ///
  /// ```swift
  /// let ended = EffectRecord(
  ///   seq: 4, wall: 0, mono: 0, event: .finished, effect: 2, action: 3, name: "run",
  ///   maybeCancelled: true)
  /// ```
  public var maybeCancelled: Bool

  /// Creates an effect event record.
  ///
  /// - Parameters:
  ///   - seq: The latest state's seq.
  ///   - wall: Wall-clock ms since the epoch.
  ///   - mono: Monotonic ns since the recorder started.
  ///   - event: What happened.
  ///   - effect: The effect's id.
  ///   - action: The seq of the action that started it.
  ///   - name: The effect's name.
  ///   - error: The error, for `.failed`.
  ///   - maybeCancelled: For `.finished`: whether it may have been cancelled by an unseen id.
  public init(
    seq: UInt64, wall: Int64, mono: Int64, event: Event, effect: UInt64, action: UInt64,
    name: String, error: String? = nil, maybeCancelled: Bool = false
  ) {
    self.seq = seq
    self.wall = wall
    self.mono = mono
    self.event = event
    self.effect = effect
    self.action = action
    self.name = name
    self.error = error
    self.maybeCancelled = maybeCancelled
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    guard let event = Event(rawValue: try fields.string("event")) else {
      throw LogError(.malformedRecord, "an effect record has an unknown event; the log is damaged")
    }
    self.event = event
    effect = try fields.uint("effect")
    action = try fields.uint("action")
    name = fields.optionalString("name") ?? "effect"
    error = fields.optionalString("error")
    maybeCancelled = event == .finished && fields.flag("maybeCancelled")
  }

  func addFields(to object: inout JSONObject) {
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    object["event"] = .string(event.rawValue)
    object["effect"] = .unsigned(effect)
    object["action"] = .unsigned(action)
    object["name"] = .string(name)
    if let error { object["error"] = .string(error) }
    if maybeCancelled, event == .finished { object["maybeCancelled"] = .bool(true) }
  }
}
