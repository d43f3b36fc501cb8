import ComposableStore
import SampleSupport

extension SignUpSession {
  /// Walks every step, fails validation once per validated step, goes back with the back gesture,
  /// edits each earlier step from the summary and submits, waiting for each step's effects.
  ///
  /// - Parameters:
  ///   - store: A store running ``SignUpFeature``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  public static func play(
    _ store: Store<SignUpFeature.State, SignUpFeature.Action>,
    _ environment: SampleEnvironment
  ) async {
    let script = SignUpScript(store: store)
    let typedPassword = typing(password, byWordsSeparatedBy: "-")
    await store.sendAndFinish(.signUpButtonTapped)
    for email in ["ada", "ada@", "ada@example.com"] {
      await script.top(.basics(.emailChanged(email)))
    }
    for text in typedPassword {
      await script.top(.basics(.passwordChanged(text)))
    }
    for text in typedPassword.prefix(2) {
      await script.top(.basics(.passwordConfirmationChanged(text)))
    }
    await script.top(.basics(.continueButtonTapped))
    for text in typedPassword.dropFirst(2) {
      await script.top(.basics(.passwordConfirmationChanged(text)))
    }
    await script.top(.basics(.continueButtonTapped))

    for name in ["A", "Ada"] {
      await script.top(.personalInfo(.firstNameChanged(name)))
    }
    for name in ["Love", "Lovelace"] {
      await script.top(.personalInfo(.lastNameChanged(name)))
    }
    await script.popTop()
    await script.top(.basics(.continueButtonTapped))
    await script.top(.personalInfo(.continueButtonTapped))

    await script.top(.topics(.continueButtonTapped))
    for topic in [Topic.swift, .navigation, .testing, .testing] {
      await script.top(.topics(.topicToggled(topic)))
    }
    await script.top(.topics(.continueButtonTapped))

    environment.mark("summary reached; editing earlier steps")
    await script.top(.summary(.editButtonTapped(.personalInfo)))
    await script.top(.personalInfo(.firstNameChanged("Augusta")))
    await script.top(.personalInfo(.continueButtonTapped))
    await script.top(.summary(.editButtonTapped(.topics)))
    await script.top(.topics(.topicToggled(.concurrency)))
    await script.top(.topics(.continueButtonTapped))
    await script.top(.summary(.editButtonTapped(.basics)))
    await script.top(.basics(.emailChanged("augusta@example.com")))
    await script.top(.basics(.continueButtonTapped))
    environment.mark("submitting")
    await script.top(.summary(.submitButtonTapped), advancing: environment.clock)
    await script.top(.summary(.alert(.presented(.getStarted))))
  }

  /// The successive contents of a text field as a user types a phrase word by word.
  private static func typing(_ phrase: String, byWordsSeparatedBy separator: Character) -> [String]
  {
    let words = phrase.split(separator: separator).map(String.init)
    return words.indices.map { words[...$0].joined(separator: String(separator)) }
  }
}

/// Sends the sign-up script's steps to whichever step is on top of the stack.
@MainActor
private struct SignUpScript {
  let store: Store<SignUpFeature.State, SignUpFeature.Action>

  /// Sends an action to the top step, if a step is pushed.
  func top(_ action: SignUpFeature.Path.Action) async {
    guard let id = store.state.path.ids.last else { return }
    await store.sendAndFinish(.path(.element(id: id, action: action)))
  }

  /// Sends an action whose effect sleeps on the clock to the top step, then advances the clock.
  func top(_ action: SignUpFeature.Path.Action, advancing clock: ManualClock) async {
    guard let id = store.state.path.ids.last else { return }
    await store.sendAndFinish(
      .path(.element(id: id, action: action)), advancing: clock, by: .seconds(1))
  }

  /// Pops the top step with the back gesture.
  func popTop() async {
    guard let id = store.state.path.ids.last else { return }
    await store.sendAndFinish(.path(.popFrom(id: id)))
  }
}
