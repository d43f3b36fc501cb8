import ComposableArchitecture

/// The main tabs: a history stack and settings.
@Reducer
public struct MainTabFeature {
  public enum Tab: String, Equatable, Sendable {
    case history
    case settings
  }

  @ObservableState
  public struct State: Equatable {
    public var selectedTab = Tab.history
    public var history = HistoryFeature.State()
    public var settings = SettingsFeature.State()
    public init() {}
  }

  public enum Action {
    case tabSelected(Tab)
    case history(HistoryFeature.Action)
    case settings(SettingsFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
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
public struct SettingsFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("user")) public var user = UserProfile(name: "")
    public var receipts: [Receipt] = []
    public init() {}
  }

  public enum Action {
    case upgradeTapped
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  public init() {}

  public var body: some ReducerOf<Self> {
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
