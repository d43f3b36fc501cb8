import Foundation
import ValueCoding

/// The worker's route of the last state, reused while the parts of the state a route can come from
/// have not changed: an action that edits a list row or a text field keeps the route it had, and
/// costs one comparison of a few words instead of a walk by reflection.
///
/// The route of a struct state depends only on its fields that may hold navigation
/// (``RouteTypeFacts/relevantFields``; the walker reads no other), and not even on all of those: a
/// plain collection (an array, a dictionary, a set, an `IdentifiedArray` of rows) is never walked
/// into unless it is a stack, so its contents cannot change the route. When the other fields' bytes equal
/// the ones last walked — the same inline values and the same copy-on-write buffers, which the memo
/// keeps alive so nobody can have changed or reused them — the route is the same. A walk that met a
/// class instance or a `Shared` value is never reused (their contents change behind equal bytes),
/// nor is the route of a root that names or overrides itself (its `screenName` or `routeOverride`
/// may read any field).
///
/// ```swift
/// var routes = RouteMemo()
/// let first = routes.route(of: state)   // walks
/// state.items[3].title = "Milk"
/// let second = routes.route(of: state)  // the same route, not walked again
/// ```
struct RouteMemo {
  /// The state last walked, kept alive so its buffers cannot be reused.
  private var held: Any?
  private var route: [String] = []
  private var reusable = false
  /// The byte ranges compared, for the type of ``held`` (found once per type: `nil` when its
  /// routes are not reused).
  private var compared: [Range<Int>]?
  private var comparedType: ObjectIdentifier?
  /// How many routes were found by walking (the rest were reused).
  private(set) var walks = 0

  /// The route of `state`: the remembered one when its relevant fields are unchanged, else a walk.
  ///
  /// - Parameters:
  ///   - state: The store's root state.
  ///   - sharedValues: Values of shared references captured on the store's thread.
  /// - Returns: What ``currentRoute(of:sharedValues:)`` returns.
  mutating func route(of state: Any, sharedValues: [ObjectIdentifier: Any]) -> [String] {
    if reusable, let held, let compared, Self.sameBytes(held, state, in: compared) {
      return route
    }
    walks += 1
    var walker = RouteWalker()
    walker.sharedValues = sharedValues
    walker.visitRoot(state)
    route = walker.components
    held = state
    let facts = RouteTypeFacts.of(type(of: state))
    reusable =
      !walker.metReference
      && facts.traits.isDisjoint(with: [.named, .overriding, .optional, .shared])
    let stateType = ObjectIdentifier(type(of: state))
    if comparedType != stateType {
      comparedType = stateType
      compared = Self.comparedBytes(of: state, facts: facts)
    }
    return route
  }

  /// The relevant fields' byte ranges, less those of plain collections, which the walker never
  /// enters; `nil` when the state is not a struct with a known layout.
  private static func comparedBytes(of state: Any, facts: RouteTypeFacts) -> [Range<Int>]? {
    guard let fields = facts.relevantFields else { return nil }
    return fields.compactMap { field in
      let child = field.read(from: state)
      let traits = RouteTypeFacts.of(type(of: child)).traits
      let style = Mirror(reflecting: child).displayStyle
      let isPlainCollection =
        (style == .collection || style == .dictionary || style == .set)
        && traits.isDisjoint(with: [
          .stack, .presentation, .dialog, .named, .overriding, .optional, .shared,
        ])
      return isPlainCollection ? nil : field.bytes
    }
  }

  /// Whether two states of the same type have the same bytes in `ranges`.
  private static func sameBytes(_ old: Any, _ new: Any, in ranges: [Range<Int>]) -> Bool {
    guard type(of: old) == type(of: new) else { return false }
    func compare<State>(_ new: State) -> Bool {
      guard let old = old as? State else { return false }
      guard ranges.allSatisfy({ $0.upperBound <= MemoryLayout<State>.size }) else { return false }
      return ValueBytes.equal(old, new, in: ranges)
    }
    return _openExistential(new, do: compare)
  }
}
