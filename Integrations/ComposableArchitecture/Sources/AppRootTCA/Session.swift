import ActionLog
@_spi(Internals) import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation
import ValueCoding

/// The seed app's scripted session: log in, load the history a page at a time, star and edit an
/// entry (the server is busy on the first save), search as the user types, delete an entry behind
/// an alert, upgrade in settings, and rename the shared user outside any action.
public enum AppRootSession {
  /// Options that make every recording of the script identical: a fixed clock and redaction key
  /// and no host details. An app keeps the defaults.
  public static var recordingOptions: Recorder.Options {
    var options = Recorder.Options(app: "app-root-tca", build: "seed 1.0")
    options.redactionKey = RedactionKey(0x7474_2d64_6562_7567, 0x7463_612d_7365_6564)
    options.clock = .fixed(startWall: 1_764_547_200_000, stepMilliseconds: 250)
    return options
  }

  /// Records the script to `path`.
  ///
  /// - Parameters:
  ///   - path: The `.ttlog` file to write (replaced if present).
  ///   - options: Recorder options; ``recordingOptions`` by default.
  /// - Returns: A one-line summary of the final state.
  /// - Throws: `LogError` when the file cannot be created.
  @MainActor
  public static func record(
    to path: String, options: Recorder.Options = recordingOptions
  ) async throws -> String {
    try await recordedState(to: path, options: options).summary
  }

  /// Records the script to `path` and returns the store's final state.
  @MainActor
  static func recordedState(
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
    // Effects run one at a time, in the order they start: the superseded searches start, and are
    // cancelled, at the same places in every recording.
    await withMainSerialExecutor {
      await play(store) { name in
        withDependencies(dependencies) {
          @Shared(.inMemory("user")) var user = UserProfile(name: "")
          $user.withLock { $0.name = name }
        }
      }
    }
    return store.withState { $0 }
  }

  /// The dependencies a scripted run needs: a new in-memory store for `@Shared(.inMemory)`, a new
  /// in-memory server, the live clock (for the search's debounce), stack element ids counted from 0, and, so that every recording is
  /// identical, UUIDs counted from 0, a fixed date and fixed calendar, time zone and locale.
  ///
  /// - Returns: A function that installs them, for `Store(…, withDependencies:)` and
  ///   `withDependencies(_:operation:)`.
  static func freshDependencies() -> @Sendable (inout DependencyValues) -> Void {
    let storage = InMemoryStorage()
    let ids = StackElementIDGenerator.liveValue
    let uuid = UUIDGenerator.incrementing
    let server = APIClient.inMemory()
    return {
      $0.defaultInMemoryStorage = storage
      $0.stackElementID = ids
      $0.apiClient = server
      $0.continuousClock = ContinuousClock()
      $0.uuid = uuid
      $0.date = .constant(startDate)
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = .gmt
      $0.locale = Locale(identifier: "en_US_POSIX")
    }
  }

  /// The date the scripted session's `date` dependency gives: 2025-12-01 00:00 UTC.
  static let startDate = Date(timeIntervalSince1970: 1_764_547_200)

  /// Plays ``steps`` on `store`, waiting for each send's effects, except where it pushes or
  /// presents something and for a search the next keystroke replaces.
  @MainActor
  static func play(_ store: StoreOf<AppFeature>, rename: (String) -> Void) async {
    for step in steps {
      switch step {
      case let .send(action):
        await store.send(action).finish()
      case let .sendWithoutWaiting(action):
        store.send(action)
      case .effectSends:
        break
      case let .renameUserOutsideActions(name):
        rename(name)
      }
    }
  }
}
