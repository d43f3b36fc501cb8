import JSONTree

/// What the tree encoder needs to know about a value's dynamic type, found once per type instead
/// of with dynamic casts for every value.
struct EncodingTypeFacts: Sendable {
  /// How a scalar type is written, or `nil` for types with their own `encode(to:)`.
  let scalar: ScalarEncoding.Kind?
  /// The type conforms to ``RedactedInLogs``.
  let isRedacted: Bool
  /// The type is a shared reference (``RecordableSharedReference``).
  let isShared: Bool
  /// The type is an `Optional`: casts look through it at the wrapped value, so its facts depend
  /// on the value and are checked per value.
  let isOptional: Bool
  /// `true` for a dictionary, `false` for a set, `nil` for any other type.
  let unorderedIsDictionary: Bool?
  /// The type is a class: what an instance holds can change behind the same reference.
  let isClass: Bool
  /// The bytes a memo compares to tell a value of this type unchanged (``ValueBytes``).
  let comparedBytes: [Range<Int>]?
  /// Where the type keeps arrays inline, for a memo to compare their elements when only the
  /// arrays' storage differs (``ValueBytes/layout(of:)``); `nil` for a type without any.
  let layout: ValueBytes.Layout?

  init(_ type: Any.Type) {
    scalar = ScalarEncoding.kind(of: type)
    isRedacted = type is any RedactedInLogs.Type
    isShared = type is any RecordableSharedReference.Type
    isOptional = type is any OptionalEncodingMarker.Type
    unorderedIsDictionary = (type as? any UnorderedCollection.Type)?.isDictionary
    isClass = type is AnyClass
    comparedBytes = ValueBytes.ranges(of: type)
    layout = ValueBytes.layout(of: type)
  }

  /// Facts for every type met so far by any tree encoder, shared so each type is examined once.
  private static let known = LockedValue<[ObjectIdentifier: EncodingTypeFacts]>([:])

  /// A snapshot of the facts known so far, for one encode to read without locking.
  static var snapshot: [ObjectIdentifier: EncodingTypeFacts] { known.withLock { $0 } }

  /// Facts for `type`, computed and remembered.
  static func learn(_ type: Any.Type) -> EncodingTypeFacts {
    let facts = EncodingTypeFacts(type)
    known.withLock { $0[ObjectIdentifier(type)] = facts }
    return facts
  }
}

/// Marks `Optional`, whose dynamic casts unwrap the value, so per-type facts do not apply to it.
protocol OptionalEncodingMarker {}

extension Optional: OptionalEncodingMarker {}
