/// The navigation route of a state: the screens a user sees, outermost first.
///
/// Derived from the store's navigation primitives (enum roots, a tab selection, pushed
/// `StackState` elements, presented `PresentationState`s) as docs/Routes.md describes. Safe on any
/// value: bounded depth, cycle-safe for classes, never looks inside ordinary collections.
///
/// ```swift
/// print(currentRoute(of: store.state).joined(separator: " › "))
/// ```
///
/// ```text
/// mainTab › history › HistoryDetail(id: 2) › sheet: Edit
/// ```
///
/// - Parameters:
///   - state: A copy of a store's state (any type).
///   - sharedValues: Values of shared references captured with the state, by reference identity.
/// - Returns: The route components, outermost first; empty for a state with no navigation.
package func currentRoute(of state: Any, sharedValues: [ObjectIdentifier: Any] = [:]) -> [String] {
  var walker = RouteWalker()
  walker.sharedValues = sharedValues
  walker.visitRoot(state)
  return walker.components
}
