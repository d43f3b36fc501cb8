import Foundation
import JSONTree
import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@Suite struct TreeDecodingPathTests {
  enum Tag: Codable, Equatable {
    case named(String)
    case pair(Int, Int)
    case plain
  }

  struct Inner: Codable, Equatable {
    var tag: Tag
  }

  struct Outer: Codable, Equatable {
    var items: [Inner]
  }

  /// Records the coding path its decoder reports.
  struct PathProbe: Decodable {
    var path: [String]
    var indices: [Int?]

    init(from decoder: any Decoder) throws {
      path = decoder.codingPath.map(\.stringValue)
      indices = decoder.codingPath.map(\.intValue)
    }
  }

  /// Reads two integers from an array, so a one-element array runs past its end.
  struct TwoNumbers: Decodable {
    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      _ = try container.decode(Int.self)
      _ = try container.decode(Int.self)
    }
  }

  func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    try TreeDecoder().decode(type, from: JSONValue(parsing: text))
  }

  @Test func aDecoderDeepInTheTreeReportsItsWholePath() throws {
    let probe = try decode([String: [[String: PathProbe]]].self, #"{"a":[{"b":{}}]}"#)
    let found = try #require(probe["a"]?.first?["b"])
    #expect(found.path == ["a", "0", "b"])
    #expect(found.indices == [nil, 0, nil])
  }

  @Test func aTypeMismatchInsideABarePayloadNamesThePayloadKey() {
    let text = #"{"items":[{"tag":{"named":"x"}},{"tag":{"named":5}}]}"#
    do {
      _ = try decode(Outer.self, text)
      Issue.record("expected a type mismatch")
    } catch DecodingError.typeMismatch(let type, let context) {
      #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
      #expect(context.codingPath.map(\.stringValue) == ["items", "1", "tag", "named", "_0"])
      #expect(context.codingPath.map(\.intValue) == [nil, 1, nil, nil, nil])
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func aMissingMemberReportsTheContainersPath() {
    do {
      _ = try decode(Outer.self, #"{"items":[{"tag":{"plain":{}}},{"other":1}]}"#)
      Issue.record("expected a missing key")
    } catch DecodingError.keyNotFound(let key, let context) {
      #expect(key.stringValue == "tag")
      #expect(context.codingPath.map(\.stringValue) == ["items", "1"])
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func readingPastTheEndOfAnArrayReportsTheMissingIndex() {
    do {
      _ = try decode([String: TwoNumbers].self, #"{"n":[1]}"#)
      Issue.record("expected a missing value")
    } catch DecodingError.valueNotFound(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["n", "1"])
      #expect(context.codingPath.last?.intValue == 1)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func aMismatchAtTheTopHasAnEmptyPath() {
    do {
      _ = try decode(Outer.self, "[]")
      Issue.record("expected a type mismatch")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.isEmpty)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test(arguments: [
    (#"{"named":"x"}"#, Tag.named("x")),
    (#"{"named":{"_0":"x"}}"#, Tag.named("x")),
    (#"{"pair":{"_0":1,"_1":2}}"#, Tag.pair(1, 2)),
    (#"{"plain":{}}"#, Tag.plain),
  ])
  func barePayloadsAndWrappedPayloadsBothDecodeEveryTime(text: String, expected: Tag) throws {
    // Twice: the second read goes through the remembered answer for the payload key type.
    #expect(try decode(Tag.self, text) == expected)
    #expect(try decode(Tag.self, text) == expected)
  }

  /// Reads a payload's container by hand: its keys, whether it has `_0`, and a key it lacks.
  struct PayloadProbe: Decodable, Equatable {
    enum Keys: String, CodingKey {
      case _0
      case other
    }

    var keys: [String]
    var hasPayload: Bool
    var missing: [String]?

    init(keys: [String], hasPayload: Bool, missing: [String]?) {
      self.keys = keys
      self.hasPayload = hasPayload
      self.missing = missing
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      keys = container.allKeys.map(\.stringValue)
      hasPayload = container.contains(._0)
      do {
        _ = try container.decode(Int.self, forKey: .other)
        missing = nil
      } catch DecodingError.keyNotFound(let key, let context) {
        missing = context.codingPath.map(\.stringValue) + [key.stringValue]
      }
    }
  }

  @Test(arguments: [
    (#"{"p":"x"}"#, PayloadProbe(keys: ["_0"], hasPayload: true, missing: ["p", "other"])),
    (#"{"p":{"a":1}}"#, PayloadProbe(keys: ["_0"], hasPayload: true, missing: ["p", "other"])),
    (#"{"p":{"_0":1}}"#, PayloadProbe(keys: ["_0"], hasPayload: true, missing: ["p", "other"])),
    (
      #"{"p":{"_0":1,"other":2}}"#,
      PayloadProbe(keys: ["_0", "other"], hasPayload: true, missing: nil)
    ),
    (#"{"p":{}}"#, PayloadProbe(keys: [], hasPayload: false, missing: ["p", "other"])),
  ])
  func aBarePayloadReadsAsTheOneMemberUnderscoreZero(text: String, expected: PayloadProbe) throws {
    #expect(try decode([String: PayloadProbe].self, text)["p"] == expected)
  }

  @Test func anEnumWithMoreThanOneMemberIsATypeMismatch() {
    #expect(throws: DecodingError.self) { try decode(Tag.self, #"{"named":"x","plain":{}}"#) }
  }

  @Test func redactedScalarsStillReadAsNeutralValues() throws {
    struct Scalars: Decodable, Equatable {
      var count: Int
      var flag: Bool
      var when: Date
      var id: UUID
      var text: String
    }
    let tree = try JSONValue(
      parsing:
        #"{"count":"<redacted>","flag":"<redacted>","when":"<redacted>","id":"<redacted>","text":"<redacted>"}"#
    )
    let neutral = try TreeDecoder(userInfo: [.decodesRedactedAsNeutral: true])
      .decode(Scalars.self, from: tree)
    #expect(neutral.count == 0 && neutral.flag == false && neutral.text == "<redacted>")
    #expect(neutral.when == Date(timeIntervalSince1970: 0))
    #expect(neutral.id.uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(throws: DecodingError.self) { try TreeDecoder().decode(Scalars.self, from: tree) }
  }
}
