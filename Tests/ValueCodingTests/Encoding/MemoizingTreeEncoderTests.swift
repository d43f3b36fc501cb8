import Foundation
import JSONTree
import Synchronization
import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

/// Counts its `encode(to:)` calls, so a test can see which parts were encoded again.
private struct Counted: Encodable, Equatable {
  static let calls = Mutex(0)
  var value: Int

  func encode(to encoder: any Encoder) throws {
    Self.calls.withLock { $0 += 1 }
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

private final class MemoSettings: Encodable {
  var theme = "light"
}

private enum MemoScreen: Encodable, Equatable {
  case list
  case detail(id: Int, title: String)
  case sheet(MemoSheet)
}

private struct MemoSheet: Encodable, Equatable {
  var draft: String
  var password: String
}

private struct MemoRow: Encodable, Equatable {
  var id: Int
  var title: String
  var tags: Set<String>
  var counted: Counted
}

private struct MemoAppState: Encodable {
  var rows: [MemoRow] = []
  var screen: MemoScreen = .list
  var selected: Int?
  var scores: [String: Double] = [:]
  var lastSeen: Date?
  var plain = Counted(value: 0)
}

@Suite(.serialized) struct MemoizingTreeEncoderTests {
  private let plain = TreeEncoder(policy: .default, key: RedactionKey(3, 4))

  @Test func givesTheSameTreeAsThePlainEncoderThroughRandomChanges() throws {
    let memoizing = MemoizingTreeEncoder(plain)
    var state = MemoAppState()
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for step in 0..<400 {
      switch next(9) {
      case 0:
        state.rows.append(
          MemoRow(
            id: step, title: "row \(step)", tags: ["t\(next(3))"],
            counted: Counted(value: step)))
      case 1 where !state.rows.isEmpty:
        state.rows.remove(at: next(state.rows.count))
      case 2 where !state.rows.isEmpty:
        state.rows[next(state.rows.count)].title += "!"
      case 3 where !state.rows.isEmpty:
        state.rows[next(state.rows.count)].tags.insert("x\(next(5))")
      case 4:
        state.screen =
          [
            .list, .detail(id: next(10), title: "d"),
            .sheet(MemoSheet(draft: "\(next(4))", password: "secret\(next(4))")),
          ][next(3)]
      case 5:
        state.selected = next(2) == 0 ? nil : next(100)
      case 6:
        state.scores["k\(next(6))"] = Double(next(1000)) / 8
      case 7:
        state.lastSeen = next(2) == 0 ? nil : Date(timeIntervalSince1970: Double(next(100_000)))
      default:
        state.plain.value = next(3)
      }
      let expected = try plain.encode(state)
      let actual = try memoizing.encode(state)
      #expect(actual == expected, "step \(step)")
      if actual != expected { break }
    }
  }

  @Test func unchangedPartsAreNotEncodedAgain() throws {
    let memoizing = MemoizingTreeEncoder(plain)
    var state = MemoAppState()
    state.rows = (0..<50).map {
      MemoRow(id: $0, title: "\($0)", tags: [], counted: Counted(value: $0))
    }
    _ = try memoizing.encode(state)
    let before = Counted.calls.withLock { $0 }
    state.rows[7].title = "changed"
    var tree = try memoizing.encode(state)
    // Row 7 is encoded again, but its unchanged `counted` is reused, as are the other rows.
    #expect(Counted.calls.withLock { $0 } == before)
    state.rows[7].counted.value = 700
    tree = try memoizing.encode(state)
    #expect(Counted.calls.withLock { $0 } == before + 1)
    _ = try memoizing.encode(state)
    #expect(Counted.calls.withLock { $0 } == before + 1)
    #expect(tree == (try plain.encode(state)))
  }

  @Test func aCollectionPutBackUnchangedGivesTheVeryTreeItGaveBefore() throws {
    let memoizing = MemoizingTreeEncoder(plain)
    var state = MemoAppState()
    state.rows = (0..<50).map {
      MemoRow(id: $0, title: "title number \($0)", tags: [], counted: Counted(value: $0))
    }
    let first = try memoizing.encode(state)
    // A change undone: the array holds new storage (the memo holds the old), equal rows.
    state.rows[3].title += "!"
    state.rows[3].title.removeLast()
    let second = try memoizing.encode(state)
    let isTheSameTree = second.isIdentical(to: first)
    #expect(isTheSameTree)
    state.rows[4].title = "changed"
    let third = try memoizing.encode(state)
    #expect(third == (try plain.encode(state)))
    let rows = try JSONPointer(parsing: "/rows")
    let screen = try JSONPointer(parsing: "/screen")
    #expect(third.value(at: rows)?.isIdentical(to: first.value(at: rows) ?? .null) == false)
    #expect(third.value(at: screen)?.isIdentical(to: first.value(at: screen) ?? .null) == true)
  }

  @Test func aClassInstanceIsEncodedAgainEvenWhenItsReferenceIsTheSame() throws {
    struct Holder: Encodable {
      var settings: MemoSettings
      var count = 0
    }
    let settings = MemoSettings()
    let memoizing = MemoizingTreeEncoder(plain)
    let state = Holder(settings: settings)
    _ = try memoizing.encode(state)
    settings.theme = "dark"
    let tree = try memoizing.encode(state)
    #expect(tree.value(at: try JSONPointer(parsing: "/settings/theme")) == .string("dark"))
  }

  @Test func aSharedBoxIsEncodedAgainWhenItsValueChanges() throws {
    struct Holder: Encodable {
      var shared: FakeShared<Int>
      var other = [1, 2, 3]
    }
    let box = FakeSharedBox(1)
    let memoizing = MemoizingTreeEncoder(plain)
    let state = Holder(shared: FakeShared(box: box))
    #expect(try memoizing.encode(state) == (try plain.encode(state)))
    box.value = 2
    let tree = try memoizing.encode(state)
    #expect(tree.value(at: try JSONPointer(parsing: "/shared/value")) == .int(2))
    #expect(tree == (try plain.encode(state)))
  }

  @Test func aSharedStructValueIsReusedUntilItChanges() throws {
    struct Profile: Encodable {
      var name: String
      var tags: [String]
      var counted: Counted
    }
    struct Holder: Encodable {
      var first: FakeShared<Profile>
      var second: FakeShared<Profile>
      var count = 0
    }
    let box = FakeSharedBox(Profile(name: "Ada", tags: ["a"], counted: Counted(value: 1)))
    let memoizing = MemoizingTreeEncoder(plain)
    var state = Holder(first: FakeShared(box: box), second: FakeShared(box: box))
    _ = try memoizing.encode(state)
    let before = Counted.calls.withLock { $0 }
    state.count = 1
    #expect(try memoizing.encode(state) == (try plain.encode(state)))
    // The box's value was reused by the memoizing encode; only the plain encode counted.
    #expect(Counted.calls.withLock { $0 } == before + 1)
    box.value.tags.append("b")
    let changed = try memoizing.encode(state)
    #expect(changed.value(at: try JSONPointer(parsing: "/first/value/tags/1")) == .string("b"))
    #expect(changed == (try plain.encode(state)))
  }

  @Test func secretsStayPseudonymsWhenReused() throws {
    let memoizing = MemoizingTreeEncoder(plain)
    var state = MemoAppState()
    state.screen = .sheet(MemoSheet(draft: "a", password: "hunter2"))
    let first = try memoizing.encode(state)
    state.selected = 3
    let second = try memoizing.encode(state)
    #expect(!second.jsonText.contains("hunter2"))
    #expect(
      first.value(at: try JSONPointer(parsing: "/screen"))
        == second.value(at: try JSONPointer(parsing: "/screen")))
  }

  @Test func resetForgetsWhatWasHeld() throws {
    let memoizing = MemoizingTreeEncoder(plain)
    let state = MemoAppState(plain: Counted(value: 9))
    _ = try memoizing.encode(state)
    let before = Counted.calls.withLock { $0 }
    memoizing.reset()
    let tree = try memoizing.encode(state)
    #expect(Counted.calls.withLock { $0 } == before + 1)
    #expect(tree == (try plain.encode(state)))
  }
}
