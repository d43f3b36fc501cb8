import JSONTree
import LogFormat
import ValueCoding

/// Advice for a divergence: what live value the reducer seems to read, and how to make it
/// deterministic.
enum ReplayHints {
  /// Hints about the values that differ between the logged and the replayed state.
  static func forDifference(expected: JSONValue, replayed: JSONValue) -> [String] {
    var uuidPaths: [String] = []
    var datePaths: [String] = []
    var pseudonymPaths: [String] = []
    for operation in JSONPatch.diff(from: expected, to: replayed) {
      var values: [JSONValue] = []
      if let old = expected.value(at: operation.path) { values.append(old) }
      switch operation {
      case .add(_, let value), .replace(_, let value): values.append(value)
      default: break
      }
      let strings = values.flatMap(strings(in:))
      let path = operation.path.description.isEmpty ? "/" : operation.path.description
      if strings.contains(where: looksLikeUUID) { uuidPaths.append(path) }
      if strings.contains(where: looksLikeISODate) { datePaths.append(path) }
      if strings.contains(where: isPseudonym) { pseudonymPaths.append(path) }
    }
    var hints: [String] = []
    if !uuidPaths.isEmpty {
      hints.append(
        "the values at \(list(uuidPaths)) look like UUIDs: the reducer makes new ones when it runs "
          + "and the log holds no read of them; make them through the store's dependencies "
          + "(TCA: `@Dependency(\\.uuid)`, the stand-in store: `UUIDGenerator`), whose reads the "
          + "recorder logs and replay serves back")
    }
    if !datePaths.isEmpty {
      hints.append(
        "the values at \(list(datePaths)) look like dates: the reducer reads the clock when it runs "
          + "and the log holds no read of it; read it through the store's dependencies (TCA: "
          + "`@Dependency(\\.date.now)`, the stand-in store: `DateGenerator`) instead of `Date()`")
    }
    if !pseudonymPaths.isEmpty {
      hints.append(
        "the values at \(list(pseudonymPaths)) are redacted strings (pseudonyms): replay keeps a "
          + "secret the reducer copies or compares for equality, but not one it derives from "
          + "another's content or length (trimming, counting, joining); record with a narrower "
          + "`RedactionPolicy` to replay such code")
    }
    return hints
  }

  /// The hint for a divergence right after replay started from a logged mid-log state.
  static func midLogStart(_ seq: UInt64) -> String {
    "the divergence is at the first action replayed after seq \(seq), a state taken from the log "
      + "mid-session: state the log does not hold exactly (redacted, or not Codable) may be "
      + "missing there; replay from seq 0 (`run(from: 0)`) if the log starts there"
  }

  /// The note for a log older than dependency reads: the reducer ran with live values.
  static func liveDependencies(_ version: FormatVersion) -> String {
    "this log (format \(version)) predates recorded dependency reads (format "
      + "\(FormatVersion.dependencyReads)): the reducer read its live dependencies (UUIDs, dates, "
      + "random numbers, clocks); record again with this tt-debug to replay them exactly"
  }

  /// The hint naming redacted values that were not compared.
  static let redacted =
    "redacted numbers, bools, dates and UUIDs (\"<redacted>\" in the log) were not compared "
    + "(redacted strings were, by their pseudonyms); record with a narrower `RedactionPolicy` to "
    + "check them"

  /// `"<redacted:` + 16 hex digits + `">"`, what a redacted string is logged as.
  static func isPseudonym(_ text: String) -> Bool {
    text != RedactionPolicy.placeholder && RedactionKey.isRedactionMarker(text)
  }

  private static func list(_ paths: [String]) -> String {
    var seen: Set<String> = []
    let distinct = paths.filter { seen.insert($0).inserted }
    let shown = distinct.prefix(3).joined(separator: ", ")
    return distinct.count > 3 ? "\(shown) and \(distinct.count - 3) more" : shown
  }

  private static func strings(in value: JSONValue) -> [String] {
    switch value {
    case .string(let text): [text]
    case .array(let elements): elements.prefix(64).flatMap(strings(in:))
    case .object(let members): members.values.prefix(64).flatMap(strings(in:))
    default: []
    }
  }

  /// `8-4-4-4-12` hex digits.
  static func looksLikeUUID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else if !isHexDigit(byte) {
        return false
      }
    }
    return true
  }

  /// `YYYY-MM-DDTHH:MM` at the start, as ISO 8601 dates are written.
  static func looksLikeISODate(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(16))
    guard bytes.count == 16 else { return false }
    let digits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15]
    let separators: [Int: UInt8] = [4: 45, 7: 45, 10: UInt8(ascii: "T"), 13: UInt8(ascii: ":")]
    return digits.allSatisfy { (48...57).contains(bytes[$0]) }
      && separators.allSatisfy { bytes[$0.key] == $0.value }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (97...102).contains(byte) || (65...70).contains(byte)
  }
}
