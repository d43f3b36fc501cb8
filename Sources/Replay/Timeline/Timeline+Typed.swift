import Foundation
import JSONTree
import ValueCoding

extension Timeline {
  /// The state at `seq` rebuilt as a Swift value.
  ///
  /// `userInfo` reaches the state's `init(from:)`: a store passes what its types need to rebuild
  /// shared references as one box per `$shared` id (ComposableStoreRecording's overload passes a
  /// fresh `SharedCodingTable`). It is evaluated once per call.
  ///
  /// ```swift
  /// let state = try timeline.state(at: 12, as: AppFeature.State.self)
  /// print(state.profile.name)
  /// ```
  ///
  /// ```text
  /// Ada
  /// ```
  ///
  /// - Parameters:
  ///   - seq: A seq in `firstSeq...lastSeq`.
  ///   - type: The root state type the log was recorded from (its `Decodable` must read what its
  ///     `Encodable` wrote).
  ///   - userInfo: Values for the decoder's `userInfo`.
  /// - Returns: The rebuilt state.
  /// - Throws: What ``state(at:)`` throws, and ``ReplayError`` `.decodingFailed` with the coding
  ///   path when the tree does not fit `type`.
  public func state<S: Decodable>(
    at seq: UInt64, as type: S.Type,
    userInfo: @autoclosure () -> [CodingUserInfoKey: Any] = [:]
  ) throws -> S {
    try Self.decode(type, from: state(at: seq), seq: seq, what: "state", userInfo: userInfo())
  }

  /// Decodes a logged tree with `userInfo`, turning failures into ``ReplayError`` that name the
  /// value as `what` says (worked out only then).
  /// A `"<redacted>"` number, bool, date or UUID reads as a neutral value (0, `false`, the epoch,
  /// the nil UUID) so one redacted field does not stop a rebuild; pseudonyms read as strings.
  static func decode<Value: Decodable>(
    _ type: Value.Type, from json: JSONValue, seq: UInt64, what: @autoclosure () -> String,
    userInfo: [CodingUserInfoKey: Any] = [:]
  ) throws -> Value {
    var info = userInfo
    info[.decodesRedactedAsNeutral] = true
    let decoder = TreeDecoder(userInfo: info)
    do {
      return try decoder.decode(type, from: json)
    } catch let error as DecodingError {
      throw ReplayError(
        .decodingFailed,
        "the \(what()) at seq \(seq) does not decode as \(Value.self): \(error.replaySummary); "
          + "rebuild with the type and build the log was recorded from", seq: seq)
    }
  }
}

extension DecodingError {
  /// `at /path: reason`, short enough for one line.
  var replaySummary: String {
    let context: Context
    switch self {
    case .typeMismatch(_, let value), .valueNotFound(_, let value), .keyNotFound(_, let value),
      .dataCorrupted(let value):
      context = value
    @unknown default:
      return "\(self)"
    }
    let path =
      "/"
      + context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      .joined(separator: "/")
    return "at \(path): \(context.debugDescription)"
  }
}
