import JSONTree
@_spi(Reflection) import Swift

/// What the summary writer needs to know about a type, found once per type instead of by a
/// dynamic cast per value.
struct SummaryTypeFacts: Sendable {
  /// The type adopts ``RedactedInLogs``.
  var isRedacted: Bool
  /// The type customises its mirror (`CustomReflectable`).
  var hasCustomMirror: Bool
  /// The type is a tuple.
  var isTuple: Bool
  /// A summary that reads a value of this type may change while the value's bytes do not: a class
  /// instance (its fields change behind the same reference), a shared reference, or a custom mirror
  /// (it may compute anything) other than the standard library's collections and optionals, whose
  /// mirrors list their elements. ``SummaryMemo`` does not reuse such summaries.
  var mayChangeBehindBytes: Bool
  /// How `Mirror` shows a value of the type when the runtime's reflection can be read directly (no
  /// custom mirror; a struct, a tuple or an enum), else `nil`.
  var plainStyle: Mirror.DisplayStyle?
  /// `String(describing:)` of the type, found once.
  var typeName: String

  /// The facts of `type`, from the cache or found and cached.
  ///
  /// - Parameter type: A dynamic type met while summarising.
  /// - Returns: The type's facts.
  static func of(_ type: Any.Type) -> SummaryTypeFacts {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    let kind = _MetadataKind(rawValue: summaryFactsMetadataKind(of: type))
    let hasCustomMirror = type is any CustomReflectable.Type
    var plainStyle: Mirror.DisplayStyle? {
      guard !hasCustomMirror else { return nil }
      switch kind {
      case .struct: return .struct
      case .tuple: return .tuple
      case .enum: return .enum
      default: return nil
      }
    }
    let facts = SummaryTypeFacts(
      isRedacted: type is any RedactedInLogs.Type, hasCustomMirror: hasCustomMirror,
      isTuple: kind == .tuple,
      mayChangeBehindBytes: (hasCustomMirror && !isStandardValue(type)) || kind == .class
        || kind == .foreignClass
        || kind == .objcClassWrapper || IntegrationTraits.of(type).contains(.shared),
      plainStyle: plainStyle, typeName: String(describing: type))
    cache.withLock { $0[key] = facts }
    return facts
  }

  /// The standard library's value collections and `Optional`, whose custom mirrors show only
  /// their elements.
  private static func isStandardValue(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return ["Array", "ContiguousArray", "ArraySlice", "Dictionary", "Set", "Optional"].contains {
      name.hasPrefix("Swift.\($0)<")
    }
  }

  private static let cache = LockedValue<[ObjectIdentifier: SummaryTypeFacts]>([:])
}

@_silgen_name("swift_getMetadataKind")
private func summaryFactsMetadataKind(of type: Any.Type) -> UInt
