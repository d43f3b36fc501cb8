// Package-level views of the store's navigation and sharing primitives, so ActionLog can encode them
// and derive routes from a live state value without public API or type-specific casts.

/// A `StackState` seen without its element type.
package protocol StackStateReflecting {
  /// Stack entries bottom to top: the stable element id and the element state.
  var reflectedEntries: [(id: Int, element: Any)] { get }
}

/// A `PresentationState` seen without its state type.
package protocol PresentationStateReflecting {
  /// The presented state, or `nil` when nothing is presented.
  var reflectedPresented: Any? { get }
}

/// An `AlertState` or `ConfirmationDialogState` seen without its action type.
package protocol DialogStateReflecting {
  /// `"alert"` or `"dialog"`.
  var reflectedKind: String { get }
  /// The title text.
  var reflectedTitle: String { get }
}

/// A `Shared` reference seen without its value type.
package protocol SharedReflecting {
  /// Identity of the shared box, stable for the process's lifetime and unique among live boxes.
  var reflectedSharedID: UInt64 { get }
  /// The value currently held by the box.
  var reflectedSharedValue: Any { get }
}
