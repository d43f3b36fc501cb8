import Foundation
import Testing

/// How `tt-debug log --effects` shows a `finished` effect record whose store could not tell a
/// finished run from one cancelled by id (`"maybeCancelled":true`, as the TCA glue writes).
@Suite struct EffectEndTests {
  static let ended = "⚙ effect ended (finished or cancelled by id) run @ HistoryDetail.swift:40"

  @Test func theListingSaysTheEndIsNotKnown() throws {
    let workspace = try Workspace(endMaybeCancelled: true)
    let result = try workspace.run(["log", workspace.log, "--effects"])
    #expect(result.exitCode == 0 && result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let effects = lines.filter { $0.contains("⚙ effect") }
    #expect(effects.count == 2)
    #expect(effects.first?.contains("⚙ effect started run @ HistoryDetail.swift:40") == true)
    #expect(effects.last?.hasPrefix("#3  +2.000s  \(Self.ended)") == true)
    #expect(effects.last?.hasSuffix("← started by #2") == true)
    #expect(!result.stdout.contains("effect finished"))
  }

  @Test func theFittedLineFitsAndKeepsTheEvent() throws {
    let workspace = try Workspace(endMaybeCancelled: true)
    let result = try workspace.run(["log", workspace.log, "--effects", "--width", "80"])
    let effects = result.stdout.split(separator: "\n").filter { $0.contains("⚙ effect") }
    #expect(effects.count == 2)
    for line in effects { #expect(line.count <= 80, "\(line.count) columns: \(line)") }
    #expect(effects.last?.contains("⚙ effect ended (finished or cancelled by id)") == true)
  }

  @Test func theJSONListingCarriesTheFlagOnlyWhereSet() throws {
    let workspace = try Workspace(endMaybeCancelled: true)
    let result = try workspace.run(["log", workspace.log, "--effects", "--json"])
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let effects = records.filter { $0["kind"] as? String == "effect" }
    #expect(effects.map { $0["event"] as? String } == ["started", "finished"])
    #expect(effects.map { $0["maybeCancelled"] as? Bool } == [nil, true])
  }

  @Test func theJSONListingCarriesAFailedEffectsErrorAsTheTextListingDoes() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("tt-effect-error-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: state) }
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/bookshelf.ttlog").path
    let result = try CLIRunner.run(["log", log, "--effects", "--json"], stateHome: state)
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let failed = records.filter {
      $0["kind"] as? String == "effect" && $0["event"] as? String == "failed"
    }
    #expect(!failed.isEmpty)
    #expect(failed.allSatisfy { ($0["error"] as? String)?.isEmpty == false })
    let text = try CLIRunner.run(["log", log, "--effects"], stateHome: state)
    for error in failed.compactMap({ $0["error"] as? String }) {
      #expect(text.stdout.contains(error), "\(error)")
    }
  }

  @Test func anExactFinishIsShownAsBefore() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["log", workspace.log, "--effects", "--json"])
    #expect(!result.stdout.contains("maybeCancelled"))
    let listing = try workspace.run(["log", workspace.log, "--effects"])
    #expect(listing.stdout.contains("⚙ effect finished run @ HistoryDetail.swift:40"))
    #expect(!listing.stdout.contains("ended"))
  }
}
