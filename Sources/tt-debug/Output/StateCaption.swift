import LogFormat
import Replay

/// What made a state: the action's summary, its cause and the route it left the user on.
struct StateCaption {
  /// The action summary, or a description of a non-action state.
  var summary: String
  /// The full cause, e.g. `← effect of #3 (run @ Feature.swift:12)`; empty for external actions.
  var cause: String
  /// The route as a breadcrumb; empty when the record has none.
  var route: String
  /// The route as its screens.
  var screens: [String]
  /// Where the action came from; `nil` for a state no action made.
  var origin: ActionCause?
  /// The action that made the state; `nil` for a state no action made.
  var action: ActionRecord?

  /// What the action read from dependencies (`uuid 5F…, date 2026-…`); `nil` when nothing.
  var reads: String? { action.flatMap { ReadsText.line($0.reads) } }

  /// The caption of the record that made a state.
  ///
  /// - Parameters:
  ///   - entry: The record that made the state (an action, an out-of-band change or a keyframe).
  ///   - firstSeq: The log's first seq, whose keyframe is the initial state.
  init(_ entry: TimelineEntry, firstSeq: UInt64) {
    switch entry.record {
    case .action(let action):
      self.init(
        summary: action.summary,
        cause: action.cause == .external ? "" : action.cause.description, screens: action.route)
      origin = action.cause
      self.action = action
    case .outOfBand(let change) where change.shared.isEmpty:
      self.init(summary: "⟲ state set by time travel")
    case .outOfBand:
      self.init(summary: "⟳ shared state changed outside any action")
    case .keyframe where entry.seq == firstSeq:
      self.init(summary: "(initial state)")
    case .keyframe:
      self.init(summary: "(state from a keyframe: the record that made it is lost)")
    default:
      self.init(summary: "(\(entry.record.kind) record)")
    }
  }

  private init(summary: String, cause: String = "", screens: [String] = []) {
    self.summary = summary
    self.cause = cause
    self.screens = screens
    route = screens.joined(separator: " › ")
  }
}
