import ActionLog
import ComposableStore
import Foundation
import Testing

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
    #expect(log.header.redaction["keys"]?.jsonText.contains(#""password""#) == true)
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
