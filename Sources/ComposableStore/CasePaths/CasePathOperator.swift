import Synchronization

/// Builds a case path from an enum case, as in TCA 1.0–1.3: `/Action.child`.
prefix operator /

/// Builds a case path from a case constructor by reflection, as `/Action.child` in TCA 1.0–1.3.
///
/// Extraction reads the root's case label and payload with `Mirror`, casts the payload to `Value`,
/// and confirms the match by re-embedding the payload and comparing case labels. The label learned
/// on the first match is cached, so later extractions cost one `Mirror`.
///
/// - Parameter embed: The case constructor, e.g. `Action.child`.
/// - Returns: A case path that embeds with `embed` and extracts by reflection.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let learned = Mutex<String?>(nil)
  return AnyCasePath(
    embed: embed,
    extract: { root in
      guard let (label, payload) = EnumReflection.caseAndPayload(of: root) else { return nil }
      if let known = learned.withLock({ $0 }) {
        guard known == label else { return nil }
        return EnumReflection.cast(payload, to: Value.self)
      }
      guard let value = EnumReflection.cast(payload, to: Value.self),
        EnumReflection.caseName(of: embed(value)) == label
      else { return nil }
      learned.withLock { $0 = label }
      return value
    }
  )
}

/// Builds a case path to a payload-less case, as `/Action.dismiss` in TCA 1.0–1.3.
///
/// The root must be `Equatable` (as actions usually are): a root matches when it equals the case.
/// Without that constraint this overload would also accept case constructors and shadow the one
/// above. For a payload-less case of a non-`Equatable` enum, write ``AnyCasePath/init(embed:extract:)``.
///
/// - Parameter root: The case value, e.g. `Action.dismiss`.
/// - Returns: A case path whose payload is `Void`.
public prefix func / <Root: Equatable & Sendable>(root: Root) -> AnyCasePath<Root, Void> {
  AnyCasePath(
    embed: { _ in root },
    extract: { candidate in candidate == root ? () : nil }
  )
}
