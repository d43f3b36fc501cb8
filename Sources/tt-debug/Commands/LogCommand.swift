import ActionLog
import ArgumentParser
import Replay

/// `tt-debug log FILE`: one aligned line per record.
struct LogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "List the session's actions, one aligned line each, with markers and drops inline.",
    discussion: """
      Columns: #seq, time since the session started, the action, its cause (`← effect of #3` when \
      an effect sent it) and the route breadcrumb the action left the user on. Markers show as \
      `★ text`, dropped records as `✕`, and seqs lost to damage or a cut as one `✕ #a…#b lost: why` \
      line where they belong; effect lifecycle records only with --effects. --grep keeps \
      lines whose text contains TEXT (case-insensitive); --limit applies after --grep.

      Example:
        tt-debug log session.ttlog --from 10 --to 40 --grep detail
      """)

  @Argument(help: "The .ttlog file.") var file: String
  @Option(help: "First seq to list.") var from: UInt64?
  @Option(help: "Last seq to list.") var to: UInt64?
  @Option(help: "Keep only lines containing this text (case-insensitive).") var grep: String?
  @Option(help: "Print at most this many lines.") var limit: Int?
  @Flag(help: "Also list effect started/finished/cancelled/failed records.") var effects = false
  @Flag(help: "Print a JSON array of records instead of text.") var json = false
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more") }
    if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
  }

  func run() throws {
    let timeline = try CLIError.catching { try Timeline(path: file) }
    let listing = try LogListing(
      timeline: timeline, from: from, to: to, grep: grep, limit: limit, effects: effects)
    if json {
      Terminal.write(JSONValue.array(listing.entries.map(Self.json)).prettyText)
    } else {
      listing.lines(style: output.style).writeLines()
    }
  }

  /// One listed record for scripts: seq, kind, time and the record's own fields.
  static func json(_ entry: TimelineEntry) -> JSONValue {
    var object: JSONObject = [
      "seq": .unsigned(entry.seq), "kind": .string(entry.record.kind),
      "time": .double(entry.timeOffset),
    ]
    switch entry.record {
    case .action(let action):
      object["summary"] = .string(action.summary)
      object["cause"] = .string(action.cause.description)
      object["route"] = .array(action.route.map(JSONValue.string))
    case .marker(let marker): object["text"] = .string(marker.text)
    case .dropped(let dropped):
      object["count"] = .unsigned(dropped.count)
      object["reason"] = .string(dropped.reason)
    case .effect(let effect):
      object["event"] = .string(effect.event.rawValue)
      object["name"] = .string(effect.name)
      object["action"] = .unsigned(effect.action)
    case .outOfBand(let change): object["shared"] = .array(change.shared.map(JSONValue.unsigned))
    case .gap(let gap):
      object["first"] = .unsigned(gap.first)
      object["last"] = gap.last.map(JSONValue.unsigned) ?? .null
      object["reason"] = .string(gap.reason)
    default: break
    }
    return .object(object)
  }
}
