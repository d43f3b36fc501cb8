import Foundation
import JSONTree

/// The first record of a log: what wrote it, when, of which app, and how values are encoded.
public struct LogHeader: Sendable, Equatable {
  /// The format version as written, e.g. `"1.0"`.
  public var version: String
  /// The writing library and version, e.g. `"tt-debug 0.1.0"`.
  public var writer: String
  /// Creation time, ISO 8601 UTC.
  public var created: String
  /// Creation time in milliseconds since the Unix epoch.
  public var wall: Int64
  /// The app and session the log is of.
  public var session: SessionInfo
  /// The Swift type name of the root state.
  public var stateType: String
  /// The Swift type name of the root action.
  public var actionType: String
  /// 16 hex digits identifying the shape of the state (its key paths and value kinds).
  public var stateShape: String
  /// `"encodable"` or `"reflection"`: how values were turned into JSON.
  public var valueEncoding: String
  /// The redaction policy in force, as JSON.
  public var redaction: JSONValue
  /// The block policy in force, as JSON.
  public var blocks: JSONValue

  /// Creates a header.
  ///
  /// - Parameters:
  ///   - version: The format version, `"MAJOR.MINOR"`.
  ///   - writer: The writing library and version.
  ///   - created: ISO 8601 creation time.
  ///   - wall: Creation time in ms since the epoch.
  ///   - session: Session metadata.
  ///   - stateType: The root state's type name.
  ///   - actionType: The root action's type name.
  ///   - stateShape: The state-shape fingerprint.
  ///   - valueEncoding: `"encodable"` or `"reflection"`.
  ///   - redaction: The redaction policy as JSON.
  ///   - blocks: The block policy as JSON.
  public init(
    version: String, writer: String, created: String, wall: Int64, session: SessionInfo,
    stateType: String, actionType: String, stateShape: String, valueEncoding: String,
    redaction: JSONValue, blocks: JSONValue
  ) {
    self.version = version
    self.writer = writer
    self.created = created
    self.wall = wall
    self.session = session
    self.stateType = stateType
    self.actionType = actionType
    self.stateShape = stateShape
    self.valueEncoding = valueEncoding
    self.redaction = redaction
    self.blocks = blocks
  }

  init(_ fields: RecordFields) throws {
    guard try fields.string("format") == "ttlog" else {
      throw LogError(.notALog, "the header's format is not \"ttlog\"; this is not a tt-debug log")
    }
    version = try fields.string("version")
    writer = fields.optionalString("writer") ?? "unknown"
    wall = fields.optionalInt("wall")
    // Format 2 leaves `created` out: it is `wall` as ISO 8601.
    created =
      fields.optionalString("created")
      ?? ISO8601.string(from: Date(timeIntervalSince1970: Double(wall) / 1000))
    session = SessionInfo(json: fields["session"])
    stateType = fields.optionalString("stateType") ?? "?"
    actionType = fields.optionalString("actionType") ?? "?"
    stateShape = fields.optionalString("stateShape") ?? ""
    valueEncoding =
      fields["encoding"]?["values"].flatMap {
        if case .string(let text) = $0 { text } else { nil }
      } ?? "reflection"
    redaction = fields["redaction"] ?? .null
    blocks = fields["blocks"] ?? .null
  }

  func addFields(to object: inout JSONObject) {
    object["format"] = .string("ttlog")
    object["version"] = .string(version)
    object["writer"] = .string(writer)
    if !created.isEmpty { object["created"] = .string(created) }
    object["wall"] = .int(wall)
    object["session"] = session.json
    object["stateType"] = .string(stateType)
    object["actionType"] = .string(actionType)
    object["stateShape"] = .string(stateShape)
    object["encoding"] = .object(["values": .string(valueEncoding), "patch": .string("rfc6902")])
    object["redaction"] = redaction
    object["blocks"] = blocks
  }
}
