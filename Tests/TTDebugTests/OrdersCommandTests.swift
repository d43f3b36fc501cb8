import CustomDump
import Foundation
import Testing

/// `tt-debug orders` on the sample logs: the race sample's overlapping searches and their orders,
/// and a log whose effects never overlapped.
@Suite struct OrdersCommandTests {
  private static func log(_ name: String) -> String {
    CLIRunner.packageRoot.appendingPathComponent("samples/logs/\(name).ttlog").path
  }

  @Test func listsTheOverlappingSearchesAndTheirOrders() throws {
    let result = try CLIRunner.run(
      ["orders", Self.log("race")], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 0, "\(result.stderr)")
    expectNoDifference(
      result.stdout,
      """
      overlap 1, #2…#4: #1's search (answers #3), #2's search (answers #4): 3 orders
      overlap 2, #6…#8: #5's search (answers #7), #6's search (answers #8): 3 orders
      9 orders in all, the log's included; replay them through the reducer with EffectOrders in a test

      """)
  }

  /// Given a folder, it names the log it read: the folder's newest.
  @Test func aFolderNamesItsNewestLog() throws {
    let workspace = try Workspace()
    let folder = workspace.directory + "/logs"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.log("race"), toPath: folder + "/session-000001.ttlog")
    let result = try workspace.run(["orders", folder])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("file  $DIR/logs/session-000001.ttlog\noverlap 1, "))
  }

  @Test func saysWhenNoEffectsOverlapped() throws {
    let result = try CLIRunner.run(
      ["orders", Self.log("sign-up")], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "no effects that answered were in flight at once: the log's order is the only one\n")
  }
}
