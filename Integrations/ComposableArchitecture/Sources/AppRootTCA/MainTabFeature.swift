import ComposableArchitecture

/// The main tabs: a history stack and settings.
@Reducer
struct MainTabFeature {
  enum Tab: String, Equatable, Sendable {
    case history
    case settings
  }

  @ObservableState
  struct State: Equatable {
    var selectedTab = Tab.history
    var history = HistoryFeature.State()
    var settings = SettingsFeature.State()
  }

  enum Action {
    case tabSelected(Tab)
    case history(HistoryFeature.Action)
    case settings(SettingsFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.history, action: \.history) { HistoryFeature() }
    Scope(state: \.settings, action: \.settings) { SettingsFeature() }
    Reduce { state, action in
      if case let .tabSelected(tab) = action { state.selectedTab = tab }
      return .none
    }
  }
}

/// Settings: upgrading changes the shared user and keeps a receipt, whose id and date the reducer
/// reads from its dependencies, as TCA features do for new items.
@Reducer
struct SettingsFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("user")) var user = UserProfile(name: "")
    var receipts: [Receipt] = []
  }

  enum Action {
    case upgradeTapped
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .upgradeTapped:
        state.$user.withLock { $0.isPro = true }
        state.receipts.append(Receipt(id: uuid(), product: "pro", purchasedAt: now))
        return .none
      }
    }
  }
}
