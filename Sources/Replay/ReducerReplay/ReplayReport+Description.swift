extension ReplayReport: CustomStringConvertible {
  /// The report as a person reads it: faithful with the count of states checked, or the first
  /// divergence with its action and the state diff; then the seqs not checked, if any (a report
  /// with some is never called faithful), and any hints.
  ///
  /// ```swift
  /// print(try ReducerReplay(AppFeature(), timeline: timeline).run())
  /// ```
  ///
  /// ```text
  /// no divergence in the 20 states checked from seq 0, but the log lost some: not proven faithful
  /// unchecked:
  /// - seqs 9…12 not checked: block 3 at byte 2204 is damaged
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
    } else if isComplete {
      lines = [
        "faithful: \(checked) \(checked == 1 ? "state" : "states") checked from seq \(startSeq)"
      ]
    } else {
      lines = [
        "no divergence in the \(checked) \(checked == 1 ? "state" : "states") checked from seq "
          + "\(startSeq), but the log lost some: not proven faithful"
      ]
    }
    if !unchecked.isEmpty {
      lines.append("unchecked:")
      lines += unchecked.map { "- \($0)" }
    }
    if !hints.isEmpty {
      lines.append("hints:")
      lines += hints.map { "- \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
