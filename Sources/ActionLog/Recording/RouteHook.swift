/// The screens a user sees for `state`, outermost first; the route derivation replaces this hook.
///
/// - Parameter state: A live root state value.
/// - Returns: Breadcrumb components, e.g. `["mainTab", "history", "sheet: Edit"]`.
package func currentRoute(of state: Any) -> [String] { [] }
