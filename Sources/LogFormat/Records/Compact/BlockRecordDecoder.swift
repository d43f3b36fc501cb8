/// Reads record lines in file order, filling in what format 2 writes relative to the record before
/// (see ``BlockRecordEncoder``); format-1 lines pass through unchanged.
///
/// Feed it every record of a block from its keyframe on; a keyframe resets it, so one decoder can
/// read a whole file, blocks skipped or not.
///
/// ```swift
/// var decoder = BlockRecordDecoder(formatMajor: file.version.major)
/// for block in file.blocks.dropFirst() {
///   for raw in try file.records(inBlock: block) {
///     print(try decoder.decode(line: raw.line).seq)
///   }
/// }
/// ```
package struct BlockRecordDecoder {
  private let relative: Bool
  private var wall: Int64 = 0
  private var mono: Int64 = 0
  private var route: JSONValue?

  /// Creates a decoder for a file of the given major version.
  ///
  /// - Parameter formatMajor: The file's major version (``LogFile/version``).
  package init(formatMajor: UInt8) {
    relative = formatMajor >= 2
  }

  /// Decodes one record line (no newline).
  ///
  /// - Parameter line: The UTF-8 bytes of the record.
  /// - Returns: The record with absolute times, its route and its summary.
  /// - Throws: ``LogError`` `.malformedRecord` when the line is not a valid record.
  package mutating func decode(line: some Collection<UInt8>) throws -> LogRecord {
    let json = try JSONValue(parsing: line)
    guard relative, case .object(var members) = json else { return try LogRecord(json: json) }
    let kind: String? = if case .string(let text) = members["t"] { text } else { nil }
    switch kind {
    case "header":
      return try LogRecord(json: json)
    case "key":
      wall = Self.integer(members["wall"]) ?? 0
      mono = Self.integer(members["mono"]) ?? 0
      route = nil
      return try LogRecord(json: json)
    default:
      break
    }
    if let delta = Self.integer(members.removeValue(forKey: "dw")) {
      wall &+= delta
      members["wall"] = .int(wall)
    } else if let time = Self.integer(members["wall"]) {
      wall = time
    }
    if let delta = Self.integer(members.removeValue(forKey: "dm")) {
      mono &+= delta
      members["mono"] = .int(mono)
    } else if let time = Self.integer(members["mono"]) {
      mono = time
    }
    if kind == "action" { fillAction(&members) }
    return try LogRecord(json: .object(members))
  }

  private mutating func fillAction(_ members: inout JSONObject) {
    if let written = members["route"] {
      route = written
    } else {
      members["route"] = route ?? .array([])
    }
    if case .object(var cause)? = members["cause"], cause["by"] == nil {
      cause["by"] = .string("effect")
      members["cause"] = .object(cause)
    }
    if members["summary"] == nil, let action = members["action"] {
      members["summary"] = .string(jsonSummary(of: action))
    }
  }

  private static func integer(_ value: JSONValue?) -> Int64? {
    switch value {
    case .int(let number): number
    case .uint(let number): Int64(clamping: number)
    default: nil
    }
  }
}
