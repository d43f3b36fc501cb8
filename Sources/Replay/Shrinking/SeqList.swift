/// Sets of seqs written as `tt-debug test --only` takes them: ascending, runs of consecutive seqs
/// as ranges (`3,7,12-15`).
package enum SeqList {
  /// `seqs` as a list: `[3, 7, 12, 13, 14, 15]` → `3,7,12-15`.
  package static func text(_ seqs: [UInt64]) -> String {
    var parts: [String] = []
    var index = 0
    let sorted = Array(Set(seqs)).sorted()
    while index < sorted.count {
      var end = index
      while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
      parts.append(
        end == index ? String(sorted[index]) : "\(sorted[index])-\(sorted[end])")
      index = end + 1
    }
    return parts.joined(separator: ",")
  }

  /// The seqs a list names, ascending and without repeats.
  ///
  /// - Parameter text: Seqs and ranges separated by commas (`3,7,12-15`).
  /// - Returns: The seqs, or `nil` when `text` is not such a list (an empty part, a range whose
  ///   end is before its start, a word that is not a number).
  package static func seqs(_ text: String) -> [UInt64]? {
    var seqs: Set<UInt64> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count),
        let first = UInt64(bounds[0].filter { $0 != " " }),
        let last = UInt64(bounds[bounds.count - 1].filter { $0 != " " }), first <= last,
        last - first < 10_000_000
      else { return nil }
      for seq in first...last { seqs.insert(seq) }
    }
    return seqs.sorted()
  }
}
