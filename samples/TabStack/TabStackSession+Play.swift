import ComposableStore
import SampleSupport

extension TabStackSession {
  /// Pushes details and "another" screens from both tabs, switches tabs with screens pushed, and pops
  /// with the back gesture (`popFrom`) and with close buttons, waiting for each step's effects.
  ///
  /// - Parameters:
  ///   - store: A store running ``TabStackFeature``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  public static func play(
    _ store: Store<TabStackFeature.State, TabStackFeature.Action>,
    _ environment: SampleEnvironment
  ) async {
    let session = TabStackScript(store: store)
    await session.send(.tabs(.first(.detailButtonTapped)))
    await session.element(0, .firstDetail(.incrementButtonTapped))
    await session.element(0, .firstDetail(.incrementButtonTapped))
    await session.element(0, .firstDetail(.anotherButtonTapped))
    await session.element(1, .another(.incrementButtonTapped))
    await session.element(1, .another(.closeButtonTapped))
    await session.popFrom(0)

    await session.send(.tabs(.tabSelected(.second)))
    await session.send(.tabs(.second(.detailButtonTapped)))
    await session.send(.tabs(.tabSelected(.first)))
    await session.send(.tabs(.tabSelected(.second)))
    await session.element(0, .secondDetail(.anotherButtonTapped))
    await session.element(1, .another(.anotherButtonTapped))
    environment.mark("three screens deep on the second tab")
    await session.popFrom(0)

    await session.send(.tabs(.tabSelected(.first)))
    await session.send(.tabs(.first(.detailButtonTapped)))
    await session.element(0, .firstDetail(.anotherButtonTapped))
    await session.element(1, .another(.anotherButtonTapped))
    await session.popFrom(1)
    await session.element(0, .firstDetail(.closeButtonTapped))

    await session.send(.tabs(.tabSelected(.second)))
    await session.send(.tabs(.second(.detailButtonTapped)))
    for _ in 1...3 {
      await session.element(0, .secondDetail(.incrementButtonTapped))
    }
    await session.element(0, .secondDetail(.closeButtonTapped))

    await session.send(.tabs(.tabSelected(.first)))
    await session.send(.tabs(.first(.detailButtonTapped)))
    await session.send(.tabs(.tabSelected(.second)))
    await session.send(.tabs(.second(.detailButtonTapped)))
    await session.element(1, .secondDetail(.anotherButtonTapped))
    environment.mark("tab switched with a detail pushed")
    await session.element(2, .another(.closeButtonTapped))
    await session.popFrom(0)
    await session.send(.tabs(.tabSelected(.first)))
  }
}

/// Sends the tab-stack script's steps, addressing pushed screens by their depth in the stack.
@MainActor
private struct TabStackScript {
  let store: Store<TabStackFeature.State, TabStackFeature.Action>

  func send(_ action: TabStackFeature.Action) async {
    await store.sendAndFinish(action)
  }

  /// Sends an action to the screen at a depth; does nothing if the stack is not that deep.
  func element(_ depth: Int, _ action: TabStackFeature.Path.Action) async {
    guard let id = store.state.path.id(atDepth: depth) else { return }
    await send(.path(.element(id: id, action: action)))
  }

  /// Pops the screen at a depth and everything above it, as the back gesture does.
  func popFrom(_ depth: Int) async {
    guard let id = store.state.path.id(atDepth: depth) else { return }
    await send(.path(.popFrom(id: id)))
  }
}
