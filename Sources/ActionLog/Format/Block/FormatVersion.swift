/// The container format version written in every block's subfield.
///
/// A reader accepts any minor version of its major (ignoring fields and kinds it does not know) and
/// refuses a newer major.
public struct FormatVersion: Sendable, Equatable, CustomStringConvertible {
  /// Incremented for changes old readers cannot read.
  public var major: UInt8
  /// Incremented for additions old readers can safely ignore.
  public var minor: UInt8

  /// The version this library writes and reads: 1.0.
  public static let current = FormatVersion(major: 1, minor: 0)
  /// The version of a repaired copy that holds `gap` records: 1.1 (readers of 1.0 skip them).
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
