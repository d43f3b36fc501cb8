import ActionLog

/// A small app on ``MiniStore``: a home screen with a stack of details, a sheet over a detail, an
/// alert, and a shared profile.
enum MiniApp {
  struct Profile: Equatable, Encodable {
    var name: String
  }

  struct Detail {
    var id: Int
    var editor: MiniSheet<Editor> = MiniSheet()
    var alert: MiniSheet<MiniAlert> = MiniSheet()
  }

  struct Editor {
    var title: String
  }

  struct State {
    var path = MiniStack<Detail>()
    var profile: MiniShared<Profile>
    var greeting = ""
    /// The profile's name as the reducer saw it when it last ran.
    var seenName = ""
  }

  enum Action {
    case open(Int)
    case edit
    case delete
    case back
    case rename(String)
    case greet
    case saved
  }

  static func reduce(_ state: inout State, _ action: Action) -> [Action] {
    defer { state.seenName = state.profile.box.value.name }
    switch action {
    case .open(let id):
      state.path.push(Detail(id: id))
    case .edit:
      state.path.items[state.path.items.count - 1].element.editor.content = Editor(title: "Rent")
    case .delete:
      state.path.items[state.path.items.count - 1].element.alert.content = MiniAlert(
        title: "Delete Rent?")
    case .back:
      state.path.pop()
    case .rename(let name):
      state.profile.box.value.name = name
      return [.saved]
    case .greet:
      state.greeting = "Hello, \(state.profile.box.value.name)"
    case .saved:
      break
    }
    return []
  }
}
