import ComposableArchitecture
import Foundation

/// A notebook whose state is `Codable`: notes with random ids, an optional editor (a child
/// feature), and a save whose effect answers with the date it read.
@Reducer
struct Notebook {
  struct State: Equatable, Codable {
    var notes: [Note] = []
    var editor: NoteEditor.State?
    var savedAt: Date?
    var isSaving = false
  }

  struct Note: Equatable, Codable, Identifiable {
    var id: UUID
    var text: String
  }

  enum Action: Equatable {
    case addTapped
    case editor(NoteEditor.Action)
    case saveTapped
    case saved(Date)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.editor = NoteEditor.State(id: uuid())
        return .none
      case .editor(.doneTapped):
        if let editor = state.editor { state.notes.append(Note(id: editor.id, text: editor.text)) }
        state.editor = nil
        return .none
      case .editor:
        return .none
      case .saveTapped:
        state.isSaving = true
        return .run { [date] send in await send(.saved(date.now)) }
      case .saved(let date):
        state.isSaving = false
        state.savedAt = date
        return .none
      }
    }
    .ifLet(\.editor, action: \.editor) { NoteEditor() }
  }
}

@Reducer
struct NoteEditor {
  struct State: Equatable, Codable {
    var id: UUID
    var text = ""
  }

  enum Action: Equatable {
    case textChanged(String)
    case doneTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .textChanged(let text) = action { state.text = text }
      return .none
    }
  }
}

extension Notebook {
  /// The session the tests play: 9 actions, one sent by the save's effect.
  @MainActor
  static func play(_ store: StoreOf<Notebook>) async {
    for text in ["milk", "eggs"] {
      store.send(.addTapped)
      store.send(.editor(.textChanged(text)))
      store.send(.editor(.doneTapped))
    }
    await store.send(.saveTapped).finish()
    store.send(.addTapped)
  }

  /// Live `uuid` and `date`, so only the values served from the log rebuild a state.
  static func liveDependencies(_ values: inout DependencyValues) {
    values.uuid = UUIDGenerator { UUID() }
    values.date = DateGenerator { Date() }
  }
}

/// A feature whose state is not `Codable` (the log holds it by reflection) and whose reducer
/// reads random UUIDs and the date: only the in-memory replay, with the reads served, rebuilds it.
@Reducer
struct Tickets {
  struct State: Equatable {
    var issued: [UUID] = []
    var lastIssuedAt: Date?
    var note: NSObject?
  }

  enum Action: Equatable { case issue }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.issued.append(uuid())
      state.lastIssuedAt = date.now
      return .none
    }
  }
}

/// A feature whose effect runs until it is cancelled, and says so.
@Reducer
struct Ticker {
  struct State: Equatable, Codable {
    var isRunning = false
  }

  enum Action: Equatable { case start }

  /// Set when the effect starts and when it is cancelled.
  let events: LockIsolated<[String]>

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isRunning = true
      return .run { [events] _ in
        events.withValue { $0.append("started") }
        do {
          try await Task.sleep(for: .seconds(3_600))
        } catch {
          events.withValue { $0.append("cancelled") }
        }
      }
    }
  }
}
