import ArgumentParser
import JSONTree
import LogFormat
import LogReading
import Replay

/// `tt-debug log FILE`: one aligned line per record.
struct LogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "List the session's actions, one aligned line each, with markers and drops inline.",
    discussion: """
      On a terminal each line fits its width: #seq, time since the session started, the route the \
      action left the user on, the action as a key path shortened from the outside and `← #3` \
      when an effect of action #3 sent it; long listings go through $PAGER (less -RS) unless \
      --no-pager. Piped, lines are laid out for $COLUMNS (else 120) columns with every action \
      whole, so grep finds what a terminal shows; --grep matches the line as shown, `…` standing \
      for any cut, or as the log holds it (mainTab(.history(.rowTapped(id: 2)))). With --effects an action's \
      dependency reads go on a line under it. Markers show as `★ text`, dropped records as `✕`, and seqs lost to \
      damage or a cut as one `✕ #a…#b lost: why` line where they belong; effect lifecycle \
      records only with --effects. --grep keeps \
      lines whose text contains TEXT (case-insensitive); --limit applies after --grep. A --from \
      past the last seq or a --since past the end is an error (exit 4); --to and --until are \
      clamped to the end.

      --follow (-f) prints the log so far (-n N: its last N lines), then each record as the app \
      writes it, with the same filters, until the app closes the log (exit 0) or stops without \
      closing it (exit 3); it waits for a file or a folder's first log, starts over when a new \
      session replaces it, and with --wait goes on to the next session (of a folder, the next \
      launch's log). --diff prints each \
      action's state change under its line.

      Example:
        tt-debug log session.ttlog --from 10 --to 40 --grep detail
        tt-debug log session.ttlog --route HistoryDetail --since 5s --until 9s
        tt-debug log --follow session.ttlog --diff
      """)

  /// As given: `--follow` follows a folder from log to log.
  @Argument(help: "The .ttlog file, or a folder of logs (its newest).") var file: String
  @Option(parsing: .unconditional, help: "First seq to list.") var from: UInt64?
  @Option(parsing: .unconditional, help: "Last seq to list.") var to: UInt64?
  @Option(help: "Keep only lines containing this text (case-insensitive).") var grep: String?
  @Option(help: "Keep only actions whose route contains this text (case-insensitive).")
  var route: String?
  @Flag(help: "Keep only markers.") var markers = false
  @Option(help: "Keep only records from this time into the session on, e.g. 12.5s or 2m5s.")
  var since: SessionTime?
  @Option(help: "Keep only records up to this time into the session, e.g. 30s.")
  var until: SessionTime?
  @Option(parsing: .unconditional, help: "Print at most this many lines.") var limit: Int?
  @Option(
    parsing: .unconditional,
    help:
      "Fit each line to this many columns (default: the terminal's width; piped, $COLUMNS or 120 with every action whole)."
  )
  var width: Int?
  @Flag(help: "Print straight to the terminal instead of through $PAGER (less -RS).")
  var noPager = false
  @Flag(help: "Also list effect started/finished/cancelled/failed records.") var effects = false
  @Flag(help: "Print a JSON array of records instead of text.") var json = false
  @Flag(
    name: [.customShort("f"), .long],
    help: "Keep going: print each record as the app writes it, like tail -f.")
  var follow = false
  @Option(
    name: [.customShort("n"), .customLong("last")], parsing: .unconditional,
    help: "Print only the last N lines of the log so far (with --follow: then every new one).")
  var last: Int?
  @Flag(help: "With --follow: print each action's state change under its line.") var diff = false
  @Flag(help: "With --follow: after the app closes the log, wait for the next session.")
  var wait = false
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more") }
    if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
    if let width, width < FittedLog.minimumWidth {
      throw ValidationError("--width must be \(FittedLog.minimumWidth) or more")
    }
    if let since, let until, since.seconds > until.seconds {
      throw ValidationError("--since is after --until")
    }
    if let last, last < 0 { throw ValidationError("-n must be 0 or more") }
    if follow {
      for (set, name) in [
        (to != nil, "--to"), (until != nil, "--until"), (limit != nil, "--limit"), (json, "--json"),
      ]
      where set {
        throw ValidationError("\(name) does not go with --follow, which lists records as they come")
      }
    } else {
      if diff { throw ValidationError("--diff needs --follow (for one change, use tt-debug diff)") }
      if wait { throw ValidationError("--wait needs --follow") }
    }
  }

  func run() throws {
    if follow { return try runFollowing() }
    let file = LogPath.resolve(file)
    let timeline = try CLIError.catching { try Timeline(path: file) }
    HeaderDamageWarning.write(for: timeline)
    HeaderDamageWarning.writeStructureDamage(for: timeline)
    // A range or time past the end selects nothing: say so (exit 4), as export and show do,
    // rather than print nothing; a --to or --until past the end is clamped.
    _ = try SeqRange.clamped(from: from, to: to, in: timeline)
    let duration = Double(timeline.endWall - timeline.sessionStartWall) / 1000
    if let since, since.seconds > duration {
      throw CLIError.notInLog(
        "--since \(TimeText.offset(since.seconds)) is past the end of the session",
        fix: "pick a time up to \(TimeText.offset(duration))")
    }
    var listing = try LogListing(
      timeline: timeline, from: from, to: to, grep: grep, limit: limit, effects: effects,
      filter: LogFilter(route: route, markersOnly: markers, since: since, until: until))
    if let last { listing.entries = Array(listing.entries.suffix(last)) }
    var hidden = HiddenGaps()
    hidden.warn(listed: listing.gaps, shown: listing.entries, file: file)
    if listing.entries.isEmpty, let filters = filterWords {
      // Nothing printed is not a silent success: say what matched nothing (exit 0, as grep's
      // callers expect no error from an empty listing here).
      Terminal.writeFittedError("tt-debug: no line matches \(filters)")
    }
    if json {
      Terminal.write(JSONValue.array(listing.entries.map(Self.json)).prettyText)
    } else {
      let width = width ?? (Terminal.stdoutIsTerminal ? TerminalSize.columns : nil)
      Pager.write(listing.lines(style: output.style, fitting: width), enabled: !noPager)
    }
    // Not a crash: say how the session ended, as `info` does, when the listing reaches its end.
    if timeline.endedInBackground, (to ?? .max) >= timeline.lastSeq, until == nil,
      LogFile.isBeingWritten(at: file) != true
    {
      Terminal.writeFittedError("tt-debug: the log \(AppPhaseRecord.endedInBackgroundText)")
    }
  }

  /// The filters given, as typed (`--grep 'x' --markers`), or `nil` without any.
  private var filterWords: String? {
    var words: [String] = []
    if let grep { words.append("--grep '\(grep)'") }
    if let route { words.append("--route '\(route)'") }
    if markers { words.append("--markers") }
    if since != nil { words.append("--since") }
    if until != nil { words.append("--until") }
    return words.isEmpty ? nil : words.joined(separator: " ")
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
      object["cause"] = action.cause.json  // the same object the log file holds
      object["route"] = .array(action.route.map(JSONValue.string))
      ReadsText.json(of: action, into: &object)
    case .marker(let marker): object["text"] = .string(marker.text)
    case .appPhase(let change): object["phase"] = .string(change.phase.rawValue)
    case .dropped(let dropped):
      object["count"] = .unsigned(dropped.count)
      object["reason"] = .string(dropped.reason)
    case .effect(let effect):
      object["event"] = .string(effect.event.rawValue)
      if effect.maybeCancelled { object["maybeCancelled"] = .bool(true) }
      object["name"] = .string(effect.name)
      object["action"] = .unsigned(effect.action)
      if let error = effect.error { object["error"] = .string(error) }
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
