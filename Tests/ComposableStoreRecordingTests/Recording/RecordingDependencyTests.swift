import ActionLog
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import LogFormat
import Replay
import Testing
import ToolSupport

/// A to-do list whose reducer gives each new item an id, a timestamp and a random colour, and
/// whose effect reads a UUID too (which the log must not hold).
struct TodoFeature: Reducer {
  struct Item: Codable, Equatable, Sendable {
    var id: UUID
    var title: String
    var created: Date
    var colour: Int
  }
  struct State: Codable, Equatable, Sendable {
    var items: [Item] = []
    var effectUUIDs: [UUID] = []
  }
  enum Action: Codable, Equatable, Sendable {
    case add(String)
    case addWithDateFirst(String)
    case stamp
    case stamped(UUID)
  }

  var uuid: UUIDGenerator = .live
  var date: DateGenerator = .live
  var random: RandomNumberSource = .live
  var clock = ManualClock()
  /// A build that reads the date before the UUID for `add`: a changed read order.
  var readsDateFirst = false

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let title), .addWithDateFirst(let title):
      let created = readsDateFirst ? date() : nil
      let id = uuid()
      state.items.append(
        Item(
          id: id, title: title, created: created ?? date(), colour: random.int(in: 0...7)))
      _ = clock.now
      return .none
    case .stamp:
      return .run { [uuid] send in await send(.stamped(uuid())) }
    case .stamped(let id):
      state.effectUUIDs.append(id)
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingDependencyTests {
  private func record(_ actions: [TodoFeature.Action]) async throws -> String {
    let path = TestPaths.log()
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: TodoFeature.State()) {
      TodoFeature(
        uuid: .incrementing,
        date: .incrementing(from: Date(timeIntervalSince1970: 1_767_225_600), by: 0.25),
        random: .seeded(7)
      ).recording(to: recorder)
    }
    for action in actions { await store.send(action).finish() }
    recorder.close()
    return path
  }

  @Test func aReducersReadsAreLoggedWithItsActionInReadOrder() async throws {
    let path = try await record([.add("milk"), .add("eggs")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let actions = try RecordedLog(path: path).actions
    #expect(actions.count == 2)
    #expect(actions[0].reads.map(\.dependency) == ["uuid", "date", "random", "clock"])
    #expect(
      actions[0].reads[0].uuidValue == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    #expect(actions[0].reads[1].dateValue == Date(timeIntervalSince1970: 1_767_225_600))
    #expect(actions[1].reads[1].dateValue == Date(timeIntervalSince1970: 1_767_225_600.25))
    #expect(
      actions[1].reads[0].uuidValue == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(actions[0].reads[3].clockValue?.name == "manual")
  }

  @Test func valuesAnEffectReadsAreNotLoggedTheActionItSendsCarriesThem() async throws {
    let path = try await record([.stamp])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let actions = try RecordedLog(path: path).actions
    #expect(actions.map(\.summary).map { $0.prefix(7) } == ["stamp", "stamped"])
    #expect(actions.allSatisfy { $0.reads.isEmpty })
  }

  @Test func replayServesTheLoggedValuesToABuildWithLiveDependencies() async throws {
    let path = try await record([.add("milk"), .add("eggs"), .stamp])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let timeline = try Timeline(path: path)
    #expect(timeline.recordsDependencyReads)
    let report = try ReducerReplay(TodoFeature(), timeline: timeline).run()
    #expect(report.divergence == nil, "\(report)")
    #expect(report.checked == 4)
  }

  @Test func replayOnLiveDependenciesDivergesAtTheFirstReadNamingIt() async throws {
    let path = try await record([.stamp, .add("milk")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    var replay = ReducerReplay(TodoFeature(), timeline: try Timeline(path: path))
    replay.servesRecordedReads = false
    let report = try replay.run()
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 3)
    #expect(divergence.dependency?.read == "uuid")
    #expect(divergence.dependency?.liveValue != nil)
    #expect(report.description.contains("the reducer got a live value the recording did not"))
  }

  @Test func aChangedReadOrderIsReportedAtItsSeqWithTheDependencysName() async throws {
    let path = try await record([.add("milk"), .add("eggs")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try ReducerReplay(
      TodoFeature(readsDateFirst: true), timeline: try Timeline(path: path)
    ).run()
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 1)
    #expect(
      divergence.dependency
        == DependencyMismatch(
          seq: 1, position: 0, read: "date",
          expected: .uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)))
    #expect(
      report.description.contains(
        #"seq 1: the build read date (read 1 of the action), where the log has uuid "00000000-0000-0000-0000-000000000000""#
      ))
  }

  @Test func aBuildWhoseReadsReachNoReplayLeavesTheLoggedValuesUnreadAndDiverges() async throws {
    let path = try await record([.add("milk")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let timeline = try Timeline(path: path)
    let extra = try ReducerReplay(timeline: timeline) { (state: inout TodoFeature.State, action) in
      _ = TodoFeature().reduce(into: &state, action: action)
    }.run()
    // Without the glue's serving observer the reducer's reads reach no one: the log's four values
    // are left unread, which is a divergence too.
    #expect(extra.divergence?.dependency?.read == nil)
    #expect(extra.divergence?.dependency?.expected?.dependency == "uuid")
  }
}
