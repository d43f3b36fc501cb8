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
  public var action: JSONValue {
    // A summary made from the tree is the old tree's.
    didSet {
      if writtenSummary == nil { writtenSummary = jsonSummary(of: oldValue) }
      summaryIsDerived = nil
    }
  }
  /// One line, TCA style, e.g. `path(.element(id: 3, action: .detail(.editButtonTapped)))`.
  public var summary: String {
    get { writtenSummary ?? jsonSummary(of: action) }
    set {
      writtenSummary = newValue
      summaryIsDerived = nil
    }
  }
  /// Whether ``summary`` is the one ``jsonSummary(of:)`` makes of ``action``, when the writer of
  /// the record already knows (a recorder compares them once per distinct action); `nil` when
  /// nobody has said. Changing either forgets it.
  package var summaryIsDerived: Bool?
  /// The summary as given, or `nil` when it is the one ``jsonSummary(of:)`` makes of ``action``:
  /// format 2 leaves that one out of the line, and it is made only when asked (replay reads a
  /// summary only to name a divergence or an action that does not decode).
  private var writtenSummary: String?
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
    self.writtenSummary = summary
    self.cause = cause
    self.route = route
    self.change = change
  }

  /// Equal fields, the summaries compared as text however they were made.
  public static func == (left: ActionRecord, right: ActionRecord) -> Bool {
    left.seq == right.seq && left.wall == right.wall && left.mono == right.mono
      && left.action == right.action && left.summary == right.summary
      && left.cause == right.cause && left.route == right.route && left.change == right.change
      && left.reads == right.reads && left.environment == right.environment
  }

  /// The route as a breadcrumb, e.g. `mainTab › history › HistoryDetail(id: 2) › sheet: Edit`.
  public var breadcrumb: String { route.joined(separator: " › ") }

  /// Reads an action record's fields; with `derivesSummary`, a missing `summary` is the one
  /// ``jsonSummary(of:)`` makes of the action (formats 2 and 3), else it is empty.
  package init(_ fields: RecordFields, derivesSummary: Bool = false) throws {
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    action = try fields.value("action")
    writtenSummary =
      derivesSummary && fields["summary"] == nil ? nil : fields.optionalString("summary") ?? ""
    cause = try ActionCause(json: fields["cause"])
    route = ((try? fields.array("route")) ?? []).compactMap {
      if case .string(let name) = $0 { name } else { nil }
    }
    change = try StateChange(fields)
    if let reads = fields["reads"] {
      guard case .array(let elements) = reads else {
        throw LogError(
          .malformedRecord, "an action record's \"reads\" is not an array; the log is damaged")
      }
      self.reads = try elements.map(DependencyRead.init(json:))
    }
    if case .object(let environment) = fields["env"] {
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
