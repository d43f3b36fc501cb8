import ComposableStore
import SampleSupport

/// The sign-up sample: a multi-step flow on a stack whose steps share one `@Shared` value.
public enum SignUpSession: NavigationSample {
  /// `"sign-up"`.
  public static let name = "sign-up"

  /// One line for `nav-samples list`.
  public static let about =
    "basics → personal info → topics → summary on a stack, one @Shared value, edits from the summary"

  /// The password the scripted session types into both password fields.
  public static let password = "correct-horse-battery-staple"

  /// Builds the flow's reducer; its simulated sign-up request waits on the environment's clock.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The sign-up flow's reducer.
  public static func makeFeature(_ environment: SampleEnvironment) -> SignUpFeature {
    SignUpFeature(clock: environment.clock)
  }

  /// The welcome screen with empty data.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The initial flow state.
  public static func initialState(_ environment: SampleEnvironment) -> SignUpFeature.State {
    SignUpFeature.State()
  }

  /// The pushed steps and who is signing up, without the password.
  ///
  /// - Parameter state: A flow state.
  /// - Returns: For example `path: [basics], email: "", name: " "`.
  public static func summary(of state: SignUpFeature.State) -> String {
    let steps = state.path.map { step in
      switch step {
      case .basics: "basics"
      case .personalInfo: "personalInfo"
      case .topics: "topics"
      case .summary: "summary"
      }
    }
    let data = state.signUpData
    return "path: [\(steps.joined(separator: ", "))], email: \"\(data.email)\", "
      + "name: \"\(data.firstName) \(data.lastName)\", topics: \(data.topics.map(\.rawValue))"
  }
}
