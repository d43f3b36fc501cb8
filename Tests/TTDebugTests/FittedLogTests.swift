import Foundation
import Testing

/// `tt-debug log` laid out for a terminal, on every sample log at 80 and 120 columns.
@Suite struct FittedLogTests {
  static let samples = ["app-root", "sign-up", "split-view", "tab-stack"]
  static let widths = [80, 120]

  static func sample(_ name: String) -> String {
    CLIRunner.packageRoot.appendingPathComponent("samples/logs/\(name).ttlog").path
  }

  @Test(arguments: samples, widths)
  func everyLineFitsAndShowsItsRoute(sample: String, width: Int) throws {
    let workspace = try Workspace()
    let log = Self.sample(sample)
    let fitted = try workspace.run(["log", log, "--width", "\(width)"])
    #expect(fitted.exitCode == 0)
    #expect(fitted.stderr == "")
    let lines = fitted.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for line in lines {
      #expect(line.count <= width, "\(line.count) columns: \(line)")
    }
    // The JSON listing has the same records in the same order, with each action's full route.
    let json = try workspace.run(["log", log, "--json"])
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(records.count == lines.count)
    for (record, line) in zip(records, lines) where record["kind"] as? String == "action" {
      let screen = try #require((record["route"] as? [String])?.last)
      #expect(line.contains(screen.prefix(12)), "route \(screen) missing: \(line)")
    }
    try Snapshot.expect(fitted.stdout, named: "log-\(sample)-\(width)")
  }

  @Test func pipedOutputKeepsTheWholeAction() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["log", Self.sample("app-root"), "--grep", "Rent (June)\")"])
    #expect(
      result.stdout.contains(
        "mainTab.history.path[0].detail.destination.edit.titleChanged(\"Rent (June)\")\n"))
  }

  @Test func filtersKeepRouteMarkersAndTimeRanges() throws {
    let workspace = try Workspace()
    let log = Self.sample("app-root")
    let markers = try workspace.run(["log", log, "--markers", "--since", "8s", "--until", "12"])
    #expect(
      markers.stdout == """
        #32  +8.250s   ★ delete alert shown for transaction 4
        #41  +10.750s  ★ logging out

        """)
    let route = try workspace.run(["log", log, "--route", "edittransaction", "--json"])
    let seqs = try #require(
      try JSONSerialization.jsonObject(with: Data(route.stdout.utf8)) as? [[String: Any]]
    ).compactMap { $0["seq"] as? Int }
    #expect(seqs == [21, 22, 23, 26])
    let late = try workspace.run(["log", log, "--since", "1m"])
    #expect(late.stdout == "")
    #expect(late.exitCode == 4)
    let bad = try workspace.run(["log", log, "--since", "soon"])
    #expect(bad.exitCode == 64)
    #expect(bad.stderr.hasPrefix("tt-debug: "))
  }

  @Test func aShortenedRouteKeepsItsMarker() throws {
    // At 80 columns even the last screen of #28's route does not fit its column: it is cut on the
    // right, after the `… › ` that says screens before it were left out.
    let workspace = try Workspace()
    let fitted = try workspace.run(["log", Self.sample("app-root"), "--width", "80"])
    let line = try #require(fitted.stdout.split(separator: "\n").first { $0.hasPrefix("#28 ") })
    #expect(line.hasPrefix("#28  +7.000s   … › alert: Delete Rent"), "\(line)")
  }

  @Test func aNarrowWidthIsABadArgument() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["log", workspace.log, "--width", "10"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("--width must be 40 or more"))
  }
}
