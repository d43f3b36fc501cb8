import Foundation
import Testing

/// How a TCA test written by `tt-debug test` matches the actions effects send: by case key path,
/// as TCA users write it, comparing a scalar payload with `--exhaustive`.
@Suite struct TestCommandReceiveTests {
  private static let appRoot = CLIRunner.packageRoot.appendingPathComponent(
    "samples/logs/app-root.ttlog"
  ).path

  private static func test(_ arguments: [String]) throws -> String {
    let result = try CLIRunner.run(
      ["test", appRoot, "--from", "30", "--to", "45"] + arguments,
      stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test func receivedActionsAreMatchedByCaseKeyPath() throws {
    let file = try Self.test([])
    #expect(
      file.contains(
        """
          // Received .mainTab(.history(.path(.element(id: 0, action: .detail(.delegate(.deleteConfirmed(id: 4))))))); the key path below does not compare its payload.
          await store.receive(\\.mainTab.history.path[id: 0].detail.delegate.deleteConfirmed)
        """))
    #expect(file.contains("await store.receive(\\.mainTab.myPage.delegate.loggedOut)\n"))
    #expect(
      file.contains(
        "// Received actions are matched by case key paths (`\\.child.delegate.saved`): each enum "
          + "on the path must be\n// `@CasePathable`."))
    #expect(!file.contains("= $0 { true } else { false }"))
  }

  @Test func exhaustiveTestsCompareAScalarPayload() throws {
    let file = try Self.test(["--exhaustive"])
    #expect(
      file.contains(
        "await store.receive(\\.mainTab.history.path[id: 0].detail.delegate.deleteConfirmed, 4) {"))
    #expect(file.contains(#"await store.receive(\.mainTab.myPage.delegate.loggedOut, "ada") {"#))
  }

  /// Equatable actions are compared whole, as before; the stand-in store's `TestStore` has no case
  /// key paths and compares whole actions too.
  @Test func equatableActionsAndTheStandInCompareWholeActions() throws {
    for arguments in [["--equatable-actions"], ["--store", "composable-store"]] {
      let file = try Self.test(arguments)
      #expect(
        file.contains(
          "await store.receive(.mainTab(.myPage(.delegate(.loggedOut(username: \"ada\")))))"))
      #expect(!file.contains("store.receive(\\"))
      #expect(!file.contains("@CasePathable"))
    }
  }
}
