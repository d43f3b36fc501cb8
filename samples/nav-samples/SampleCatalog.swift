import AppRootSample
import BookshelfSample
import RaceSample
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample

/// Every sample `nav-samples` knows, in the order `list` prints them.
enum SampleCatalog {
  static var all: [any NavigationSample.Type] {
    [
      SplitViewSession.self, TabStackSession.self, AppRootSession.self, SignUpSession.self,
      BookshelfSession.self, RaceSession.self,
    ]
  }

  static var names: [String] { all.map { $0.name } }

  static func sample(named name: String) -> (any NavigationSample.Type)? {
    all.first { $0.name == name }
  }
}
