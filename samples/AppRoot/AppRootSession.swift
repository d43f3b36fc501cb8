import ComposableStore
import SampleSupport

/// The app-root sample: an intro, then calendar, history and my-page tabs after login.
public enum AppRootSession: NavigationSample {
  /// `"app-root"`.
  public static let name = "app-root"

  /// One line for `nav-samples list`.
  public static let about =
    "enum root intro → main tabs; calendar sheet, history stack with edit/delete, logout alerts"

  /// Builds the root reducer, dating transactions with the environment's dates.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The app-root reducer.
  public static func makeFeature(_ environment: SampleEnvironment) -> AppRootFeature {
    AppRootFeature(date: environment.date)
  }

  /// The intro with an empty user name.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The initial root state.
  public static func initialState(_ environment: SampleEnvironment) -> AppRootFeature.State {
    .intro(IntroFeature.State())
  }

  /// Which part of the app is on screen and, in the main tabs, the tab and history.
  ///
  /// - Parameter state: A root state.
  /// - Returns: For example `intro (username: "")`.
  public static func summary(of state: AppRootFeature.State) -> String {
    switch state {
    case let .intro(intro):
      return "intro (username: \"\(intro.username)\", page \(intro.page))"
    case let .mainTab(tabs):
      return "mainTab (tab: \(tabs.selectedTab.rawValue), "
        + "\(tabs.history.transactions.count) transactions, \(tabs.history.path.count) pushed)"
    }
  }
}
