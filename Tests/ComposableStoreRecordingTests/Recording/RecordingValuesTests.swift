import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

private final class Engine {
  let name: String
  init(name: String) { self.name = name }
}

private struct LoadError: Error { var code: Int }

/// State and actions with closures, errors and class references: nothing Encodable.
private struct Opaque: Reducer {
  struct State {
    var onDone: @Sendable () -> Void = {}
    var engine = Engine(name: "v8")
    var failure: (any Error)?
    var count = 0
  }
  enum Action: @unchecked Sendable {
    case failed(any Error)
    case callback(@Sendable () -> Void)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .failed(let error): state.failure = error
    case .callback(let callback): state.onDone = callback
    }
    state.count += 1
    return .none
  }
}

private struct Coded: Reducer {
  struct State: Encodable {
    var title = "Groceries"
    var tags: Set<String> = ["b", "a"]
    var created = Date(timeIntervalSince1970: 0)
  }
  enum Action: Sendable { case rename(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title): state.title = title
    }
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingValuesTests {
  @Test func nonEncodableStatesAndActionsRecordByReflection() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: Opaque.State()) { Opaque().recording(to: recorder) }
    store.send(.failed(LoadError(code: 7)))
    store.send(.callback({}))
    recorder.close()

    let log = try RecordedLog(path: path)
    #expect(log.header.valueEncoding == "reflection")
    #expect(log.actions.count == 2)
    #expect(log.actions[0].action.jsonText.contains("LoadError(code: 7)"))
    #expect(log.actions[1].action.jsonText.contains("$function"))
    let states = try log.rebuiltStates()
    #expect(states[2] == ValueEncoder().encode(store.state))
    #expect(states[0]?["engine"]?["name"] == .string("v8"))
  }

  @Test func encodableStatesUseTheTreeEncoder() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: Coded.State()) { Coded().recording(to: recorder) }
    store.send(.rename("Hardware"))
    recorder.close()

    let log = try RecordedLog(path: path)
    #expect(log.header.valueEncoding == "encodable")
    let states = try log.rebuiltStates()
    #expect(states[0] == (try TreeEncoder().encode(Coded.State())))
    #expect(states[1] == (try TreeEncoder().encode(store.state)))
    #expect(states[1]?["title"] == .string("Hardware"))
  }

  @Test func storeAgnosticRecordWritesTheInitialStateAndEachAction() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    var state = Coded.State()
    StoreRecording(recorder).record(stateBefore: state, actionType: Coded.Action.self)
    state.title = "Books"
    StoreRecording(recorder).record(action: Coded.Action.rename("Books"), state: state)
    recorder.close()

    let log = try RecordedLog(path: path)
    #expect(log.header.actionType.hasSuffix("Coded.Action"))
    #expect(try log.rebuiltStates()[1]?["title"] == .string("Books"))
    #expect(log.actions.first?.cause == .external)
  }
}
