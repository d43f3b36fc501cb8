/// Counts with their noun: `1 block`, `3 blocks`.
enum Plural {
  /// `"<count> <noun>"`, adding `s` unless the count is 1.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
