import Foundation
import Testing

/// `tt-debug test` checks state values so that the test passes on the build that recorded the log:
/// dates at the log's millisecond precision, TCA's `TextState` by value, redacted values only where
/// the test itself sent their pseudonym (``TodoFixture``).
@Suite struct TestCommandValueTests {
  private func generate(_ options: [String] = []) throws -> String {
    let workspace = try Workspace()
    let log = workspace.directory + "/todo.ttlog"
    try TodoFixture.write(to: log)
    let result = try workspace.run(["test", log] + options)
    #expect(result.exitCode == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test func liveDateIsServedAsReadAndCheckedToTheMillisecond() throws {
    let text = try generate()
    #expect(
      text.contains(
        "RecordedReads([.date(Date(timeIntervalSince1970: 1795623686.1563425))], seq: "))
    #expect(
      text.contains(
        "#expect(loggedMilliseconds(store.state.todos[0].createdAt) == 1795623686156)  "
          + "// 2026-11-25T16:21:26.156Z\n"))
    #expect(!text.contains("createdAt == Date("))
    #expect(text.contains("private func loggedMilliseconds(_ date: Date?) -> Double? {\n"))
    // What the check computes from the date served is what the log wrote.
    let served = TodoFixture.createdAt.timeIntervalSince1970
    #expect((served * 1000).rounded(.down) == 1_795_623_686_156)
  }

  @Test func exhaustiveServesDatesAsTheLogsStatesHoldThem() throws {
    let text = try generate(["--exhaustive"])
    #expect(
      text.contains(
        "RecordedReads([.date(Date(timeIntervalSince1970: 1795623686.156))], seq: "))
    #expect(
      text.contains("(dates to the millisecond, rounded down, as the log's states hold them)"))
    #expect(!text.contains("loggedMilliseconds"))
  }

  @Test func textStateStoredInTheStateIsComparedByValue() throws {
    let text = try generate()
    #expect(text.contains("  #expect(store.state.alert?.title == TextState(\"Delete Milk?\"))\n"))
    #expect(!text.contains("storage"))
    #expect(!text.contains("verbatim"))
  }

  @Test func redactedStateIsCheckedOnlyWhereTheTestSentThePseudonym() throws {
    let text = try generate()
    #expect(
      text.contains(
        "  #expect(store.state.password == \"<redacted:1111111111111111>\")  // redacted in the "
          + "log: the test sends this pseudonym at #3, so the state holds it\n"))
    #expect(
      text.contains(
        "  // Not checked: `store.state.token` — it is redacted in the log "
          + "(<redacted:2222222222222222>), and the value the app held was the secret, never its "
          + "pseudonym.\n"))
    #expect(!text.contains("store.state.token =="))
  }
}
