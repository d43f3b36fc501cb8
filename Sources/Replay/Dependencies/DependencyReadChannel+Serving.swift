import ValueCoding

extension DependencyReadChannel {
  /// Hands the reducer the value the log has for each read (``RecordedReads/current``, bound by
  /// the replay around each action), or the live one where the replay binds none (an older log).
  public static let serving = Self(
    uuid: { RecordedReads.current?.uuid(live: $0) ?? $0 },
    date: { RecordedReads.current?.date(live: $0) ?? $0 },
    random: { RecordedReads.current?.random(live: $0) ?? $0 },
    clock: { RecordedReads.current?.clock($0, live: $1) ?? $1 })
}
