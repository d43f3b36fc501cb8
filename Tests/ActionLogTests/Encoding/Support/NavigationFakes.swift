import ComposableStore

/// A stand-in for `StackState`: entries with stable ids.
struct FakeStack<Element>: StackStateReflecting {
  var entries: [(id: Int, element: Element)]
  var reflectedEntries: [(id: Int, element: Any)] { entries.map { ($0.id, $0.element as Any) } }
}

/// A stand-in for `PresentationState`.
struct FakePresentation<State>: PresentationStateReflecting {
  var presented: State?
  var reflectedPresented: Any? { presented }
}

/// A stand-in for `AlertState`: encodes as an ordinary struct.
struct FakeAlert: DialogStateReflecting {
  var title: String
  var message: String
  var reflectedKind: String { "alert" }
  var reflectedTitle: String { title }
}

/// A stand-in for `Shared`: a reference box with an identity.
final class FakeSharedBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

struct FakeShared<Value>: SharedReflecting {
  var id: UInt64
  var box: FakeSharedBox<Value>
  var reflectedSharedID: UInt64 { id }
  var reflectedSharedValue: Any { box.value }
}

extension FakeShared: Encodable where Value: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("Shared's own Codable must not run in the tree encoder")
  }
}

/// A stand-in for `StackElementID` in summaries.
struct StackElementID: Hashable {
  var rawValue: Int
}
