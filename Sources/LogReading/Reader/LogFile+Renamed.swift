import LogFormat

extension LogFile {
  /// The salvaged tail's former name.
  @available(*, deprecated, renamed: "TailSalvage")
  public typealias TailRecovery = TailSalvage

  /// The recovery report's former name.
  @available(*, deprecated, renamed: "RecoveryReport")
  public typealias RepairReport = RecoveryReport

  /// Writes a recovered copy: ``writeRecoveredCopy(to:)``'s former name.
  ///
  /// - Parameter destination: Path of the copy.
  /// - Returns: What was kept and what was lost.
  /// - Throws: What ``writeRecoveredCopy(to:)`` throws.
  @available(*, deprecated, renamed: "writeRecoveredCopy(to:)")
  public func writeRepairedCopy(to destination: String) throws -> RecoveryReport {
    try writeRecoveredCopy(to: destination)
  }
}
