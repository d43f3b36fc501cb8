import ActionLog
@_spi(Internals) import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation
import ValueCoding

/// The seed app's scripted session: log in, browse the history stack, edit an entry in a sheet,
/// delete one behind an alert, upgrade in settings, and rename the shared user outside any action.
public enum AppRootSession {
  /// Options that make every recording of the script identical: a fixed clock and redaction key
  /// and no host details. An app keeps the defaults.
  public static var recordingOptions: Recorder.Options {
    var options = Recorder.Options(app: "app-root-tca", build: "seed 1.0")
    options.redactionKey = RedactionKey(0x7474_2d64_6562_7567, 0x7463_612d_7365_6564)
    options.clock = .fixed(startWall: 1_764_547_200_000, stepMilliseconds: 250)
    return options
  }

  /// Records the script to `path` and returns the store's final state.
  ///
  /// - Parameters:
  ///   - path: The `.ttlog` file to write (replaced if present).
  ///   - options: Recorder options; ``recordingOptions`` by default.
  /// - Returns: The final state.
  /// - Throws: `LogError` when the file cannot be created.
  @MainActor
  public static func record(
    to path: String, options: Recorder.Options = recordingOptions
  ) async throws -> AppFeature.State {
    let recorder = try Recorder(path: path, options: options)
    defer { recorder.close() }
    let dependencies = freshDependencies()
    let store = Store(initialState: AppFeature.State.intro(IntroFeature.State())) {
      AppFeature.body.recording(to: recorder)
    } withDependencies: {
      dependencies(&$0)
    }
    await play(store) { name in
      withDependencies(dependencies) {
        @Shared(.inMemory("user")) var user = UserProfile(name: "")
        $user.withLock { $0.name = name }
      }
    }
    return store.withState { $0 }
  }

  /// The script's steps, as values: what ``play(_:rename:)`` sends, in order, and where the shared
  /// user is renamed outside any action (for a replay over the same steps).
  public enum Step {
    case send(AppFeature.Action)
    /// An action one of the script's effects sends: not sent by ``play(_:rename:)``, listed so
    /// that a replay, which ignores effects, reduces it where the log has it.
    case effectSends(AppFeature.Action)
    case renameUserOutsideActions(String)
  }

  /// The scripted steps. Stack element ids are TCA's generational ids, counted from 0 by the
  /// fresh generator ``freshDependencies()`` installs.
  public static var steps: [Step] {
    let first = StackElementID(generation: 0)
    let second = StackElementID(generation: 1)
    let renamedRent = LedgerEntry(
      id: 2, title: "Rent (Dec)", amount: 95_000, date: HistoryFeature.State.day(3))
    return [
      .send(.intro(.nameChanged("ada"))),
      .send(.intro(.loginTapped)),
      .effectSends(.intro(.delegate(.loggedIn))),
      .send(.mainTab(.history(.rowTapped(id: 2)))),
      .send(.mainTab(.history(.path(.element(id: first, action: .detail(.editButtonTapped)))))),
      .send(
        .mainTab(
          .history(
            .path(
              .element(
                id: first,
                action: .detail(.destination(.presented(.edit(.titleChanged("Rent (Dec)")))))))))),
      .send(
        .mainTab(
          .history(
            .path(
              .element(
                id: first, action: .detail(.destination(.presented(.edit(.saveButtonTapped))))))))),
      .effectSends(
        .mainTab(
          .history(
            .path(.element(id: first, action: .detail(.delegate(.entryUpdated(renamedRent)))))))),
      .send(.mainTab(.history(.path(.popFrom(id: first))))),
      .send(.mainTab(.history(.rowTapped(id: 3)))),
      .send(.mainTab(.history(.path(.element(id: second, action: .detail(.deleteButtonTapped)))))),
      .send(
        .mainTab(
          .history(
            .path(
              .element(
                id: second, action: .detail(.destination(.presented(.alert(.confirmDelete))))))))),
      .effectSends(
        .mainTab(
          .history(.path(.element(id: second, action: .detail(.delegate(.deleteConfirmed(id: 3))))))
        )),
      .send(.mainTab(.tabSelected(.settings))),
      .send(.mainTab(.settings(.upgradeTapped))),
      .renameUserOutsideActions("Ada L."),
      .send(.mainTab(.tabSelected(.history))),
    ]
  }

  /// The dependencies a scripted run needs: a new in-memory store for `@Shared(.inMemory)`, stack
  /// element ids counted from 0, and, so that every recording is identical, UUIDs counted from 0,
  /// a fixed date and fixed calendar, time zone and locale.
  ///
  /// - Returns: A function that installs them, for `Store(…, withDependencies:)` and
  ///   `withDependencies(_:operation:)`.
  public static func freshDependencies() -> @Sendable (inout DependencyValues) -> Void {
    let storage = InMemoryStorage()
    let ids = StackElementIDGenerator.liveValue
    let uuid = UUIDGenerator.incrementing
    return {
      $0.defaultInMemoryStorage = storage
      $0.stackElementID = ids
      $0.uuid = uuid
      $0.date = .constant(startDate)
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = .gmt
      $0.locale = Locale(identifier: "en_US_POSIX")
    }
  }

  /// The date the scripted session's `date` dependency gives: 2025-12-01 00:00 UTC.
  public static let startDate = Date(timeIntervalSince1970: 1_764_547_200)

  /// Plays ``steps`` on `store`, waiting for each send's effects unless it presents something
  /// (TCA keeps an effect open while a child is presented).
  @MainActor
  static func play(_ store: StoreOf<AppFeature>, rename: (String) -> Void) async {
    for step in steps {
      switch step {
      case let .send(action):
        let task = store.send(action)
        if case .intro(.loginTapped) = action { await task.finish() }
      case .effectSends:
        break
      case let .renameUserOutsideActions(name):
        rename(name)
      }
    }
  }
}
