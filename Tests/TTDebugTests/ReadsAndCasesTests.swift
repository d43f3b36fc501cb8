import Foundation
import Testing

/// What an action read from dependencies is shown where people look at what a step did, and a
/// payload-less enum case reads as `.name` in text (``TodoFixture``: #1 read the date; its alert's
/// buttons hold `{"destructive":{}}` and `{"confirmDelete":{}}`).
@Suite struct ReadsAndCasesTests {
  static let read = "reads  date 2026-11-25T16:21:26.156Z"

  /// The date read at #1, as JSON numbers come back from `JSONSerialization`.
  static func isCreatedAt(_ seconds: Double?) -> Bool {
    guard let seconds else { return false }
    return abs(seconds - TodoFixture.createdAt.timeIntervalSince1970) < 0.000_001
  }

  private func todo() throws -> (Workspace, String) {
    let workspace = try Workspace()
    let log = workspace.directory + "/todo.ttlog"
    try TodoFixture.write(to: log)
    return (workspace, log)
  }

  @Test func textOutputsShowTheReads() throws {
    let (workspace, log) = try todo()
    for command in [["show", log, "1"], ["jump", log, "1"], ["diff", log, "1"]] {
      let result = try workspace.run(command + ["--color", "never"])
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.split(separator: "\n").contains { $0 == Self.read }, "\(command)")
    }
    // A diff of several steps is not one action's: no reads.
    let span = try workspace.run(["diff", log, "0", "2"])
    #expect(!span.stdout.contains("reads"))
    let effects = try workspace.run(["log", log, "--effects"])
    let lines = effects.stdout.split(separator: "\n").map(String.init)
    let row = try #require(lines.firstIndex { $0.hasPrefix("#1 ") })
    #expect(lines[row + 1].trimmingCharacters(in: .whitespaces) == Self.read)
    let plain = try workspace.run(["log", log])
    #expect(!plain.stdout.contains("reads"))
  }

  @Test func jsonOutputsHoldTheReadsAsTheLogDoes() throws {
    let (workspace, log) = try todo()
    for command in [["show", log, "1", "--json"], ["diff", log, "1", "--json"]] {
      let result = try workspace.run(command)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let reads = try #require(object["reads"] as? [[String: Double]], "\(command)")
      #expect(reads.count == 1 && Self.isCreatedAt(reads[0]["date"]))
    }
    let listing = try workspace.run(["log", log, "--json"])
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
    let reads = records.first { $0["seq"] as? Int == 1 }?["reads"] as? [[String: Double]]
    #expect(reads?.count == 1 && Self.isCreatedAt(reads?[0]["date"]))
    #expect(records.first { $0["seq"] as? Int == 2 }?["reads"] == nil)
  }

  @Test func aPayloadlessCaseReadsAsItsName() throws {
    let (workspace, log) = try todo()
    let show = try workspace.run(["show", log, "2", "/alert/buttons/0", "--color", "never"])
    #expect(show.stdout.contains("\"role\": .destructive"), "\(show.stdout)")
    #expect(show.stdout.contains("\"send\": .confirmDelete"), "\(show.stdout)")
    #expect(!show.stdout.contains("{}"))
    let diff = try workspace.run(["diff", log, "2", "--color", "never"])
    #expect(diff.stdout.contains(".confirmDelete"), "\(diff.stdout)")
    #expect(!diff.stdout.contains("{}"))
    // JSON keeps what the log holds.
    let json = try workspace.run(["show", log, "2", "/alert/buttons/0/role", "--json"])
    #expect(
      json.stdout.contains("\"destructive\": {}") || json.stdout.contains("\"destructive\":{}"))
  }
}
