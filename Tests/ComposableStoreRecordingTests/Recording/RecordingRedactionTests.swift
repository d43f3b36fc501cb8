import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import Testing
import ToolSupport
import ValueCoding

private struct Login: Reducer {
  struct State: Equatable {
    var user = "ada"
    var password = ""
    var apiToken = "tok-SECRET-42"
  }
  enum Action: Sendable { case userChanged(String), passwordChanged(String), submit }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .userChanged(let user): state.user = user
    case .passwordChanged(let password): state.password = password
    case .submit: break
    }
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingRedactionTests {
  @Test func secretsNeverReachTheDecompressedBytesAndTheHeaderListsThePolicy() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: Login.State()) { Login().recording(to: recorder) }
    store.send(.userChanged("grace"))
    store.send(.passwordChanged("hunter2"))
    store.send(.submit)
    recorder.close()

    let bytes = try TestPaths.gunzip(path)
    #expect(bytes.contains(text: "grace"))
    #expect(!bytes.contains(text: "hunter2"))
    #expect(!bytes.contains(text: "SECRET"))
    let log = try RecordedLog(path: path)
    #expect(log.actions[1].summary == "passwordChanged(<redacted>)")
    #expect(log.header.redaction["keys"] == .string("default"))
    #expect(try RedactionPolicy(json: log.header.redaction).keys.contains("password"))
  }

  /// Records `passwords` as password changes and returns the decompressed log and its actions.
  private func record(_ passwords: [String], key: RedactionKey?) throws -> (String, RecordedLog) {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    if let key { options.redactionKey = key }
    let recorder = try Recorder(path: path, options: options)
    let store = Store(initialState: Login.State()) { Login().recording(to: recorder) }
    for password in passwords { store.send(.passwordChanged(password)) }
    recorder.close()
    let bytes = try TestPaths.gunzip(path)
    return (String(decoding: bytes, as: UTF8.self), try RecordedLog(path: path))
  }

  @Test func equalSecretsShareAPseudonymUnderTheRecordersKeyWhichIsNeverWritten() throws {
    let key = RedactionKey(0x1111_2222_3333_4444, 0x5555_6666_7777_8888)
    let (text, log) = try record(["hunter2", "swordfish", "hunter2"], key: key)
    #expect(!text.contains("hunter2") && !text.contains("swordfish"))
    for secret in ["hunter2", "swordfish"] {
      #expect(text.contains(key.pseudonym(for: secret)))
    }
    #expect(log.actions[0].action == log.actions[2].action)
    #expect(log.actions[0].action != log.actions[1].action)
    for word in ["1111222233334444", "5555666677778888", "1229801703532086340"] {
      #expect(!text.contains(word))
    }
  }

  @Test func recordersWithTheDefaultKeyWriteUnlinkablePseudonyms() throws {
    let (first, firstLog) = try record(["hunter2"], key: nil)
    let (second, secondLog) = try record(["hunter2"], key: nil)
    #expect(!first.contains("hunter2") && !second.contains("hunter2"))
    #expect(firstLog.actions[0].action != secondLog.actions[0].action)
  }

  @Test func aCustomPolicyHidesKeyPathsAndIsWrittenToTheHeader() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    options.redaction = RedactionPolicy(keys: RedactionPolicy.defaultKeys, paths: ["/user"])
    let recorder = try Recorder(path: path, options: options)
    let store = Store(initialState: Login.State()) { Login().recording(to: recorder) }
    store.send(.submit)
    recorder.close()

    let bytes = try TestPaths.gunzip(path)
    #expect(!bytes.contains(text: "ada"))
    let log = try RecordedLog(path: path)
    #expect(log.header.redaction["paths"] == .array([.string("/user")]))
  }
}
