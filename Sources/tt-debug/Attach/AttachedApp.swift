import DebugLinkWire
import Foundation
import JSONTree
import Replay

/// The app `attach` drives: moves its store to a state of the log on screen and says what the
/// store then holds, checked against the log.
final class AttachedApp {
  let connection: AppConnection
  /// The run's session, while a bug report's log is loaded: the navigator and live log to
  /// return to.
  var runSession: (navigator: Navigator, live: LiveLog?)?
  /// Whether the app's gone was said.
  var saidGone = false
  /// Where the app stands, for the live page.
  var position = LivePage.AppPosition(mode: "live", seq: nil, text: "app: live")

  init(connection: AppConnection) {
    self.connection = connection
  }

  /// Asks the app to send everything it recorded, and waits until it did (so the mirror holds
  /// the newest state before a command runs). Quietly does nothing once the app is gone.
  func sync() {
    guard connection.endReason == nil else { return }
    _ = try? connection.request(.sync, timeout: 5)
  }

  /// Moves the app's store to `seq` of `timeline` and returns the line saying where it stands.
  ///
  /// - Parameters:
  ///   - seq: The seq.
  ///   - timeline: The log on screen (this run's, or a loaded report).
  ///   - style: Dims the line.
  func travel(to seq: UInt64, in timeline: Timeline, style: Style) throws(CLIError) -> String {
    let logState = try? timeline.state(at: seq)
    // A Codable state travels as the log holds it; a reflected one is rebuilt by the app.
    let sendsState = timeline.header.valueEncoding == "encodable"
    let answer = try connection.request(
      .travel(seq: seq, state: sendsState ? logState?.jsonText : nil))
    let line = try Self.describe(answer, expected: logState, style: style)
    if case .at(let at, _) = answer {
      position = LivePage.AppPosition(
        mode: runSession == nil ? "travelling" : "report", seq: at, text: Style.plain(line))
    }
    return line
  }

  /// The line for an answer: where the store stands and whether its state is the log's.
  static func describe(_ answer: LinkMessage, expected: JSONValue?, style: Style) throws(CLIError)
    -> String
  {
    switch answer {
    case .at(let seq, let text):
      guard let expected else { return style.dim("app: at #\(seq)") }
      guard let held = try? JSONValue(parsing: text) else {
        return style.dim("app: at #\(seq) (its recorder could not report the state)")
      }
      // A state rebuilt from the log holds new shared boxes, which the app's recorder numbers anew.
      let (log, app) = (SharedNumbering.renumbered(expected), SharedNumbering.renumbered(held))
      if log == app { return style.dim("app: at #\(seq), its state is the log's") }
      let changes = JSONPatch.diff(from: log, to: app)
      let first = changes.first.map { " (first at \($0.path))" } ?? ""
      return style.removed(
        "app: at #\(seq), but its state differs from the log in \(changes.count) "
          + "place\(changes.count == 1 ? "" : "s")\(first)")
    case .unable(let reason):
      throw .usage(
        "the app cannot do that: \(reason)", fix: "the log's view moved; the app did not")
    case .synced:
      return style.dim("app: done")
    default:
      throw .damaged("the app answered \(answer)", fix: "are both sides the same tt-debug version?")
    }
  }
}
