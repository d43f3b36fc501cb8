import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import JSONTree
import LogFormat
import Testing
import ToolSupport
import ValueCoding

private enum LoginError: Error, Equatable { case denied }

/// A TCA-style login: the token arrives as an unlabeled payload under a case name no key matches.
private struct Login: Reducer {
  struct State: Equatable {
    var sessionToken = ""
    var auth = ""
    var passwordIsLongEnough = false
    var query = ""
    var tokens: [String: String] = [:]
  }
  enum Action: Sendable {
    case loginResponse(Result<String, LoginError>)
    case signedIn(String)
    case passwordChanged(String)
    case submit(String)
    case searchChanged(String)
    case linked(account: String, apiKey: String)
    case accountSelected(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loginResponse(.success(let token)): state.sessionToken = token
    case .loginResponse(.failure): state.sessionToken = ""
    case .signedIn(let token): state.auth = token
    // The password itself is not stored: only the action's key-redacted payload shows it.
    case .passwordChanged(let password): state.passwordIsLongEnough = password.count >= 6
    case .submit: break
    case .searchChanged(let query): state.query = query
    case .linked(let account, let apiKey): state.tokens[account] = apiKey
    case .accountSelected: break
    }
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingLearnedSecretsTests {
  static let key = RedactionKey(0xA11C_E000_0000_0001, 0xB0B0_0000_0000_0002)
  static let token = "tok_live_ada_S3CR3TTOKEN"

  /// Records `actions` and returns the decompressed log text and the log.
  private func record(
    _ actions: [Login.Action], policy: RedactionPolicy = .default
  ) throws -> (text: String, log: RecordedLog) {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    options.redactionKey = Self.key
    options.redaction = policy
    let recorder = try Recorder(path: path, options: options)
    let store = Store(initialState: Login.State()) { Login().recording(to: recorder) }
    for action in actions { store.send(action) }
    recorder.close()
    return (
      String(decoding: try TestPaths.gunzip(path), as: UTF8.self), try RecordedLog(path: path)
    )
  }

  @Test func aTokenStoredUnderARedactedKeyIsRedactedInTheActionThatBroughtIt() throws {
    let (text, log) = try record([.loginResponse(.success(Self.token))])
    #expect(!text.contains("S3CR3T"))
    #expect(!text.contains("tok_live"))
    let pseudonym = JSONValue.string(Self.key.pseudonym(for: Self.token))
    #expect(log.actions[0].action == .object(["loginResponse": .object(["success": pseudonym])]))
    #expect(try log.rebuiltStates()[1]?["sessionToken"] == pseudonym)
    #expect(log.actions[0].summary == "loginResponse(.success(<redacted>))")
  }

  @Test func aSecretFromAnEarlierActionsRedactedPayloadIsRedactedWhereALaterOneCarriesIt() throws {
    let (text, log) = try record([.passwordChanged("hunter2"), .submit("hunter2")])
    #expect(!text.contains("hunter2"))
    let pseudonym = JSONValue.string(Self.key.pseudonym(for: "hunter2"))
    #expect(log.actions[0].action == .object(["passwordChanged": pseudonym]))
    #expect(log.actions[1].action == .object(["submit": pseudonym]))
    #expect(log.actions[1].summary == "submit(<redacted>)")
  }

  @Test func aDictionaryKeyRedactedInTheStateIsRedactedInTheActions() throws {
    // Under the `tokens` key the dictionary's keys are pseudonyms too: the delta adds one
    // (`add /tokens/<redacted:…>`), and the action that brought it shows it clear otherwise.
    let (text, log) = try record([
      .linked(account: "ada@example.com", apiKey: "k_1"), .accountSelected("ada@example.com"),
    ])
    #expect(!text.contains("ada@example.com") && !text.contains("k_1"))
    let account = JSONValue.string(Self.key.pseudonym(for: "ada@example.com"))
    let apiKey = JSONValue.string(Self.key.pseudonym(for: "k_1"))
    #expect(
      log.actions[0].action == .object(["linked": .object(["account": account, "apiKey": apiKey])])
    )
    #expect(log.actions[1].action == .object(["accountSelected": account]))
  }

  @Test func stringsThatAreNotALearnedSecretStayClear() throws {
    let (text, log) = try record([
      .loginResponse(.success(Self.token)), .searchChanged("tok_live_ada"),
      .searchChanged("grace"), .submit(Self.token + " "),
    ])
    #expect(!text.contains("S3CR3TTOKEN\""))
    #expect(log.actions[1].action == .object(["searchChanged": .string("tok_live_ada")]))
    #expect(log.actions[2].action == .object(["searchChanged": .string("grace")]))
    #expect(log.actions[2].summary == #"searchChanged("grace")"#)
    #expect(log.actions[3].action == .object(["submit": .string(Self.token + " ")]))
  }

  @Test func aPathPatternCoversAStateFieldNoKeyMatchesAndSoItsAction() throws {
    let policy = RedactionPolicy(keys: RedactionPolicy.defaultKeys, paths: ["/auth"])
    let (text, log) = try record([.signedIn(Self.token)], policy: policy)
    #expect(!text.contains("S3CR3T"))
    let pseudonym = JSONValue.string(Self.key.pseudonym(for: Self.token))
    #expect(try log.rebuiltStates()[1]?["auth"] == pseudonym)
    #expect(log.actions[0].action == .object(["signedIn": pseudonym]))
    #expect(log.actions[0].summary == "signedIn(<redacted>)")
  }

  @Test func withoutAKeyOrPathTheStateAndTheActionKeepAnUnmatchedSecret() throws {
    // The documented limit: nothing redacted it, so nothing was learned.
    let (text, log) = try record([.signedIn(Self.token)])
    #expect(text.contains("S3CR3T"))
    #expect(log.actions[0].action == .object(["signedIn": .string(Self.token)]))
  }

  @Test func pathPatternsApplyToActionTreesButAnActionsPseudonymLeavesTheStateAsItIs() throws {
    let policy = RedactionPolicy(keys: [], paths: ["/loginResponse/*"])
    let (_, log) = try record([.loginResponse(.success(Self.token))], policy: policy)
    let pseudonym = JSONValue.string(Self.key.pseudonym(for: Self.token))
    #expect(log.actions[0].action == .object(["loginResponse": .object(["success": pseudonym])]))
    #expect(log.actions[0].summary == "loginResponse(.success(<redacted>))")
    #expect(try log.rebuiltStates()[1]?["sessionToken"] == .string(Self.token))
  }
}
