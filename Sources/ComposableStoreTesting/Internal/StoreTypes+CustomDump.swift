import ComposableStore
import CustomDump

// What the stand-in store's types show in a failure's diff: what their equality compares. The
// identities equality ignores (a stack's instance and largest id, a presentation's id) and a shared
// value's box would otherwise print as differences that are none.

extension StackState: CustomDumpReflectable {
  /// The elements by their ids, bottom to top.
  public var customDumpMirror: Mirror {
    let children: [Mirror.Child] = zip(ids, self).map { (label: "\($0.0)", value: $0.1) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension PresentationState: CustomDumpRepresentable {
  /// The presented state, or `nil`.
  public var customDumpValue: Any { wrappedValue as Any }
}

extension Shared: CustomDumpRepresentable {
  /// The shared value, once, without its box.
  public var customDumpValue: Any { wrappedValue }
}
