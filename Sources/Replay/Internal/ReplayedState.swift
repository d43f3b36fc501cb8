import JSONTree

/// A replayed state encoded for comparison with the log, with the errors both replays give.
enum ReplayedState {
  /// `encode`'s tree of `state`.
  ///
  /// - Throws: ``ReplayError`` `.encodingFailed` when `State` is not `Encodable` or `encode`
  ///   throws.
  static func encode<State>(
    _ state: State, seq: UInt64, with encode: (any Encodable) throws -> JSONValue
  ) throws -> JSONValue {
    guard let encodable = state as? any Encodable else {
      throw ReplayError(
        .encodingFailed,
        "\(State.self) is not Encodable, so replayed states cannot be compared with the log; "
          + "make it Codable", seq: seq)
    }
    do {
      return try encode(encodable)
    } catch {
      throw ReplayError(
        .encodingFailed, "the replayed state at seq \(seq) does not encode: \(error)", seq: seq)
    }
  }
}
