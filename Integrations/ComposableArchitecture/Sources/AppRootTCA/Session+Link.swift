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
    let dependencies = freshDependencies()
    let initialState = withDependencies(dependencies) {
      AppFeature.State.intro(IntroFeature.State())
    }
    let root = TimeTravelRoot(initialState: initialState, recorder: recorder) {
      AppFeature.body
    } withDependencies: {
      dependencies(&$0)
    }
    let stopped = AsyncStream<LinkError?>.makeStream()
    let link = root.startLink(settings) { error in
      stopped.continuation.yield(error)
      stopped.continuation.finish()
    }
    defer { link.stop() }
    await withMainSerialExecutor {
      await play(root.store) { name in
        withDependencies(dependencies) {
          @Shared(.inMemory("user")) var user = UserProfile(name: "")
          $user.withLock { $0.name = name }
        }
      }
    }
    recorder.flush()
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
}
