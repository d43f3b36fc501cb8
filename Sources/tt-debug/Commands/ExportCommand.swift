import ArgumentParser
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
      object per line; json prints one array.

      Example:
        tt-debug export session.ttlog --from 10 --to 20 > states.ndjson
      """)

  @Argument(help: "The .ttlog file.") var file: String
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
    let first = max(from ?? timeline.firstSeq, timeline.firstSeq)
    let last = min(to ?? timeline.lastSeq, timeline.lastSeq)
    guard first <= last else {
      throw CLIError.notInLog(
        "no states in \(from ?? first)…\(to ?? last)",
        fix: "pick seqs in \(timeline.firstSeq)…\(timeline.lastSeq)")
    }
    let entries = try CLIError.catching { try timeline.entries(from: first, to: last) }
    var objects: [JSONValue] = []
    var lines: [String] = []
    var exported = Set<UInt64>()
    for entry in entries {
      let isStart: Bool
      if case .keyframe = entry.record { isStart = entry.seq == first } else { isStart = false }
      guard entry.record.makesState || isStart, exported.insert(entry.seq).inserted else {
        continue
      }
      let state = try CLIError.catching { try timeline.state(at: entry.seq) }
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
  }
}
