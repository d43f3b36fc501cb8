import Synchronization

/// The extraction behind a `/Root.case` path: by enum tag where the runtime's layout allows it,
/// by `Mirror` otherwise, with the same answers either way.
///
/// A root matches when its payload casts to `Value` and re-embedding that payload lands in the
/// root's case. The first match teaches the case; later extractions then only compare cases.
@usableFromInline
final class ReflectedCase<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  /// Whether to use the runtime layout; tests turn it off to get the `Mirror` reference answers.
  @usableFromInline let usesLayout: Bool
  /// The tag of the case once a match confirmed it, or -1.
  @usableFromInline let learnedTag = Atomic<Int>(-1)
  /// The case label once a match confirmed it, for roots without a layout.
  @usableFromInline let learnedLabel = Mutex<String?>(nil)

  /// Creates the extraction for a case constructor (or any embed function).
  ///
  /// - Parameters:
  ///   - embed: Wraps a payload in the case.
  ///   - usesLayout: `false` to always extract with `Mirror`.
  @usableFromInline
  init(embed: @escaping @Sendable (Value) -> Root, usesLayout: Bool = true) {
    self.embed = embed
    self.usesLayout = usesLayout
  }

  /// The payload of `root` when it is in this case.
  @inlinable
  func extract(from root: Root) -> Value? {
    guard usesLayout, let layout = EnumLayoutCache.layout(of: Root.self) else {
      return extractByMirror(root)
    }
    let tag = layout.metadata.tag(of: root)
    guard Int(tag) < layout.cases.count else { return extractByMirror(root) }
    let known = learnedTag.load(ordering: .relaxed)
    if known >= 0 {
      guard known == Int(tag) else { return nil }
      return payload(of: root, tag: tag, in: layout)
    }
    guard let value = payload(of: root, tag: tag, in: layout),
      layout.metadata.tag(of: embed(value)) == tag
    else { return nil }
    learnedTag.store(Int(tag), ordering: .relaxed)
    return value
  }

  /// What `EnumReflection.cast` makes of the payload `Mirror` shows for `root`, without `Mirror`
  /// whenever the static payload type decides it.
  @inlinable
  func payload(of root: Root, tag: UInt32, in layout: EnumLayout) -> Value? {
    switch layout.cases[Int(tag)].payload {
    case .empty:
      if CastRules.emptyPayloadCastFails(to: Value.self) { return nil }
      return EnumReflection.cast((), to: Value.self)
    case .inline(let type, _) where type == Value.self:
      return layout.metadata.payload(of: root, tag: tag, as: Value.self)
    case .inline(_, let descriptor?)
    where CastRules.castFails(fromPayload: descriptor, to: Value.self):
      return nil
    case .inline, .opaque:
      guard let (_, payload) = EnumReflection.caseAndPayload(of: root) else { return nil }
      return EnumReflection.cast(payload, to: Value.self)
    }
  }

  /// Extraction by `Mirror` and case labels, for roots whose layout cannot be read.
  @usableFromInline
  func extractByMirror(_ root: Root) -> Value? {
    guard let (label, payload) = EnumReflection.caseAndPayload(of: root) else { return nil }
    if let known = learnedLabel.withLock({ $0 }) {
      guard known == label else { return nil }
      return EnumReflection.cast(payload, to: Value.self)
    }
    guard let value = EnumReflection.cast(payload, to: Value.self),
      EnumReflection.caseName(of: embed(value)) == label
    else { return nil }
    learnedLabel.withLock { $0 = label }
    return value
  }
}
