/// A state that names its own component in a recorded navigation route.
///
/// Conform a feature's state when the name derived from its type is not what a reader of the log
/// should see. The name replaces the derived one wherever the state appears: as a pushed stack
/// element, as a presented sheet (after `sheet: `), as a case of an enum state, or as a selected
/// tab when a tab enum conforms. A struct state that conforms and appears as an ordinary property
/// also contributes its name as a component of its own.
///
/// ```swift
/// enum Tab: NamedScreen {
///   case first, second
///   var screenName: String { self == .first ? "First" : "Second" }
/// }
/// // A tab-stack app on its first tab, after pushing two screens:
/// print(currentRoute(of: store.state).joined(separator: " › "))
/// ```
///
/// ```text
/// First › FirstDetail › Another
/// ```
public protocol NamedScreen {
  /// The component shown for this state in a route.
  var screenName: String { get }
}
