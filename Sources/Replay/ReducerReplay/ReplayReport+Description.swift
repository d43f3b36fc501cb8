extension ReplayReport: CustomStringConvertible {
  /// The report as a person reads it: faithful with the count of states checked, or the first
  /// divergence with its action and the state diff, then any hints.
  ///
  /// ```swift
  /// print(try ReducerReplay(AppFeature(), timeline: timeline).run())
  /// ```
  ///
  /// ```text
  /// diverges at seq 6 (greet), after 5 states matched (replay started at seq 0):
  ///   {
  /// -   "greeting": "Hello, Ada",
  /// +   "greeting": "Hello, Ada!",
  ///     … (2 unchanged)
  ///   }
  /// ```
  public var description: String {
    var lines: [String]
    if let divergence {
      lines = [
        "diverges at seq \(divergence.seq) (\(divergence.summary)), after \(checked) "
          + "\(checked == 1 ? "state" : "states") matched (replay started at seq \(startSeq)):"
      ]
      if let mismatch = divergence.dependency { lines.append("  \(mismatch)") }
      if !divergence.diffText.isEmpty { lines.append(divergence.diffText) }
    } else {
      lines = [
        "faithful: \(checked) \(checked == 1 ? "state" : "states") checked from seq \(startSeq)"
      ]
    }
    if !hints.isEmpty {
      lines.append("hints:")
      lines += hints.map { "- \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
