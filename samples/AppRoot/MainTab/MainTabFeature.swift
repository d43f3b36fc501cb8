import ComposableStore

/// The main tabs after login: calendar, history and my page.
public struct MainTabFeature: Reducer {
  /// The main tabs.
  public enum Tab: String, Codable, Equatable, Sendable {
    /// The calendar tab.
    case calendar
    /// The history tab.
    case history
    /// The my-page tab.
    case myPage
  }

  /// The main tabs' state.
  public struct State: Codable, Equatable, Sendable {
    /// The visible tab.
    public var selectedTab: Tab = .calendar
    /// The calendar tab.
    public var calendar = CalendarFeature.State()
    /// The history tab.
    public var history = HistoryFeature.State()
    /// The my-page tab.
    public var myPage: MyPageFeature.State

    /// Creates the main tabs for a logged-in user, with the calendar selected.
    ///
    /// - Parameter username: The logged-in user's name.
    public init(username: String) {
      self.myPage = MyPageFeature.State(username: username)
    }
  }

  /// The main tabs' actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The user selected a tab.
    case tabSelected(Tab)
    /// An action of the calendar tab.
    case calendar(CalendarFeature.Action)
    /// An action of the history tab.
    case history(HistoryFeature.Action)
    /// An action of the my-page tab.
    case myPage(MyPageFeature.Action)
  }

  /// Dates newly registered transactions.
  public let date: DateGenerator

  /// Creates the main tabs reducer.
  ///
  /// - Parameter date: Dates newly registered transactions.
  public init(date: DateGenerator) {
    self.date = date
  }

  /// Runs each tab and moves transactions registered in the calendar into the history.
  public var body: some Reducer<State, Action> {
    Scope(state: \.calendar, action: /Action.calendar) {
      CalendarFeature(date: date)
    }
    Scope(state: \.history, action: /Action.history) {
      HistoryFeature()
    }
    Scope(state: \.myPage, action: /Action.myPage) {
      MyPageFeature()
    }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case let .calendar(.delegate(.transactionRegistered(title, amount, _))):
        // The ledger stamps an entry when it stores it, as a TCA feature reads
        // `@Dependency(\.date.now)`: the form's own date is when it was filled in.
        let id = (state.history.transactions.ids.max() ?? 0) + 1
        state.history.transactions.append(
          Transaction(id: id, title: title, amount: amount, date: date()))
        return .none
      case .calendar, .history, .myPage:
        return .none
      }
    }
  }
}
