/// Seeded actions for ``DrillFeature``, shaped like a user moving through an app.
package struct DrillScript {
  private var random: SeededGenerator
  private var step = 0

  /// Creates a script whose actions depend only on `seed`.
  package init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// The next action.
  package mutating func next() -> DrillFeature.Action {
    step += 1
    let screens = ["list", "detail", "settings", "profile", "search"]
    switch random.next(below: 10) {
    case 0, 1: return .push(screens[random.next(below: screens.count)])
    case 2: return .pop
    case 3, 4:
      return .addItem("item \(step) \(String(repeating: "x", count: random.next(below: 24)))")
    case 5, 6: return .toggle(random.next(below: 12))
    case 7: return .remove(random.next(below: 12))
    default: return .typed("query \(random.next(below: 1000))")
    }
  }
}
