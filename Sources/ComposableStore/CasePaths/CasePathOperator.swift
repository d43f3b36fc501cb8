/// Builds a case path from an enum case, as in TCA 1.0–1.3: `/Action.child`.
prefix operator /

/// Builds a case path from a case constructor by reflection, as `/Action.child` in TCA 1.0–1.3.
///
/// A root matches when its payload casts to `Value` and re-embedding the payload lands in the
/// root's case. Extraction reads the case tag and payload through the enum's runtime metadata, so a
/// root in another case is rejected in nanoseconds; enums the metadata cannot prove safe (custom
/// mirrors or descriptions, `indirect` or dynamically cast payloads) are read with `Mirror`. The
/// case learned on the first match is kept, so later extractions skip the re-embedding.
///
/// - Parameter embed: The case constructor, e.g. `Action.child`.
/// - Returns: A case path that embeds with `embed` and extracts by reflection.
@inlinable
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let reflected = ReflectedCase(embed: embed)
  return AnyCasePath(embed: embed, extract: { reflected.extract(from: $0) })
}

/// Builds a case path to a payload-less case, as `/Action.dismiss` in TCA 1.0–1.3.
///
/// The root must be `Equatable` (as actions usually are): a root matches when it equals the case.
/// Without that constraint this overload would also accept case constructors and shadow the one
/// above. For a payload-less case of a non-`Equatable` enum, write ``AnyCasePath/init(embed:extract:)``.
///
/// - Parameter root: The case value, e.g. `Action.dismiss`.
/// - Returns: A case path whose payload is `Void`.
@inlinable
public prefix func / <Root: Equatable & Sendable>(root: Root) -> AnyCasePath<Root, Void> {
  AnyCasePath(
    embed: { _ in root },
    extract: { candidate in candidate == root ? () : nil }
  )
}
