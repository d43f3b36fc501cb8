import ArgumentParser
import Foundation
import LogFormat
import Replay
import TestGeneration

/// `tt-debug test FILE`: a Swift Testing file that replays the session through a test store.
struct TestCommand: ParsableCommand {
  /// The stores the file can be written for.
  enum StoreKind: String, ExpressibleByArgument, CaseIterable {
    /// The Composable Architecture's `TestStore`.
    case tca
    /// The bundled stand-in store's `TestStore` (ComposableStoreTesting).
    case composableStore = "composable-store"
  }

  /// How the test runs the reducer's effects.
  enum EffectsMode: String, ExpressibleByArgument, CaseIterable {
    /// Each effect sends what the log says it sent, at its place.
    case served
    /// The effects run, with the dependencies the reducer expression gives them.
    case live
  }

  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Write a Swift Testing file that replays the session through a TestStore.",
    discussion: """
      Each action the user caused becomes `await store.send(…)` and each action an effect sent \
      `await store.receive(…)`, written as the app's own Swift. By default the test store is \
      non-exhaustive and the file asserts, at each marker and at the last seq, the values that \
      changed; --exhaustive asserts every step's whole state. When the log wrote the state with \
      its Encodable conformance, the starting state and each expected state are read from the \
      log kept next to the test; otherwise (or with --literal-state) the starting state is a \
      Swift literal and each exhaustive step assigns what it changed ($0.query = "swift"). What \
      cannot be written as Swift is said at its line, which then does not compile. By default \
      effects are served from the log: each effect the reducer starts sends the actions the log \
      says it sent, at their places, so the test needs no dependency; an effect the reducer starts \
      or no longer starts unlike the log fails at its step. --effects live runs them. \
      docs/RegressionTests.md walks through it.

      Example:
        tt-debug test session.ttlog --to 33 --name deleteAlertKeepsRow --output Tests/AppTests/DeleteAlertTests.swift
        tt-debug test session.ttlog --store composable-store --reducer 'AppFeature(clock: ImmediateClock())'
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @Option(help: "The test's starting state (default: the log's first).") var from: UInt64?
  @Option(help: "The last state the test reaches (default: the log's last).") var to: UInt64?
  @Option(
    help:
      "Only these steps, as seqs and ranges (3,7,12-15): e.g. the ones a shrink kept. An action an effect sent needs the action that started the effect. Effects are served: each sends the chosen actions the log says it sent."
  )
  var only: String?
  @Option(
    help:
      "The test's name, for its function and its display (default: the function's from the --output file's name, DeleteAlertTests.swift → deleteAlert, else the app's; the display's, the session's note)."
  )
  var name: String?
  @Flag(help: "Assert every step's whole state, as TCA's exhaustive TestStore.") var exhaustive =
    false
  @Option(help: "The store: tca (default) or composable-store.") var store: StoreKind = .tca
  @Option(
    help:
      "served (default): each effect sends what the log says it sent; live: the effects run, with the dependencies --reducer gives."
  )
  var effects: EffectsMode = .served
  @Option(
    help:
      "The Swift expression that builds the reducer (default: the state's type without its module and `.State`, called with no arguments: `AppRootFeature()` for AppRootSample.AppRootFeature.State)."
  )
  var reducer: String?
  @Option(name: .customLong("import"), help: "A module the reducer expression needs (repeatable).")
  var imports: [String] = []
  @Flag(
    help:
      "Write the states as Swift literals even when they could be read from the log (with --exhaustive, each step assigns what it changed)."
  )
  var literalState = false
  @Option(
    help:
      "The Swift expression of the starting state, for states that are not Codable (checked against the log)."
  )
  var initialState: String?
  @Option(
    help:
      "The app's state type with its module, e.g. MyApp.AppFeature.State (default: the log's; needed when its header block is damaged)."
  )
  var stateType: String?
  @Option(help: "The app's action type with its module, e.g. MyApp.AppFeature.Action.")
  var actionType: String?
  @Flag(help: "With --store tca: the app's Action is Equatable, so receive compares whole actions.")
  var equatableActions = false
  @Option(
    help: ArgumentHelp(
      "Seqs of actions to write in this order, each in another's place (an order EffectOrders found; with --store composable-store).",
      valueName: "seqs"),
    transform: OrderArgument.parse)
  var order: [UInt64]?
  @Option(name: [.short, .long], help: "Write the file here instead of standard output.")
  var output: String?
  @Flag(help: "Replace the --output file if it exists.") var force = false

  func validate() throws {
    if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
    if let only, SeqList.seqs(only) == nil {
      throw ValidationError(
        "--only \(only) is not a list of seqs and ranges; write it like 3,7,12-15")
    }
    if only != nil && exhaustive {
      throw ValidationError(
        "--exhaustive asserts every state from the log, which --only leaves out steps of; drop "
          + "--exhaustive")
    }
  }

  func run() throws {
    if let output { try FileOutput.check(output, force: force, suggesting: "SessionTests.swift") }
    let timeline = try CLIError.catching { try Timeline(path: file) }
    let encodable = timeline.header.valueEncoding == "encodable"
    // A test that runs to the log's end says what the log lost after it (a crash, a cut copy).
    let chosen = only.flatMap(SeqList.seqs)
    let end = to ?? chosen?.last ?? timeline.lastSeq
    let lost = end >= timeline.lastSeq ? LostEnd(timeline, after: end)?.text : nil
    var options = TestOptions(
      from: from, to: to, name: name ?? output.flatMap(Self.name(fromOutput:)),
      exhaustive: exhaustive,
      conventions: store == .tca ? .composableArchitecture : .composableStore,
      reducer: reducer,
      logResource: encodable && !literalState ? baseName(file) : nil,
      command: commandLine(), imports: imports, initialState: initialState,
      equatableActions: equatableActions, stateType: stateType, actionType: actionType,
      lostEnd: lost, servesEffects: effects == .served, only: chosen,
      order: order)
    options.displayName = name
    let generator = TestGenerator(timeline: timeline, options: options)
    let text: String
    do {
      text = try generator.file()
    } catch let failure as TestGenerationError {
      let parts = failure.message.split(separator: ";", maxSplits: 1).map(String.init)
      let fix = parts.count > 1 ? parts[1].trimmingLeadingSpaces : "check --from and --to"
      // A log that does not say its types is damaged where the test needs it (exit 3); a range
      // outside the log or over missing states is not in it (exit 4).
      throw failure.code == .untypedLog
        ? CLIError.damaged(parts[0], fix: fix) : CLIError.notInLog(parts[0], fix: fix)
    } catch {
      throw CLIError(error)
    }
    if let output {
      try FileOutput.replace(
        output, with: Array(text.utf8), suggesting: "SessionTests.swift")
      Terminal.write(
        WrittenTestReport(output: output, log: file, text: text, needs: generator.needs).lines
          .joined(separator: "\n"))
    } else {
      Terminal.write(String(text.dropLast()))
    }
    if let lost {
      Terminal.writeFittedError("tt-debug: the test stops at #\(end), where the log does: \(lost)")
    }
  }

  /// The test's name the output file's name gives (`DeleteAlertTests.swift` → `DeleteAlert`, made
  /// an identifier by the generator), so two files written into one test target never declare the
  /// same function; `nil` when nothing is left (`Tests.swift`).
  static func name(fromOutput path: String) -> String? {
    var stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    for suffix in ["Tests", "Test"] where stem.hasSuffix(suffix) {
      stem.removeLast(suffix.count)
      break
    }
    return stem.contains(where: { $0.isLetter }) ? stem : nil
  }

  private func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The command as the file's first comment quotes it, so it can be run again from the same
  /// folder: the log's and --output's paths as given, except that an absolute path is written
  /// relative to the current folder when it is inside it, and as its file name when it is not (the
  /// file does not carry the machine's folders).
  private func commandLine() -> String {
    var words = ["tt-debug", "test", ShellWord.quoted(portablePath(file))]
    if let from { words += ["--from", String(from)] }
    if let to { words += ["--to", String(to)] }
    if let seqs = only.flatMap(SeqList.seqs) { words += ["--only", SeqList.text(seqs)] }
    if let name { words += ["--name", ShellWord.quoted(name)] }
    if exhaustive { words.append("--exhaustive") }
    if store != .tca { words += ["--store", store.rawValue] }
    if effects != .served { words += ["--effects", effects.rawValue] }
    if let reducer { words += ["--reducer", ShellWord.quoted(reducer)] }
    for module in imports { words += ["--import", module] }
    if let initialState { words += ["--initial-state", ShellWord.quoted(initialState)] }
    if literalState { words.append("--literal-state") }
    if equatableActions { words.append("--equatable-actions") }
    if let stateType { words += ["--state-type", ShellWord.quoted(stateType)] }
    if let actionType { words += ["--action-type", ShellWord.quoted(actionType)] }
    if let order { words += ["--order", order.map(String.init).joined(separator: ",")] }
    if let output { words += ["--output", ShellWord.quoted(portablePath(output))] }
    return words.joined(separator: " ")
  }

  /// `path` as the quoted command writes it (see ``commandLine()``).
  private func portablePath(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let here = FileManager.default.currentDirectoryPath
    let folder = here.hasSuffix("/") ? here : here + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : baseName(path)
  }
}

/// `--order`'s value: seqs separated by commas.
enum OrderArgument {
  static func parse(_ text: String) throws -> [UInt64] {
    let seqs = text.split(separator: ",").map { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    guard !seqs.isEmpty, seqs.allSatisfy({ $0 != nil }) else {
      throw ValidationError("--order takes seqs separated by commas, such as 8,7; not '\(text)'")
    }
    return seqs.compactMap { $0 }
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: String {
    String(drop(while: { $0 == " " }))
  }
}
