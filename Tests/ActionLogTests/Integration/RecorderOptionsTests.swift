import ActionLog
import Foundation
import Testing
import ToolSupport

/// What an app names to record lives in ActionLog: a file URL, the app and build, and what is
/// redacted.
@Suite struct RecorderOptionsTests {
  @Test func aRecorderWritesToAFileURLWithTheAppAndBuildInItsHeader() throws {
    let path = TestPaths.log(#function)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options(app: "Groceries", build: "2.3 (41)")
    options.redactedKeys += ["email"]
    options.redactedPaths = ["/profile/*/phone"]
    let recorder = try Recorder(url: URL(fileURLWithPath: path), options: options)
    #expect(recorder.path == path)
    StoreRecording(recorder).record(action: "started", state: ["email": "ada@example.com"])
    recorder.close()
    let header = try RecordedLog(path: path).header
    #expect(header.session.app == "Groceries")
    #expect(header.session.build == "2.3 (41)")
    #expect(options.redactedKeys == Recorder.Options.defaultRedactedKeys + ["email"])
    #expect(header.redaction.jsonText.contains("\"email\""))
    #expect(header.redaction.jsonText.contains("/profile/*/phone"))
  }

  @Test func aURLThatIsNotAFileIsRefused() throws {
    let url = try #require(URL(string: "https://example.com/session.ttlog"))
    #expect(throws: (any Error).self) { try Recorder(url: url) }
  }
}
