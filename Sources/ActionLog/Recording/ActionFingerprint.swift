/// What identifies an action well enough to pair it with the send that produced it, without
/// comparing values: its enum case names from the root down (`mainTab`, `history`, `path`, …),
/// or its type name for an action that is not an enum.
///
/// Two different actions of the same cases compare equal, so pairing also keeps order (the oldest
/// pending send of those cases wins); an action of other cases never takes a send's cause.
struct ActionFingerprint: Hashable, Sendable {
  let cases: [String]

  /// How deep case names are read: enough to tell features apart at the root of an app.
  static let depth = 4

  init(_ action: Any) {
    var cases: [String] = []
    var value = action
    for _ in 0..<Self.depth {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else {
        if cases.isEmpty { cases.append(String(reflecting: type(of: value))) }
        break
      }
      guard let child = mirror.children.first, let label = child.label else {
        // A case without a payload: the value's description is its name.
        cases.append(String(describing: value))
        break
      }
      cases.append(label)
      // A case with several payload values (`element(id:action:)`) continues into the last one.
      let payload = Mirror(reflecting: child.value)
      value =
        payload.displayStyle == .tuple
        ? (payload.children.reversed().first?.value ?? child.value)
        : child.value
    }
    self.cases = cases
  }
}
