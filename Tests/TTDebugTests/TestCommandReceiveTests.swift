import Foundation
import Testing

/// How a TCA test written by `tt-debug test` matches the actions effects send: by a closure where
/// the path goes into a feature's own `Delegate`, comparing a scalar payload with `--exhaustive`.
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

  /// A path into a feature's own `Delegate` enum, which `@Reducer` does not make `@CasePathable`,
  /// is matched by a closure, so the file compiles whether the app marks it or not.
  @Test func receivedActionsThroughADelegateAreMatchedByAClosure() throws {
    let file = try Self.test([])
    #expect(
      file.contains(
        """
          // Received .mainTab(.history(.path(.element(id: 0, action: .detail(.delegate(.deleteConfirmed(id: 4))))))); the pattern below does not compare its payload.
          await store.receive({ if case .mainTab(.history(.path(.element(id: 0, action: .detail(.delegate(.deleteConfirmed)))))) = $0 { true } else { false } })
        """))
    #expect(
      file.contains(
        "await store.receive({ if case .mainTab(.myPage(.delegate(.loggedOut))) = $0 { true } else "
          + "{ false } })\n"))
    #expect(!file.contains("matched by case key paths"))
  }

  @Test func exhaustiveTestsCompareAScalarPayload() throws {
    let file = try Self.test(["--exhaustive"])
    #expect(
      file.contains(
        "await store.receive({ if case .mainTab(.history(.path(.element(id: 0, action: "
          + ".detail(.delegate(.deleteConfirmed(id: 4))))))) = $0 { true } else { false } }) {"))
    #expect(
      file.contains(
        #"await store.receive({ if case .mainTab(.myPage(.delegate(.loggedOut(username: "ada")))) = $0 { true } else { false } }) {"#
      ))
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
