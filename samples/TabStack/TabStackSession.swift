import ComposableStore
import SampleSupport

/// The tab-stack sample: a root navigation stack over two tabs, with details and "another" screens.
public enum TabStackSession: NavigationSample {
  /// `"tab-stack"`.
  public static let name = "tab-stack"

  /// One line for `nav-samples list`.
  public static let about =
    "a root stack over two tabs; tabs ask the root to push details, details push \"another\""

  /// Builds the root reducer; the sample has no dependencies.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The tab-stack root reducer.
  public static func makeFeature(_ environment: SampleEnvironment) -> TabStackFeature {
    TabStackFeature()
  }

  /// The first tab selected and nothing pushed.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The initial root state.
  public static func initialState(_ environment: SampleEnvironment) -> TabStackFeature.State {
    TabStackFeature.State()
  }

  /// The selected tab and the pushed screens.
  ///
  /// - Parameter state: A root state.
  /// - Returns: For example `tab: first, path: [firstDetail, another]`.
  public static func summary(of state: TabStackFeature.State) -> String {
    let screens = state.path.map { screen in
      switch screen {
      case .firstDetail: "firstDetail"
      case .secondDetail: "secondDetail"
      case .another: "another"
      }
    }
    return "tab: \(state.tabs.selectedTab.rawValue), path: [\(screens.joined(separator: ", "))]"
  }
}
