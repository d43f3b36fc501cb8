import ActionLog
@_spi(Internals) import ComposableArchitecture
import ComposableArchitectureLink
import DebugLink
import DebugLinkWire
import Foundation

extension AppRootSession {
  /// Plays the script on a root store held by a ``DebugLink/TimeTravelRoot``, with the debug link
  /// to `tt-debug attach` started first, then stays, obeying attach, until attach closes the link.
  ///
  /// - Parameters:
  ///   - path: The `.ttlog` file to write (replaced if present).
  ///   - settings: Where `attach` listens and its token.
  /// - Returns: The number of actions recorded and why the link stopped (`nil`: a clean close).
  /// - Throws: `LogError` when the file cannot be created.
  @MainActor
  public static func recordLinked(to path: String, settings: LinkSettings) async throws
    -> (actions: UInt64, linkError: LinkError?)
  {
    let recorder = try Recorder(path: path, options: recordingOptions)
    defer { recorder.close() }
    let stopped = AsyncStream<LinkError?>.makeStream()
    var link: DebugLink?
    let root = await playedRoot(recordingTo: recorder) { root in
      link = root.startLink(settings) { error in
        stopped.continuation.yield(error)
        stopped.continuation.finish()
      }
    }
    defer { link?.stop() }
    let actions = root.newestSeq
    FileHandle.standardOutput.write(
      Data("app-root-tca: \(actions) actions recorded to \(path); attach drives the app now\n".utf8)
    )
    var linkError: LinkError?
    for await error in stopped.stream {
      linkError = error
      break
    }
    return (actions, linkError)
  }

  /// The script played on a root store held by a time-travel root recording to `recorder`, with
  /// the script's dependencies, as ``record(to:options:)`` plays it on a plain store.
  ///
  /// - Parameters:
  ///   - recorder: Where the root's stores record; flushed, left open.
  ///   - ready: Called with the root before the script starts (to start the link).
  /// - Returns: The root, its store at the script's end.
  @MainActor
  static func playedRoot(
    recordingTo recorder: Recorder,
    ready: (TimeTravelRoot<AppFeature.State, AppFeature.Action, StoreOf<AppFeature>>) -> Void = {
      _ in
    }
  ) async -> TimeTravelRoot<AppFeature.State, AppFeature.Action, StoreOf<AppFeature>> {
    let dependencies = freshDependencies()
    let initialState = withDependencies(dependencies) {
      AppFeature.State.intro(IntroFeature.State())
    }
    let root = TimeTravelRoot(initialState: initialState, recorder: recorder) {
      AppFeature.body
    } withDependencies: {
      dependencies(&$0)
    }
    ready(root)
    await withMainSerialExecutor {
      await play(root.store) { name in
        withDependencies(dependencies) {
          @Shared(.inMemory("user")) var user = UserProfile(name: "")
          $user.withLock { $0.name = name }
        }
      }
    }
    recorder.flush()
    return root
  }
}
