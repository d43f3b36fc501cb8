import ActionLog
import DebugLinkWire
import Foundation
import JSONTree

extension TimeTravelRoot {
  /// Starts the debug link with this root answering `attach`'s commands: `travel` sets the store,
  /// `resume`, `live` and `load` do what ``resume()``, ``returnToLive()`` and ``load(report:)``
  /// do, and each answer reports the state the store then holds, encoded as the log holds it.
  /// When the link stops while the app stands at a travelled state, the app returns to live.
  ///
  /// ```swift
  /// #if DEBUG
  ///   if let settings = try LinkSettings(
  ///     environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)
  ///   {
  ///     link = root.startLink(settings)
  ///   }
  /// #endif
  /// ```
  ///
  /// - Parameters:
  ///   - settings: Where `attach` listens and its token.
  ///   - stopped: Called once with the reason when the link stops (`nil` for a clean close).
  /// - Returns: The running link.
  public func startLink(
    _ settings: LinkSettings, stopped: @escaping @Sendable (LinkError?) -> Void = { _ in }
  ) -> DebugLink {
    let answer = LinkAnswerer(root: self)
    return DebugLink.start(
      settings, recorder: recorder,
      stopped: { error in
        Task { @MainActor in answer.returnToLive() }
        stopped(error)
      },
      obey: { message in answer.obey(message) })
  }
}

/// Runs `attach`'s commands on the main actor and waits for the answer on the link's thread.
private final class LinkAnswerer<State, Action, StoreObject: AnyObject>: @unchecked Sendable {
  // @unchecked: `root` is touched only on the main actor.
  private weak var root: TimeTravelRoot<State, Action, StoreObject>?

  /// How long the link waits for the main thread before answering that it is busy.
  static var timeout: TimeInterval { 10 }

  init(root: TimeTravelRoot<State, Action, StoreObject>) {
    self.root = root
  }

  @MainActor func returnToLive() {
    root?.returnToLive()
  }

  /// Called on the link's command thread.
  func obey(_ message: LinkMessage) -> LinkMessage? {
    let reply = ReplySlot()
    Task { @MainActor in
      guard let root = self.root else {
        reply.set(.unable(reason: "the app's time-travel root is gone"))
        return
      }
      do throws(LinkError) {
        let seq = try Self.perform(message, on: root)
        guard let seq else { return reply.set(nil) }
        // The recorder encodes the state as it encodes the log's, behind what it is writing.
        let queued = root.recorder.probe(root.state) { tree in
          reply.set(.at(seq: seq, state: tree.jsonText))
        }
        if !queued { reply.set(.at(seq: seq, state: "")) }
      } catch {
        reply.set(.unable(reason: error.message))
      }
    }
    return reply.wait(seconds: Self.timeout)
      ?? .unable(reason: "the app's main thread did not answer within \(Int(Self.timeout)) s")
  }

  /// Does one command; the seq the store then stands at, or `nil` when there is none to report.
  @MainActor
  private static func perform(
    _ message: LinkMessage, on root: TimeTravelRoot<State, Action, StoreObject>
  ) throws(LinkError) -> UInt64? {
    switch message {
    case .travel(let seq, let text):
      var json: JSONValue?
      if let text {
        do {
          json = try JSONValue(parsing: text)
        } catch {
          throw LinkError(.cannotTravel, "the state attach sent for #\(seq) is not JSON: \(error)")
        }
      }
      try root.travel(to: seq, json: json)
      return seq
    case .resume: return try root.resume()
    case .live: return root.returnToLive()
    case .load(let name):
      root.load(report: name)
      return nil
    default:
      return nil
    }
  }
}

/// One answer, set once on the main actor and waited for on the link's thread.
private final class ReplySlot: @unchecked Sendable {
  // @unchecked: `value` is touched under `condition`.
  private let condition = NSCondition()
  private var value: LinkMessage?
  private var isSet = false

  func set(_ message: LinkMessage?) {
    condition.lock()
    if !isSet {
      value = message
      isSet = true
      condition.broadcast()
    }
    condition.unlock()
  }

  func wait(seconds: TimeInterval) -> LinkMessage?? {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !isSet {
      if !condition.wait(until: deadline) { return nil }
    }
    return .some(value)
  }
}
