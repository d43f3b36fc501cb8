import Foundation
import JSONTree
import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@Suite struct TreeCodingTests {
  struct Item: Codable, Equatable {
    var id: Int
    var title: String
    var done: Bool
    var tags: [String]
    var due: Date?
    var owner: UUID
    var link: URL
    var score: Double
    var big: UInt64
  }

  enum Route: Codable, Equatable {
    case list
    case detail(id: Int)
    case pair(Int, String)
  }

  struct Screen: Codable, Equatable {
    var items: [Item]
    var route: Route
    var counts: [String: Int]
  }

  func sample() throws -> Screen {
    let item = Item(
      id: 1, title: "Milk", done: false, tags: ["a", "b"],
      due: Date(timeIntervalSince1970: 1_700_000_000.5),
      owner: try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")),
      link: try #require(URL(string: "https://example.com")), score: .infinity, big: .max)
    return Screen(items: [item], route: .detail(id: 4), counts: ["x": 1])
  }

  @Test func encodesStraightToTheTreeWithFoundationScalarsAsStrings() throws {
    let tree = try TreeEncoder(policy: .none).encode(try sample())
    #expect(
      tree["items"]?[0]?.jsonText
        == #"{"id":1,"title":"Milk","done":false,"tags":["a","b"],"due":"2023-11-14T22:13:20.500Z","owner":"00000000-0000-0000-0000-00000000000A","link":"https://example.com","score":"inf","big":18446744073709551615}"#
    )
    #expect(tree["route"]?.jsonText == #"{"detail":{"id":4}}"#)
  }

  @Test func decodingReadsBackWhatEncodingWrote() throws {
    let screen = try sample()
    let tree = try TreeEncoder(policy: .none).encode(screen)
    #expect(try TreeDecoder().decode(Screen.self, from: tree) == screen)
    let route = Route.pair(1, "x")
    #expect(try TreeDecoder().decode(Route.self, from: TreeEncoder().encode(route)) == route)
  }

  struct Unordered: Encodable {
    var byName: [String: Int]
    var byID: [UUID: Int]
    var tags: Set<String>
  }

  @Test func hashOrderedCollectionsEncodeInAStableOrder() throws {
    let first = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    let second = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
    let value = Unordered(
      byName: ["c": 3, "a": 1, "b": 2, "d": 4], byID: [second: 2, first: 1],
      tags: ["z", "x", "y"])
    #expect(
      try TreeEncoder().encode(value).jsonText
        == #"{"byName":{"a":1,"b":2,"c":3,"d":4},"byID":["00000000-0000-0000-0000-000000000001",1,"00000000-0000-0000-0000-000000000002",2],"tags":["x","y","z"]}"#
    )
  }

  @Test func decodingReportsTypeMismatchesAsDecodingErrors() {
    #expect(throws: DecodingError.self) {
      try TreeDecoder().decode(Item.self, from: .object(["id": .string("one")]))
    }
    #expect(throws: DecodingError.self) {
      try TreeDecoder().decode(Int8.self, from: .int(300))
    }
  }

  struct Sharing: Encodable {
    var first: FakeShared<Int>
    var second: FakeShared<Int>
  }

  @Test func sharedValuesAreWrittenOnceWithOverrides() throws {
    let box = FakeSharedBox(5)
    let value = Sharing(first: FakeShared(box: box), second: FakeShared(box: box))
    #expect(
      try TreeEncoder().encode(value).jsonText
        == #"{"first":{"$shared":1,"value":5},"second":{"$shared":1}}"#)
    let shared = SharedReferences()
    shared.capturedValues = [ObjectIdentifier(box): 7]
    #expect(
      try TreeEncoder().encode(value, shared: shared).jsonText
        == #"{"first":{"$shared":1,"value":7},"second":{"$shared":1}}"#)
  }

  struct ContextReader: Codable {
    static let key = CodingUserInfoKey(rawValue: "flag")
    var flag: String
    init(flag: String) { self.flag = flag }
    init(from decoder: any Decoder) throws {
      flag = decoder.userInfo[Self.key!] as? String ?? "missing"
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(encoder.userInfo[Self.key!] as? String ?? "missing")
    }
  }

  @Test func userInfoReachesCustomCoding() throws {
    let key = try #require(ContextReader.key)
    let tree = try TreeEncoder(userInfo: [key: "on"]).encode([ContextReader(flag: "")])
    #expect(tree == .array([.string("on")]))
    let decoded = try TreeDecoder(userInfo: [key: "yes"]).decode([ContextReader].self, from: tree)
    #expect(decoded.map(\.flag) == ["yes"])
  }

  final class Base: Encodable {
    var base = 1
  }

  final class Nested: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: TreeKey.self)
      var list = keyed.nestedUnkeyedContainer(forKey: TreeKey(stringValue: "list"))
      try list.encode(1)
      var inner = list.nestedContainer(keyedBy: TreeKey.self)
      try inner.encode("x", forKey: TreeKey(stringValue: "k"))
      try Base().encode(to: keyed.superEncoder())
    }
  }

  struct TreeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  @Test func nestedContainersAndSuperEncodersBuildTheTree() throws {
    #expect(
      try TreeEncoder().encode(Nested()).jsonText
        == #"{"list":[1,{"k":"x"}],"super":{"base":1}}"#)
  }
}

@Suite struct TreeCodingPayloadTests {
  struct Empty: Codable, Equatable {}
  enum Action: Codable, Equatable {
    case selected(Int?)
    case empty(Empty)
    case named(String)
    case pair(Int, Int)
    case tapped
  }

  @Test(arguments: [
    (Action.selected(3), #"{"selected":3}"#),
    (Action.selected(nil), #"{"selected":{}}"#),
    (Action.empty(Empty()), #"{"empty":{"_0":{}}}"#),
    (Action.named("x"), #"{"named":"x"}"#),
    (Action.pair(1, 2), #"{"pair":{"_0":1,"_1":2}}"#),
    (Action.tapped, #"{"tapped":{}}"#),
  ])
  func singleUnlabeledPayloadsAreWrittenBareAndReadBack(action: Action, json: String) throws {
    let tree = try TreeEncoder(policy: .none).encode(action)
    #expect(tree.jsonText == json)
    #expect(try TreeDecoder(userInfo: [:]).decode(Action.self, from: tree) == action)
  }

  @Test func theSynthesizedWrappedFormStillDecodes() throws {
    let tree = try JSONValue(parsing: #"{"named":{"_0":"x"}}"#)
    #expect(try TreeDecoder(userInfo: [:]).decode(Action.self, from: tree) == .named("x"))
  }
}
