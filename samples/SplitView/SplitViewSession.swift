import ComposableStore
import SampleSupport

/// The split-view sample: three features in a sidebar, streamed lists, details, a sheet and an alert.
public enum SplitViewSession: NavigationSample {
  /// `"split-view"`.
  public static let name = "split-view"

  /// One line for `nav-samples list`.
  public static let about =
    "sidebar of features A/B/C, streamed lists, kept details, a new-feature sheet and a delete alert"

  /// Builds the root reducer over an in-memory models client seeded from the environment's UUIDs.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The split view's root reducer.
  public static func makeFeature(_ environment: SampleEnvironment) -> SplitViewFeature {
    SplitViewFeature(client: .inMemory(uuid: environment.uuid), uuid: environment.uuid)
  }

  /// Feature A selected, all lists empty until their `.task` runs.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The initial root state.
  public static func initialState(_ environment: SampleEnvironment) -> SplitViewFeature.State {
    SplitViewFeature.State()
  }

  /// The sidebar selection and each feature's detail selection and presented screen.
  ///
  /// - Parameter state: A root state.
  /// - Returns: For example `sidebar: a, A: A1, B: -, C: -`.
  public static func summary(of state: SplitViewFeature.State) -> String {
    let columns = FeatureKind.allCases.map { kind in
      let list = state.list(kind)
      let detail = list.selectedModel?.title ?? "-"
      return "\(kind.rawValue.uppercased()): \(list.models.count) models, detail \(detail)"
    }
    return "sidebar: \(state.sidebar.rawValue); " + columns.joined(separator: "; ")
  }
}
