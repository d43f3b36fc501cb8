/// Delta debugging (Zeller's ddmin) over cause-closed chunks, then a pass over single steps that
/// ends 1-minimal.
///
/// A chunk is a step that no kept effect sent, with every action its effects sent (and theirs):
/// any set of chunks is cause-closed. ddmin removes chunks; the second pass removes single steps
/// with what their effects sent, until a whole pass removes nothing — that pass is the check that
/// removing any one kept step loses the bug.
struct DeltaDebugging {
  /// The steps the search may keep, ascending.
  let universe: [Int]
  /// Each step's parent (the step whose effect sent it), or `nil`.
  let parents: [Int?]
  /// Judges a sub-session (ascending step indices): whether it shows the bug, and the step after
  /// which it did, when later steps cannot matter.
  let judge: ([Int]) throws -> (shows: Bool, hit: Int?)
  private(set) var replays = 0
  private var verdicts: [[Int]: (shows: Bool, hit: Int?)] = [:]
  private let children: [Int: [Int]]

  init(
    universe: [Int], parents: [Int?], judge: @escaping ([Int]) throws -> (shows: Bool, hit: Int?)
  ) {
    self.universe = universe
    self.parents = parents
    self.judge = judge
    let members = Set(universe)
    var children: [Int: [Int]] = [:]
    for index in universe {
      if let parent = parents[index], members.contains(parent) {
        children[parent, default: []].append(index)
      }
    }
    self.children = children
  }

  /// The kept steps, and whether the final pass found them 1-minimal; `nil` when the whole
  /// universe does not show the bug.
  mutating func minimise() throws -> (kept: [Int], oneMinimal: Bool)? {
    let members = Set(universe)
    var roots = universe.filter { parents[$0].map { !members.contains($0) } ?? true }
    let whole = try test(universe)
    guard whole.shows else { return nil }
    if let hit = whole.hit { roots = roots.filter { $0 <= hit } }
    if try test([]).shows { return ([], true) }
    roots = try chunks(roots)
    var kept = expand(roots)
    if let hit = try test(kept).hit { kept = kept.filter { $0 <= hit } }
    // Single steps, until a whole pass removes none.
    var removed = true
    while removed {
      removed = false
      for step in kept.reversed() where kept.contains(step) {
        let dropped = Set(subtree(step))
        let candidate = kept.filter { !dropped.contains($0) }
        let verdict = try test(candidate)
        if verdict.shows {
          kept = candidate.filter { $0 <= (verdict.hit ?? .max) }
          removed = true
        }
      }
    }
    return (kept, true)
  }

  /// ddmin over `roots`: the chunks whose steps still show the bug.
  private mutating func chunks(_ roots: [Int]) throws -> [Int] {
    var current = roots
    var parts = 2
    while current.count >= 2 {
      let split = Self.split(current, into: parts)
      var reduced = false
      for part in split {
        let verdict = try test(expand(part))
        if verdict.shows {
          current = part.filter { $0 <= (verdict.hit ?? .max) }
          parts = 2
          reduced = true
          break
        }
      }
      if !reduced && split.count > 2 {
        for part in split {
          let dropped = Set(part)
          let complement = current.filter { !dropped.contains($0) }
          let verdict = try test(expand(complement))
          if verdict.shows {
            current = complement.filter { $0 <= (verdict.hit ?? .max) }
            parts = max(parts - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        guard parts < current.count else { break }
        parts = min(parts * 2, current.count)
      }
    }
    return current
  }

  private mutating func test(_ steps: [Int]) throws -> (shows: Bool, hit: Int?) {
    if let known = verdicts[steps] { return known }
    replays += 1
    let verdict = try judge(steps)
    verdicts[steps] = verdict
    return verdict
  }

  /// The steps of the chunks rooted at `roots`, ascending.
  private func expand(_ roots: [Int]) -> [Int] {
    roots.flatMap(subtree).sorted()
  }

  /// `step` and every step its effects sent, and theirs.
  private func subtree(_ step: Int) -> [Int] {
    var result = [step]
    var index = 0
    while index < result.count {
      result += children[result[index]] ?? []
      index += 1
    }
    return result
  }

  /// `items` in `count` runs of nearly equal length.
  private static func split(_ items: [Int], into count: Int) -> [[Int]] {
    let count = min(count, items.count)
    var parts: [[Int]] = []
    var start = 0
    for part in 0..<count {
      let end = start + (items.count - start) / (count - part)
      parts.append(Array(items[start..<end]))
      start = end
    }
    return parts
  }
}
