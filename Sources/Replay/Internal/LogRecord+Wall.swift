import LogFormat

extension LogRecord {
  /// The record's wall-clock time in ms since the epoch, for kinds that carry one.
  package var wall: Int64? {
    switch self {
    case .action(let record): record.wall
    case .outOfBand(let record): record.wall
    case .marker(let record): record.wall
    case .effect(let record): record.wall
    case .dropped(let record): record.wall
    case .close(let record): record.wall
    case .appPhase(let record): record.wall
    case .header(let record): record.wall
    case .keyframe, .gap, .unknown: nil
    }
  }
}
