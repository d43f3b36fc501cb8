import Foundation
import Testing

/// `nav-samples record` never replaces a file silently: it refuses without `--force`.
@Suite struct RecordOverwriteTests {
  @Test func recordingOverAnExistingFileNeedsForce() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-samples-existing-\(UUID().uuidString).ttlog").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let kept = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("sign-up")))
    try kept.write(to: URL(fileURLWithPath: path))
    let refused = try CommittedLogs.runNavSamples(["record", "tab-stack", "--output", path])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "nav-samples: \(path) already exists; pass --force to replace it, or choose another "
        + "--output\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == kept)
    let forced = try CommittedLogs.runNavSamples([
      "record", "tab-stack", "--output", path, "--force",
    ])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path))
        == Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("tab-stack"))))
  }
}
