import ComposableStore
import Foundation
import ToolSupport

/// A TCA-shaped app: an enum root (intro / mainTab), a tab bar, a history stack of enum-wrapped
/// features, and destinations presented as a sheet, an alert or a dialog.
enum AppRootFixture {
  enum AppFeature {
    enum State {
      case intro(IntroFeature.State)
      case mainTab(MainTabFeature.State)
    }
  }

  enum IntroFeature {
    struct State { var page = 0 }
  }

  enum MainTabFeature {
    enum Tab { case home, history, settings }

    struct State {
      var selectedTab: Tab = .home
      var home = HomeFeature.State()
      var historyTab = HistoryFeature.State()
      var settingsState = SettingsFeature.State()
    }
  }

  enum HomeFeature {
    struct State {
      var greeting = "Hello"
      var path = StackState<HomePath.State>()
    }
  }

  enum HomePath {
    enum State { case news(NewsFeature.State) }
  }

  enum NewsFeature {
    struct State { var headline = "" }
  }

  enum SettingsFeature {
    struct State {
      var notificationsOn = true
      @PresentationState var alert: AlertState<AlertAction>?
    }
  }

  enum HistoryFeature {
    struct State {
      var entries = Array(0..<10_000)
      var path = StackState<Path.State>()
      @PresentationState var alert: AlertState<AlertAction>?
    }
  }

  enum Path {
    enum State {
      case detail(HistoryDetailFeature.State)
      case stats(StatsFeature.State)
      case loading
    }
  }

  enum HistoryDetailFeature {
    struct State {
      var id: Int
      var title = "Entry"
      @PresentationState var destination: Destination.State?
    }
  }

  enum StatsFeature {
    struct State { var total = 0 }
  }

  enum Destination {
    enum State {
      case edit(EditFeature.State)
      case alert(AlertState<AlertAction>)
      case share(ConfirmationDialogState<AlertAction>)
    }
  }

  enum EditFeature {
    struct State {
      var text = ""
      @PresentationState var alert: AlertState<AlertAction>?
    }
  }

  enum AlertAction { case confirm }

  /// The app on the history tab with the given stack.
  static func onHistory(_ path: [Path.State]) -> AppFeature.State {
    var tabs = MainTabFeature.State()
    tabs.selectedTab = .history
    tabs.historyTab.path = StackState(path)
    return .mainTab(tabs)
  }

  /// A detail screen with an optional destination.
  static func detail(id: Int, _ destination: Destination.State? = nil) -> Path.State {
    var detail = HistoryDetailFeature.State(id: id)
    detail.destination = destination
    return .detail(detail)
  }
}
