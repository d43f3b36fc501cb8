import Foundation
import ValueCoding

extension RouteTraits {
  /// The traits of `type`, from its conformances.
  ///
  /// - Parameter type: Any type.
  init(of type: Any.Type) {
    var traits: RouteTraits = []
    if type is any OptionalType.Type { traits.insert(.optional) }
    let integration = IntegrationTraits(of: type)
    if integration.contains(.shared) { traits.insert(.shared) }
    if integration.contains(.stack) { traits.insert(.stack) }
    if integration.contains(.presentation) { traits.insert(.presentation) }
    if integration.contains(.dialog) { traits.insert(.dialog) }
    if type is any NamedScreen.Type { traits.insert(.named) }
    if type is any RouteOverriding.Type { traits.insert(.overriding) }
    let isLeaf =
      type is any Collection.Type || type is any Numeric.Type || type is Bool.Type
      || type is UUID.Type || type is Date.Type || type is URL.Type || type is Data.Type
      || type is Locale.Type || type is TimeZone.Type || type is Calendar.Type
      || type is CharacterSet.Type || type is DateComponents.Type || type is URLComponents.Type
      || type is AttributedString.Type || type is NSObject.Type
    if traits.contains(.dialog) || (isLeaf && !traits.contains(.stack)) {
      traits.insert(.opaqueLeaf)
    }
    self = traits
  }
}
