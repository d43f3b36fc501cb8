import ArgumentParser
import JSONTree
import LogFormat
import Replay

/// `tt-debug export FILE`: every state in full, for other tools.
struct ExportCommand: ParsableCommand {
  /// The output shapes.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// One JSON object per line.
    case ndjson
    /// One JSON array.
    case json
  }

  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Print the full state after every action as JSON, for other tools.",
    discussion: """
      One object per state: {"seq":…,"summary":…,"state":…}; summary is null for the initial \
      state and for shared-state changes made outside any action. ndjson (default) prints one \
      object per line; json prints one array. A log with gaps exports every state it can rebuild \
      and names each gap on stderr; it exits 3 when records were lost to damage or a cut (not \
      for dropped records, nor for the gaps a recovered copy records).

      Example:
        tt-debug export session.ttlog --from 10 --to 20 > states.ndjson
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @Option(help: "First seq to export.") var from: UInt64?
  @Option(help: "Last seq to export.") var to: UInt64?
  @Option(help: "ndjson (one object per line) or json (one array).") var format: Format = .ndjson
  // Export prints JSON only, which is never coloured; the option is accepted so every command
  // takes `--color` as docs/CLI.md says.
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
  }

  func run() throws {
    let timeline = try CLIError.catching { try Timeline(path: file) }
    let range = try SeqRange.clamped(from: from, to: to, in: timeline)
    let (first, last) = (range.lowerBound, range.upperBound)
    let entries = try CLIError.catching { try timeline.entries(from: first, to: last) }
    var objects: [JSONValue] = []
    var lines: [String] = []
    var exported = Set<UInt64>()
    var failures = StateFailures()
    for entry in entries {
      // Every state the log can rebuild: those records make, and the keyframe-only state at the
      // start of the range or just after a gap.
      let isKeyframe: Bool
      if case .keyframe = entry.record { isKeyframe = true } else { isKeyframe = false }
      guard entry.record.makesState || isKeyframe, exported.insert(entry.seq).inserted else {
        continue
      }
      let state: JSONValue
      do {
        state = try timeline.state(at: entry.seq)
      } catch {
        // A state in a gap is named once, by the gap's line.
        if timeline.gap(containing: entry.seq) == nil {
          failures.add(seq: entry.seq, CLIError(error).what)
        }
        continue
      }
      failures.succeeded()
      var summary = JSONValue.null
      if case .action(let action) = entry.record { summary = .string(action.summary) }
      let object: JSONObject = ["seq": .unsigned(entry.seq), "summary": summary, "state": state]
      if format == .ndjson {
        lines.append(JSONValue.object(object).jsonText)
        if lines.count >= 1024 {
          lines.writeLines()
          lines.removeAll(keepingCapacity: true)
        }
      } else {
        objects.append(.object(object))
      }
    }
    lines.writeLines()
    if format == .json { Terminal.write(JSONValue.array(objects).jsonText) }
    try Self.reportGaps(in: timeline, from: first, to: last, failures: failures)
  }

  /// Names each gap in the range on stderr and exits 3 when there is one: the states written are
  /// every state the log can rebuild, and a script must not take them for the whole session.
  static func reportGaps(
    in timeline: Timeline, from: UInt64, to: UInt64, failures: StateFailures
  ) throws(CLIError) {
    let gaps = timeline.gaps(from: from, to: to)
    for gap in gaps { Terminal.writeFittedError("tt-debug: gap \(gap)") }
    for line in failures.lines { Terminal.writeFittedError("tt-debug: \(line)") }
    // Dropped records and gaps a recovered copy records are part of a clean log: said, exit 0.
    let damage = gaps.filter { $0.cause == .damaged || $0.cause == .cutOff }
    guard !damage.isEmpty || !failures.isEmpty else { return }
    var lost: [String] = []
    if !damage.isEmpty { lost.append("\(Plural.count(damage.count, "gap")) of lost records") }
    if !failures.isEmpty {
      lost.append("\(Plural.count(failures.stateCount, "state")) that cannot be rebuilt")
    }
    throw CLIError.damaged(
      "exported every state the log can rebuild, which leaves out "
        + lost.joined(separator: " and "),
      fix: "see `tt-debug verify FILE`")
  }
}
