import JSONTree

/// An action the store reduced: what it was, where it came from, which screen it left the user on, and
/// the state change it made.
public struct ActionRecord: Sendable, Equatable {
  /// The state number this action made.
  public var seq: UInt64
  /// Milliseconds since the Unix epoch when it was reduced.
  public var wall: Int64
  /// Nanoseconds since the recorder started, on a monotonic clock.
  public var mono: Int64
  /// The action as a JSON tree, redacted.
  public var action: JSONValue
  /// One line, TCA style, e.g. `path(.element(id: 3, action: .detail(.editButtonTapped)))`.
  public var summary: String
  /// Where the action came from.
  public var cause: ActionCause
  /// The screens a user sees after the action, outermost first.
  public var route: [String]
  /// The state change.
  public var change: StateChange
  /// What the reducer read from nondeterministic dependencies while reducing this action, in read
  /// order (format 3.1; empty in older logs and for an action that read none).
  public var reads: [DependencyRead] = []
  /// Session constants the reducers read (`calendar`, `timeZone`, `locale` identifiers), written
  /// with the first action of each block and whenever one changes (format 3.1).
  public var environment: [String: String] = [:]

  /// Creates an action record.
  ///
  /// - Parameters:
  ///   - seq: The state number the action made.
  ///   - wall: Wall-clock time in ms since the epoch.
  ///   - mono: Monotonic time in ns since the recorder started.
  ///   - action: The action's JSON tree.
  ///   - summary: The one-line summary.
  ///   - cause: Where the action came from.
  ///   - route: The screens after the action.
  ///   - change: The state change.
  public init(
    seq: UInt64, wall: Int64, mono: Int64, action: JSONValue, summary: String, cause: ActionCause,
    route: [String], change: StateChange
  ) {
    self.seq = seq
    self.wall = wall
    self.mono = mono
    self.action = action
    self.summary = summary
    self.cause = cause
    self.route = route
    self.change = change
  }

  /// The route as a breadcrumb, e.g. `mainTab › history › HistoryDetail(id: 2) › sheet: Edit`.
  public var breadcrumb: String { route.joined(separator: " › ") }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    action = try fields.value("action")
    summary = fields.optionalString("summary") ?? ""
    cause = try ActionCause(json: fields.members["cause"])
    route = ((try? fields.array("route")) ?? []).compactMap {
      if case .string(let name) = $0 { name } else { nil }
    }
    change = try StateChange(fields)
    if let reads = fields.members["reads"] {
      guard case .array(let elements) = reads else {
        throw LogError(
          .malformedRecord, "an action record's \"reads\" is not an array; the log is damaged")
      }
      self.reads = try elements.map(DependencyRead.init(json:))
    }
    if case .object(let environment) = fields.members["env"] {
      for (name, value) in environment {
        if case .string(let identifier) = value { self.environment[name] = identifier }
      }
    }
  }

  func addFields(to object: inout JSONObject) {
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    object["action"] = action
    object["summary"] = .string(summary)
    object["cause"] = cause.json
    object["route"] = .array(route.map { .string($0) })
    if !environment.isEmpty {
      object["env"] = .object(
        JSONObject(
          uniqueKeysWithValues: environment.sorted { $0.key < $1.key }.map {
            ($0.key, .string($0.value))
          }))
    }
    if !reads.isEmpty { object["reads"] = .array(reads.map(\.json)) }
    change.addFields(to: &object)
  }
}
