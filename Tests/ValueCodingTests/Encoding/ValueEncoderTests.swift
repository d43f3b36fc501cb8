import ActionLog
import Foundation
import JSONTree
import Testing
import ValueCoding

@Suite struct ValueEncoderTests {
  let encoder = ValueEncoder(policy: .none)

  func text(_ value: Any) -> String { encoder.encode(value).jsonText }

  struct Point { var x: Int; var y: Double }

  @propertyWrapper struct Clamped {
    var wrappedValue: Int
  }

  struct Wrapped {
    @Clamped var volume: Int
    var name = "n"
  }

  enum Action {
    case tapped
    case set(Int)
    case element(id: Int, action: String)
    case pair(Int, String)
    case selected(id: Int)
  }

  class Node {
    var name: String
    var next: Node?
    init(name: String, next: Node? = nil) {
      self.name = name
      self.next = next
    }
  }

  class SubNode: Node {
    var extra = true
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "it failed" }
  }

  @Test func structsBecomeObjectsInDeclarationOrder() {
    #expect(text(Point(x: 1, y: 2.5)) == #"{"x":1,"y":2.5}"#)
  }

  @Test func propertyWrapperStorageShowsWithoutUnderscore() {
    #expect(text(Wrapped(volume: 3)) == #"{"volume":{"wrappedValue":3},"name":"n"}"#)
  }

  @Test func enumCasesMapToObjectsKeyedByCaseName() {
    #expect(text(Action.tapped) == #"{"tapped":{}}"#)
    #expect(text(Action.set(4)) == #"{"set":4}"#)
    #expect(text(Action.element(id: 3, action: "x")) == #"{"element":{"id":3,"action":"x"}}"#)
    #expect(text(Action.pair(1, "b")) == #"{"pair":{"_0":1,"_1":"b"}}"#)
    #expect(text(Action.selected(id: 2)) == #"{"selected":{"id":2}}"#)
  }

  @Test func optionalsAreNullOrTheWrappedValue() {
    #expect(text(Int?.none as Any) == "null")
    #expect(text(Int?.some(5) as Any) == "5")
    #expect(text([Int?.none, 2]) == "[null,2]")
  }

  @Test func arraysAndSlicesBecomeArrays() {
    #expect(text([1, 2, 3]) == "[1,2,3]")
    #expect(text([1, 2, 3, 4][1...2]) == "[2,3]")
  }

  @Test func setsAreSortedByElementJSON() {
    #expect(text(Set(["b", "a", "c"])) == #"["a","b","c"]"#)
    #expect(text(Set([10, 9, 100])) == "[10,100,9]")
  }

  @Test func stringKeyedDictionariesBecomeSortedObjects() {
    #expect(text(["b": 1, "a": 2]) == #"{"a":2,"b":1}"#)
  }

  @Test func otherDictionariesBecomeSortedEntries() {
    #expect(text([2: "two", 1: "one"]) == #"{"$entries":[[1,"one"],[2,"two"]]}"#)
  }

  @Test func foundationScalarsBecomeStrings() throws {
    let date = Date(timeIntervalSince1970: 1_700_000_000.25)
    #expect(text(date) == #""2023-11-14T22:13:20.250Z""#)
    #expect(text(Date(timeIntervalSince1970: -1)) == #""1969-12-31T23:59:59.000Z""#)
    let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(text(uuid) == #""00000000-0000-0000-0000-000000000001""#)
    #expect(
      text(try #require(URL(string: "https://example.com/a?b=1")))
        == #""https://example.com/a?b=1""#)
  }

  @Test func everyIntegerWidthIsExact() {
    let values: [Any] = [
      Int8.min, Int16.min, Int32.min, Int64.min, Int.max, UInt8.max, UInt16.max, UInt32.max,
      UInt64.max, UInt(7),
    ]
    #expect(
      text(values)
        == "[-128,-32768,-2147483648,-9223372036854775808,9223372036854775807,255,65535,4294967295,18446744073709551615,7]"
    )
  }

  @Test func floatingPointKeepsShortFormAndNamesNonFinite() {
    #expect(
      text([Float(0.1), 2.5, Double.nan, Double.infinity, -Double.infinity] as [Any])
        == #"[0.1,2.5,"nan","inf","-inf"]"#)
  }

  @Test func boolsStringsSubstringsAndCharacters() {
    #expect(text([true, "s", "sub"[...], Character("c")] as [Any]) == #"[true,"s","sub","c"]"#)
  }

  @Test func functionsBecomeMarkers() {
    let closure: @Sendable (Int) -> String = { String($0) }
    #expect(text(closure) == #"{"$function":"@Sendable (Int) -> String"}"#)
  }

  @Test func classesEncodePropertiesIncludingInheritedOnes() {
    #expect(text(SubNode(name: "a")) == #"{"name":"a","next":null,"extra":true}"#)
  }

  @Test func cyclesAndRepeatedInstancesBecomeReferences() {
    let node = Node(name: "a")
    node.next = node
    #expect(text(node) == #"{"name":"a","next":{"$ref":"Node"}}"#)
    let shared = Node(name: "s")
    #expect(text([shared, shared]) == #"[{"name":"s","next":null},{"$ref":"Node"}]"#)
  }

  @Test func sharedBoxesAppearOnceWithTheirValue() {
    let box = FakeSharedBox(5)
    let state = [FakeShared(box: box), FakeShared(box: box)]
    #expect(text(state) == #"[{"$shared":1,"value":5},{"$shared":1}]"#)
  }

  @Test func capturedValuesReplaceTheLiveValue() {
    let box = FakeSharedBox(5)
    let shared = SharedReferences()
    shared.capturedValues = [ObjectIdentifier(box): 1]
    #expect(
      encoder.encode(FakeShared(box: box), shared: shared).jsonText == #"{"$shared":1,"value":1}"#)
  }

  @Test func stackStateBecomesIdentifiedEntries() {
    let stack = FakeStack(entries: [(0, "root"), (3, "detail")])
    #expect(text(stack) == #"[{"id":0,"element":"root"},{"id":3,"element":"detail"}]"#)
  }

  @Test func presentationStateIsNullOrThePresentedValue() {
    #expect(text(FakePresentation<Point>(presented: nil)) == "null")
    #expect(text(FakePresentation(presented: Point(x: 1, y: 0))) == #"{"x":1,"y":0.0}"#)
  }

  @Test func dialogStateEncodesAsAStruct() {
    #expect(text(FakeAlert(title: "T", message: "M")) == #"{"title":"T","message":"M"}"#)
  }

  @Test func tuplesUseLabelsOrPositions() {
    #expect(text((1, "a")) == #"{"_0":1,"_1":"a"}"#)
    #expect(text((x: 1, y: 2)) == #"{"x":1,"y":2}"#)
  }

  @Test func errorsBecomeDescriptions() {
    #expect(text(Failure()) == #"{"$error":"it failed"}"#)
    let result: Result<Int, Failure> = .failure(Failure())
    #expect(text(result) == #"{"failure":{"$error":"it failed"}}"#)
  }

  @Test func deepValuesAreTruncatedNotCrashed() {
    indirect enum Chain { case end, link(Chain) }
    var chain = Chain.end
    for _ in 0..<200 { chain = .link(chain) }
    let json = ValueEncoder(policy: .none, maximumDepth: 8).encode(chain).jsonText
    #expect(json.contains(#"{"$truncated":"Chain"}"#))
  }

  @Test func opaqueAndTypeValuesBecomeMarkers() {
    #expect(text(Int.self) == #"{"$type":"Int"}"#)
  }

  @Test func aMixedNonEncodableStateRecords() {
    struct Screen {
      var items: [Point]
      var onTap: () -> Void
      var lastError: (any Error)?
      var owner: Node
      var tags: Set<Int>
      var byID: [UUID: Int]
    }
    let screen = Screen(
      items: [Point(x: 1, y: 1)], onTap: {}, lastError: Failure(), owner: Node(name: "o"),
      tags: [3, 1], byID: [:])
    expectText(
      encoder.encode(screen).prettyText,
      """
      {
        "items": [
          {
            "x": 1,
            "y": 1.0
          }
        ],
        "onTap": {
          "$function": "() -> ()"
        },
        "lastError": {
          "$error": "it failed"
        },
        "owner": {
          "name": "o",
          "next": null
        },
        "tags": [
          1,
          3
        ],
        "byID": {}
      }
      """)
  }

  @Test func unusualValuesEncodeWithoutTrapping() {
    struct Lazy {
      lazy var computed = 3
    }
    var lazy = Lazy()
    _ = lazy.computed
    let values: [Any] = [
      (), Int??.some(nil) as Any, AnyHashable(5), ObjectIdentifier(Node.self), \Point.x,
      Data([1, 2]), Decimal(1.5), NSNumber(value: 3), [[1: [Set([1])]]], lazy, Node.self,
      UnsafeRawPointer(bitPattern: 8) as Any, Optional<any Error>.none as Any, [Any](),
    ]
    for value in values {
      let text = encoder.encode(value).jsonText
      #expect(throws: Never.self) { try JSONValue(parsing: text) }
    }
    #expect(text(lazy) == #"{"computed":3}"#)
    #expect(text(()) == "{}")
  }
}
