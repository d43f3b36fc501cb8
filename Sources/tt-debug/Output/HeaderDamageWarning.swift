import LogFormat
import Replay

/// The one stderr line `log` and `open` print when a log's header block is damaged but its
/// records were read whole from the data blocks, as `info` says on its `status` line.
enum HeaderDamageWarning {
  /// Writes the warning for `timeline` to stderr, once, when its header block is damaged.
  ///
  /// ```text
  /// tt-debug: warning: session.ttlog: block 0 at byte 0 is damaged: its CRC-32 or length check fails; every record was read from the data blocks, but the app, state and action types are unknown (`tt-debug verify session.ttlog` for details)
  /// ```
  static func write(for timeline: Timeline) {
    guard let damage = timeline.headerDamage else { return }
    write(damage, path: timeline.path)
  }

  /// Writes one line when `timeline`'s file is damaged where no record was lost (a block header,
  /// the index), which the listing's gap lines cannot show; `info` and `verify` name the same.
  ///
  /// ```text
  /// tt-debug: warning: session.ttlog is damaged but every record was read: block 2 at byte 1970: its header's records field says 12 where the block holds 13 (`tt-debug verify session.ttlog` for details)
  /// ```
  static func writeStructureDamage(for timeline: Timeline) {
    let survey = timeline.survey
    let problems = survey.problems.filter { $0 != timeline.headerDamage }
    guard let first = problems.first,
      !survey.gaps.contains(where: { $0.cause == .damaged || $0.cause == .cutOff })
    else { return }
    let more =
      problems.count > 1 ? " (and \(Plural.count(problems.count - 1, "more problem")))" : ""
    Terminal.writeError(
      "tt-debug: warning: \(timeline.path) is damaged but every record was read: "
        + "\(first.message)\(more) (`tt-debug verify \(timeline.path)` for details)")
  }

  /// Writes the warning for `damage`, the header block damage of the log at `path` (`log
  /// --follow` learns it as the log is read).
  static func write(_ damage: LogError, path: String) {
    Terminal.writeError(
      "tt-debug: warning: \(damage.description); every record was read from the data blocks, "
        + "but the app, state and action types are unknown (`tt-debug verify \(path)` "
        + "for details)")
  }
}
