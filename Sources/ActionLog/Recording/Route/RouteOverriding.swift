/// A state that supplies its own route, replacing the derivation from that point down.
///
/// When the route builder reaches a state whose `routeOverride` is non-`nil`, it appends those
/// components in place of everything it would have derived for that state: the state's own
/// component (its stack screen name or `sheet: …` entry) and every screen below it. Return `nil`
/// to keep the automatic derivation.
///
/// ```swift
/// extension CheckoutFeature.State: RouteOverriding {
///   var routeOverride: [String]? { ["Checkout", "step \(step)"] }
/// }
/// // The cart tab with checkout pushed at its second step:
/// print(currentRoute(of: store.state).joined(separator: " › "))
/// ```
///
/// ```text
/// mainTab › cart › Checkout › step 2
/// ```
public protocol RouteOverriding {
  /// The components that replace this state's derived route, or `nil` to derive it.
  var routeOverride: [String]? { get }
}
