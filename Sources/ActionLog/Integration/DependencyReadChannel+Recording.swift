import ValueCoding

extension DependencyReadChannel {
  /// Logs every value into `log` and hands the reducer the live one. Once `log` is sealed, reads
  /// by the effects the reducer returned (which run later, with the dependencies they captured)
  /// are dropped: what an effect reads reaches the reducer as an action.
  ///
  /// - Parameter log: The log of the action being reduced.
  /// - Returns: The channel.
  public static func recording(into log: DependencyReadLog) -> Self {
    Self(
      uuid: {
        log.append(.uuid($0)); return $0
      },
      date: {
        log.append(.date($0)); return $0
      },
      random: {
        log.append(.random($0)); return $0
      },
      clock: {
        log.append(.clock($0, offset: $1)); return $1
      })
  }
}
