import ComposableStore
import Foundation

extension RouteTraits {
  /// The traits of `type`, from its conformances.
  ///
  /// - Parameter type: Any type.
  init(of type: Any.Type) {
    var traits: RouteTraits = []
    if type is any OptionalRouteType.Type { traits.insert(.optional) }
    if type is any SharedReflecting.Type { traits.insert(.shared) }
    if type is any StackStateReflecting.Type { traits.insert(.stack) }
    if type is any PresentationStateReflecting.Type { traits.insert(.presentation) }
    if type is any DialogStateReflecting.Type { traits.insert(.dialog) }
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
