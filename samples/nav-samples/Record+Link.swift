import ActionLog
import ComposableStore
import ComposableStoreLink
import DebugLink
import DebugLinkWire
import Foundation
import LogFormat
import SampleSupport

extension NavSamples.Record {
  /// Plays the scripted session on a store held by a ``TimeTravelRoot`` with the debug link to
  /// `tt-debug attach`, then stays, obeying attach, until attach closes the link.
  @MainActor
  static func recordLinked<Sample: NavigationSample>(
    _ sample: Sample.Type, to path: String, settings: LinkSettings, pace: Duration?
  ) async throws -> (actions: UInt64, error: LogError?) {
    var options = sample.recordingOptions
    // A paced session is stamped with the wall clock, as `record --pace` stamps it.
    if pace != nil { options.clock = .system }
    let recorder = try Recorder(path: path, options: options)
    var environment = SampleEnvironment()
    environment.mark = { recorder.mark($0) }
    let root = TimeTravelRoot(
      initialState: sample.initialState(environment), recorder: recorder
    ) { [environment] in PacedReducer(sample.makeFeature(environment), pace: pace) }
    let stopped = LinkStopped()
    let link = root.startLink(settings) { error in stopped.signal(error) }
    await sample.play(root.store, environment)
    recorder.flush()
    let actions = recorder.currentSeq
    // Unbuffered, so a parent process reading this line sees it now.
    FileHandle.standardOutput.write(
      Data(
        "\(sample.name): \(actions) actions recorded to \(path); attach drives the app now\n".utf8))
    if let error = await stopped.wait() {
      printError("nav-samples: the link stopped: \(error.message)")
    }
    link.stop()
    recorder.close()
    return (actions, recorder.lastError)
  }
}

/// The link's end, awaited by the sample once its session is played.
private final class LinkStopped: @unchecked Sendable {
  // @unchecked: fields are touched under `lock`.
  private let lock = NSLock()
  private var outcome: LinkError??
  private var waiter: CheckedContinuation<LinkError?, Never>?

  func signal(_ error: LinkError?) {
    lock.lock()
    let waiting = waiter
    waiter = nil
    if waiting == nil { outcome = .some(error) }
    lock.unlock()
    waiting?.resume(returning: error)
  }

  func wait() async -> LinkError? {
    await withCheckedContinuation { continuation in
      lock.lock()
      if let outcome {
        lock.unlock()
        continuation.resume(returning: outcome)
      } else {
        waiter = continuation
        lock.unlock()
      }
    }
  }
}
