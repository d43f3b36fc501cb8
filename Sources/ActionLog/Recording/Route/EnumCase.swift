/// The case of an enum value, read through its mirror.
struct EnumCase {
  /// The associated value (a tuple for several), or `nil` for a payload-less case.
  let payload: Any?
  private let label: String?
  private let value: Any

  /// Reads the case of `value`.
  ///
  /// - Parameters:
  ///   - value: An enum value.
  ///   - mirror: Its mirror (display style `.enum`).
  init(_ value: Any, mirror: Mirror) {
    let child = mirror.children.first
    self.value = value
    label = child?.label
    payload = child?.value
  }

  /// The case name, e.g. `mainTab`.
  ///
  /// A payload-less case has no mirror child; its description is the case name unless the type
  /// customises it (then the custom text is shown, and tab siblings may not match). Computed on
  /// demand, as most payload-less enums met in a walk are never named.
  var name: String {
    label ?? String(describing: value)
  }

  /// Whether this case is a screen of a TCA-style state enum: it carries a payload and the enum's
  /// type or the payload's type is named `…State` (`AppFeature.State`, `Path.State`).
  ///
  /// - Parameter enumFacts: The facts of the enum's type.
  /// - Returns: `true` when the case should contribute a route component.
  func looksLikeState(enumFacts: RouteTypeFacts) -> Bool {
    guard let payload else { return false }
    return enumFacts.isNamedState || RouteTypeFacts.of(type(of: payload)).isNamedState
  }
}
