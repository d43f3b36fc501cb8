import Foundation
import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

/// Container shapes and redaction corners the tree encoder must keep writing exactly as before.
@Suite struct TreeEncoderEdgeCaseTests {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Writes members in an order given as steps, so duplicate keys and nesting can be mixed.
  struct Scripted: Encodable {
    enum Step {
      case int(String, Int)
      case text(String, String)
      case nested(String, Int)
      case list(String, [Int])
      case superValue(String?, Int)
    }

    var steps: [Step]

    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: Key.self)
      for step in steps {
        switch step {
        case .int(let name, let value): try keyed.encode(value, forKey: Key(name))
        case .text(let name, let value): try keyed.encode(value, forKey: Key(name))
        case .nested(let name, let value):
          var nested = keyed.nestedContainer(keyedBy: Key.self, forKey: Key(name))
          try nested.encode(value, forKey: Key("n"))
        case .list(let name, let values):
          var list = keyed.nestedUnkeyedContainer(forKey: Key(name))
          for value in values { try list.encode(value) }
        case .superValue(let name, let value):
          let sub = name.map { keyed.superEncoder(forKey: Key($0)) } ?? keyed.superEncoder()
          var single = sub.singleValueContainer()
          try single.encode(value)
        }
      }
    }
  }

  func text(_ value: some Encodable, policy: RedactionPolicy = .default) throws -> String {
    try TreeEncoder(policy: policy, key: RedactionKey(1, 2)).encode(value).jsonText
  }

  @Test func aRepeatedKeyKeepsItsFirstPlaceAndItsLastValue() throws {
    let value = Scripted(steps: [.int("a", 1), .int("b", 2), .int("a", 3)])
    #expect(try text(value) == #"{"a":3,"b":2}"#)
  }

  @Test func aValueWrittenAfterANestedContainerUnderTheSameKeyReplacesIt() throws {
    let value = Scripted(steps: [.nested("a", 1), .int("b", 2), .int("a", 3)])
    #expect(try text(value) == #"{"a":3,"b":2}"#)
  }

  @Test func aNestedContainerOpenedAfterAValueUnderTheSameKeyReplacesIt() throws {
    let value = Scripted(steps: [.int("a", 3), .list("b", [1]), .nested("a", 1), .list("b", [2])])
    #expect(try text(value) == #"{"a":{"n":1},"b":[2]}"#)
  }

  @Test func superEncodersWriteUnderSuperOrTheirKey() throws {
    let value = Scripted(steps: [.superValue(nil, 1), .superValue("base", 2), .int("c", 3)])
    #expect(try text(value) == #"{"super":1,"base":2,"c":3}"#)
  }

  struct UnkeyedMix: Encodable {
    func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      try list.encode("a")
      var inner = list.nestedUnkeyedContainer()
      try list.encode(Point(x: 1, y: 2))
      try inner.encode(true)
      var keyed = list.nestedContainer(keyedBy: Key.self)
      let sub = list.superEncoder()
      try keyed.encode(4, forKey: Key("k"))
      var single = sub.singleValueContainer()
      try single.encode(5)
      try list.encodeNil()
    }
  }

  struct Point: Codable, Equatable {
    var x: Int
    var y: Int
  }

  @Test func unkeyedNestedContainersKeepTheirPlaceWhenFilledLater() throws {
    #expect(try text(UnkeyedMix()) == #"["a",[true],{"x":1,"y":2},{"k":4},5,null]"#)
  }

  struct Card: RedactedInLogs, Encodable {
    var number = "4242"
    var expiry = Date(timeIntervalSince1970: 0)
    var limits: [String: Int] = ["daily": 5, "monthly": 50]
    var history: [Point] = [Point(x: 1, y: 2)]
    var note: String? = nil
    var empty = ""
  }

  struct Wallet: Encodable {
    var owner = "ada"
    var card = Card()
    var cards: [Card?] = [nil, Card()]
    var pin = 1234
  }

  static let redactedCard =
    #"{"number":"<redacted:2b7a8798df58019e>","expiry":"<redacted>","limits":{"<redacted:3846db542edfbcee>":"<redacted>","<redacted:8de54e0c32954be0>":"<redacted>"},"history":[{"x":"<redacted>","y":"<redacted>"}],"empty":""}"#

  @Test func aRedactedSubtreeKeepsItsShapeAndHidesEveryLeaf() throws {
    let card = Self.redactedCard
    #expect(
      try text(Wallet(), policy: RedactionPolicy(keys: ["pin"]))
        == #"{"owner":"ada","card":"# + card + #","cards":[null,"# + card
        + #"],"pin":"<redacted>"}"#)
  }

  @Test func keyRedactionFollowsEachEncodersPolicyForTheSameTypes() throws {
    let card = Self.redactedCard
    let open = #"{"owner":"ada","card":"# + card + #","cards":[null,"# + card + #"],"pin":1234}"#
    #expect(try text(Wallet(), policy: .none) == open)
    #expect(try text(Wallet(), policy: RedactionPolicy(keys: ["pin"])).hasSuffix(#""<redacted>"}"#))
    #expect(try text(Wallet(), policy: .none) == open)
  }

  struct Form: Encodable {
    var rows: [[String: String]]
    var items: [Point]
  }

  @Test func pathPatternsMatchMembersAndIndicesAtAnyDepth() throws {
    let form = Form(
      rows: [["name": "a", "code": "x"], ["name": "b", "code": "y"]],
      items: [Point(x: 1, y: 2), Point(x: 3, y: 4)])
    let policy = RedactionPolicy(keys: [], paths: ["/rows/*/code", "/items/1"])
    #expect(
      try text(form, policy: policy)
        == #"{"rows":[{"code":"<redacted:4506d5017bb7edc6>","name":"a"},{"code":"<redacted:eb874419cf6516ed>","name":"b"}],"items":[{"x":1,"y":2},{"x":"<redacted>","y":"<redacted>"}]}"#
    )
  }

  @Test func manyDistinctMemberNamesAreEachJudgedByTheKeyWords() throws {
    var members: [String: Int] = [:]
    for index in 0..<300 {
      members["field\(index)"] = index
      members["Token\(index)"] = index
    }
    let tree = try TreeEncoder(policy: .default, key: RedactionKey(1, 2)).encode(members)
    guard case .object(let object) = tree else {
      Issue.record("expected an object")
      return
    }
    #expect(object.count == 600)
    for index in 0..<300 {
      #expect(object["field\(index)"] == .int(Int64(index)))
      #expect(object["Token\(index)"] == .string(RedactionPolicy.placeholder))
    }
  }

  struct Holder: Encodable {
    var first: FakeShared<Point>?
    var card: Card?
    var second: FakeShared<Point>?
    var none: FakeShared<Point>?
  }

  @Test func optionalSharedAndRedactedValuesBehaveLikeTheirWrappedValues() throws {
    let box = FakeSharedBox(Point(x: 1, y: 2))
    let shared = FakeShared(box: box)
    let value = Holder(first: shared, card: Card(), second: shared, none: nil)
    let json = try text(value)
    #expect(json.hasPrefix(#"{"first":{"$shared":1,"value":{"x":1,"y":2}},"card":{"number":"<"#))
    #expect(json.hasSuffix(#""second":{"$shared":1}}"#))
  }

  @Test func codingPathsReachCustomEncoders() throws {
    #expect(try text(PathProbe(depth: 3)) == #"{"inner":{"inner":{"inner":"inner/inner/inner"}}}"#)
    #expect(try text([[PathProbe(depth: 0)]]) == #"[["0/0"]]"#)
  }

  struct PathProbe: Encodable {
    var depth: Int
    func encode(to encoder: any Encoder) throws {
      guard depth > 0 else {
        var single = encoder.singleValueContainer()
        try single.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
        return
      }
      var keyed = encoder.container(keyedBy: Key.self)
      try keyed.encode(PathProbe(depth: depth - 1), forKey: Key("inner"))
    }
  }
}

/// The key scan's first-byte shortcut must not skip words that start with any byte value.
@Suite struct RedactionMatcherFirstByteTests {
  @Test(arguments: [
    ("0day", "my0DAYkey", true), ("~tilde", "a~TILDEb", true), ("émoji", "xémojiy", true),
    ("pin", "PIN", true), ("pin", "spinner", true), ("~tilde", "tilde", false),
    ("émoji", "emoji", false), ("0day", "day0", false),
  ])
  func keysAreMatchedWhateverByteTheirWordStartsWith(word: String, key: String, hidden: Bool) {
    let matcher = RedactionPolicy(keys: [word]).matcher
    #expect(matcher.redactsKey(key) == hidden)
  }
}
