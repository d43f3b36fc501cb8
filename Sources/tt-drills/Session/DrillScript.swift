/// Seeded actions for ``DrillFeature``, shaped like a user moving through an app.
struct DrillScript {
  private var random: SeededRandom
  private var step = 0

  /// Creates a script whose actions depend only on `seed`.
  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// The next action.
  mutating func next() -> DrillFeature.Action {
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
