import ActionLog
import ComposableStore
import ToolSupport

/// A tab-stack app whose tab enum names its tabs through ``NamedScreen``.
enum TabStackFixture {
  enum Tab: NamedScreen {
    case first, second

    var screenName: String {
      switch self {
      case .first: "First"
      case .second: "Second"
      }
    }
  }

  struct AppState {
    var tab: Tab = .first
    var first = TabFeature.State()
    var second = TabFeature.State()
  }

  enum TabFeature {
    struct State { var path = StackState<Path.State>() }
  }

  enum Path {
    enum State {
      case detail(FirstDetailFeature.State)
      case another(AnotherFeature.State)
    }
  }

  enum FirstDetailFeature {
    struct State { var count = 0 }
  }

  enum AnotherFeature {
    struct State { var note = "" }
  }
}
