import ActionLog
import ValueCoding

/// A stand-in for `StackState`: entries with stable ids.
struct FakeStack<Element>: RecordableStack {
  var entries: [(id: Int, element: Element)]
  var recordedStackEntries: [(id: Int, element: Any)] {
    entries.map { ($0.id, $0.element as Any) }
  }
}

/// A stand-in for `PresentationState`.
struct FakePresentation<State>: RecordablePresentation {
  var presented: State?
  var recordedDestination: Any? { presented }
}

/// A stand-in for `AlertState`: encodes as an ordinary struct.
struct FakeAlert: RecordableDialog {
  var title: String
  var message: String
  var recordedDialogKind: RecordedDialogKind { .alert }
  var recordedDialogTitle: String { title }
}

/// A stand-in for `Shared`: a reference box with an identity.
final class FakeSharedBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A stand-in for `Shared`: its identity is its box; logs number boxes from 1 as they are met.
struct FakeShared<Value>: RecordableSharedReference {
  var box: FakeSharedBox<Value>
  var recordedReference: AnyObject { box }
  var recordedValue: Any { box.value }
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
