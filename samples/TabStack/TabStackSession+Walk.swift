import ComposableStore
import SampleSupport

/// A seeded random walk over the tab-stack app, with the first tab's detail button tapped at
/// planted points: a long session whose `detailRequests` of the first tab is known by
/// construction (the walk itself never taps that button).
public struct TabStackWalk<Generator: RandomNumberGenerator> {
  /// The source of the walk's choices.
  public var generator: Generator
  /// The action counts, ascending, at which the first tab's detail button is tapped next (taps
  /// planted at one count follow each other).
  public var firstTabTaps: [Int]

  /// Creates a walk.
  ///
  /// - Parameters:
  ///   - generator: The source of randomness, seeded for a session that can be played again.
  ///   - firstTabTapsAt: The action counts at which to tap the first tab's detail button.
  public init(generator: Generator, firstTabTapsAt: [Int]) {
    self.generator = generator
    self.firstTabTaps = firstTabTapsAt.sorted()
  }

  /// Sends the next user action: a planted tap when the store has reduced as many actions as the
  /// next one waits for, else a ``TabStackSession/randomStep(_:using:)``.
  ///
  /// - Parameters:
  ///   - store: A store running ``TabStackFeature``.
  ///   - reduced: How many actions the store has reduced so far.
  @MainActor
  public mutating func step(
    _ store: Store<TabStackFeature.State, TabStackFeature.Action>, reduced: Int
  ) async {
    if let next = firstTabTaps.first, reduced >= next {
      firstTabTaps.removeFirst()
      await store.sendAndFinish(.tabs(.first(.detailButtonTapped)))
    } else {
      await TabStackSession.randomStep(store, using: &generator)
    }
  }
}

extension TabStackSession {
  /// Sends one user action picked at random from those the current screen offers — switch tabs,
  /// ask the second tab for a detail, tap a button on the top screen, pop with the back gesture —
  /// and waits for its effects. Long seeded sessions are walks of these steps.
  ///
  /// The first tab's detail button is never picked: a caller plants those taps where it wants a
  /// known trigger (a benchmark's bug whose smallest trigger is known by construction).
  ///
  /// - Parameters:
  ///   - store: A store running ``TabStackFeature``.
  ///   - generator: The source of randomness (seeded, for a session that can be played again).
  @MainActor
  public static func randomStep(
    _ store: Store<TabStackFeature.State, TabStackFeature.Action>,
    using generator: inout some RandomNumberGenerator
  ) async {
    let path = store.state.path
    let ids = path.ids
    var choices: [TabStackFeature.Action] = [
      .tabs(.tabSelected(.first)), .tabs(.tabSelected(.second)),
    ]
    if ids.count < 6 { choices.append(.tabs(.second(.detailButtonTapped))) }
    if let top = ids.last, let screen = path[id: top] {
      let tap: (TabStackFeature.Path.Action) -> TabStackFeature.Action = {
        .path(.element(id: top, action: $0))
      }
      switch screen {
      case .firstDetail:
        choices += [
          tap(.firstDetail(.incrementButtonTapped)), tap(.firstDetail(.closeButtonTapped)),
        ]
        if ids.count < 6 { choices.append(tap(.firstDetail(.anotherButtonTapped))) }
      case .secondDetail:
        choices += [
          tap(.secondDetail(.incrementButtonTapped)), tap(.secondDetail(.closeButtonTapped)),
        ]
        if ids.count < 6 { choices.append(tap(.secondDetail(.anotherButtonTapped))) }
      case .another:
        choices += [tap(.another(.incrementButtonTapped)), tap(.another(.closeButtonTapped))]
        if ids.count < 6 { choices.append(tap(.another(.anotherButtonTapped))) }
      }
      if let bottom = ids.randomElement(using: &generator) {
        choices.append(.path(.popFrom(id: bottom)))
      }
    }
    guard let action = choices.randomElement(using: &generator) else { return }
    await store.sendAndFinish(action)
  }
}
