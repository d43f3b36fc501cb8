import Foundation
import JSONTree
import ValueCoding

extension TravelGlue {
  /// A `decode` for ``init(makeStore:state:reduce:decode:)`` when `State` is `Decodable`, found
  /// at run time so a glue need not require it: `nil` for a state that is not.
  ///
  /// A `"<redacted>"` number, bool, date or UUID reads as a neutral value, as the typed rebuild
  /// reads it; pseudonyms read as strings.
  ///
  /// - Parameter userInfo: Made for each decode and passed to `init(from:)` (a store's shared
  ///   references table).
  /// - Returns: The decoder, or `nil`.
  public static func decoding(
    userInfo: @escaping () -> [CodingUserInfoKey: Any] = { [:] }
  ) -> ((JSONValue) throws -> State)? {
    guard let type = State.self as? any Decodable.Type else { return nil }
    return { json in
      var info = userInfo()
      info[.decodesRedactedAsNeutral] = true
      return try decode(type, from: json, userInfo: info)
    }
  }

  private static func decode<Value: Decodable>(
    _ type: Value.Type, from json: JSONValue, userInfo: [CodingUserInfoKey: Any]
  ) throws -> State {
    let value = try TreeDecoder(userInfo: userInfo).decode(type, from: json)
    guard let state = value as? State else {
      throw DecodingError.typeMismatch(
        State.self, .init(codingPath: [], debugDescription: "decoded \(Value.self)"))
    }
    return state
  }
}
