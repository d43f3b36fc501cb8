// Reads enum case labels and payloads through `Mirror`; shared by case paths and navigation.

/// Mirror-based helpers for enum values.
@usableFromInline
package enum EnumReflection {
  /// The case label of an enum value, or `nil` when the value is not an enum.
  ///
  /// Payload-less cases have no mirror children, so their label comes from the value's description.
  @usableFromInline
  package static func caseName(of value: Any) -> String? {
    caseAndPayload(of: value)?.label
  }

  /// The case label and the payload (`()` for payload-less cases), or `nil` for non-enums.
  @usableFromInline
  package static func caseAndPayload(of value: Any) -> (label: String, payload: Any)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let child = mirror.children.first, let label = child.label {
      return (label, child.value)
    }
    return (String(describing: value), ())
  }

  /// Whether the payload of `value`'s case, as ``caseAndPayload(of:)`` shows it, is `P`-conforming.
  ///
  /// Reads the case's static payload type from the enum's layout when that decides the answer (a
  /// payload-less case, or a struct or enum payload), and reflects the payload otherwise.
  ///
  /// - Parameters:
  ///   - value: An enum value.
  ///   - isConforming: Tells whether a type conforms, e.g. `{ $0 is any P.Type }`.
  ///   - isConformingValue: Tells whether a reflected payload conforms, e.g. `{ $0 is any P }`.
  package static func payloadConforms<Root>(
    _ value: Root, _ isConforming: (Any.Type) -> Bool, _ isConformingValue: (Any) -> Bool
  ) -> Bool {
    if let layout = EnumLayoutCache.layout(of: Root.self) {
      let tag = Int(layout.metadata.tag(of: value))
      if tag < layout.cases.count {
        switch layout.cases[tag].payload {
        case .empty:
          return isConformingValue(())
        // A struct or enum payload is exactly its static type (`AnyHashable` unwraps on casts).
        case .inline(let type, _)
        where [MetadataKind.structure, MetadataKind.enumeration].contains(MetadataKind.of(type))
          && type != AnyHashable.self:
          return isConforming(type)
        case .inline, .opaque:
          break
        }
      }
    }
    guard let (_, payload) = caseAndPayload(of: value) else { return false }
    return isConformingValue(payload)
  }

  /// Casts a reflected payload to `Value`, looking through a one-element tuple wrapper if needed.
  @usableFromInline
  package static func cast<Value>(_ payload: Any, to type: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple, mirror.children.count == 1, let only = mirror.children.first {
      return only.value as? Value
    }
    return nil
  }
}
