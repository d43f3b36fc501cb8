/// The container format version written in every block's subfield.
///
/// A reader accepts any minor version of its major (ignoring fields and kinds it does not know) and
/// refuses a newer major.
public struct FormatVersion: Sendable, Equatable, CustomStringConvertible {
  /// Incremented for changes old readers cannot read.
  public var major: UInt8
  /// Incremented for additions old readers can safely ignore.
  public var minor: UInt8

  /// The version this library writes: 3.4 (records relative to the one before, seqs implied,
  /// monotonic times in µs; dependency reads in action records; `lifecycle` records; `seg`
  /// checksum records; check tables in the index; see docs/LogFormat.md, "Versions").
  public static let current = FormatVersion(major: 3, minor: 4)
  /// The first version whose index holds each block's check table (`TC` subfield), which puts
  /// right one damaged byte per segment, and whose blocks end without a last `seg` record: 3.4.
  public static let checkTables = FormatVersion(major: 3, minor: 4)
  /// The first version whose data blocks are cut into checksummed segments (`seg` records): 3.3.
  /// A reader keeps the segments before a damaged one; a 3.2 reader skips the records.
  public static let segments = FormatVersion(major: 3, minor: 3)
  /// The first version with `lifecycle` records (the app went to the background or came back):
  /// 3.2. A 3.1 reader skips them, and so reads a log that ended in the background as crashed.
  public static let lifecycle = FormatVersion(major: 3, minor: 2)
  /// The first version whose action records carry the reducers' dependency reads (`reads`,
  /// `env`): 3.1. A replay of an older log cannot serve recorded values.
  public static let dependencyReads = FormatVersion(major: 3, minor: 1)

  /// The oldest major version this library still reads: 1 (same container, whole records).
  package static let oldestReadableMajor: UInt8 = 1
  /// The oldest version that defines `gap` records: 1.1. A recovered copy of a 1.0 log that marks
  /// gaps is written as 1.1 (1.0 readers skip the records they do not know); format 2.0 defines
  /// them from the start, so a 2.0 or 3.0 copy keeps its version.
  public static let gapRecords = FormatVersion(major: 1, minor: 1)

  /// Creates a version.
  ///
  /// - Parameters:
  ///   - major: Incompatible-change counter.
  ///   - minor: Compatible-addition counter.
  public init(major: UInt8, minor: UInt8) {
    self.major = major
    self.minor = minor
  }

  /// `"major.minor"`, e.g. `"1.0"`.
  public var description: String { "\(major).\(minor)" }
}

extension FormatVersion: Comparable {
  /// Orders by major, then minor.
  public static func < (lhs: FormatVersion, rhs: FormatVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
