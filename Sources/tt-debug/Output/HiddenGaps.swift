import LogFormat
import LogReading
import Replay

/// Lost records (`✕ #a…#b lost`) that a filter, `--limit` or `-n` kept off the listing: `log`
/// says so on standard error, once each, so a damaged log never reads as whole.
///
/// ```text
/// tt-debug: the lines shown leave out that #25…#48 were lost (block 2 at byte 2386 is damaged…); `tt-debug log FILE --from 24 --to 49` shows where
/// ```
struct HiddenGaps {
  private var said: Set<UInt64> = []

  /// Warns of each gap in `listed` (every entry the range held, in order) that is not in `shown`.
  mutating func warn(listed: [TimelineEntry], shown: [TimelineEntry], file: String) {
    let shownGaps = Set(shown.compactMap { Self.gap(of: $0)?.first })
    for entry in listed {
      guard let gap = Self.gap(of: entry), !shownGaps.contains(gap.first),
        said.insert(gap.first).inserted
      else { continue }
      Terminal.writeError("tt-debug: \(Self.text(gap, file: file))")
    }
  }

  /// The warning for one gap.
  static func text(_ gap: GapRecord, file: String) -> String {
    let lost = LogGap(first: gap.first, last: gap.last, cause: .recorded, reason: gap.reason)
    let before = gap.first > 0 ? gap.first - 1 : 0
    let after = gap.last.map { " --to \($0 + 1)" } ?? ""
    return "the lines shown leave out: ✕ \(lost); `tt-debug log \(file) --from \(before)\(after)` "
      + "shows where"
  }

  private static func gap(of entry: TimelineEntry) -> GapRecord? {
    if case .gap(let gap) = entry.record { return gap }
    return nil
  }
}
