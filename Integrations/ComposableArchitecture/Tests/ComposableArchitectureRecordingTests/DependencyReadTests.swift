import ActionLog
import ComposableArchitecture
import Foundation
import LogFormat
import ComposableArchitectureReplay
import Replay
import Testing

@testable import ComposableArchitectureRecording

/// The glue's dependency wrappers: what a TCA reducer reads from `withRandomNumberGenerator` and
/// the clocks is recorded in read order and served back on replay.
@Suite @MainActor struct DependencyReadTests {
  @Reducer
  struct Dice {
    @ObservableState
    struct State: Equatable {
      var rolls: [Int] = []
    }

    enum Action: Equatable {
      case roll
    }

    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.rolls.append(withRandomNumberGenerator { Int($0.next() % 6) + 1 })
        return .none
      }
    }
  }

  /// A generator that counts from `start`: every recording of the script reads the same numbers.
  struct Counting: RandomNumberGenerator, Sendable {
    var value: UInt64
    mutating func next() -> UInt64 {
      value += 1
      return value
    }
  }

  func recordDice() async throws -> Timeline {
    let path = LifecycleScript.temporaryLog("dice")
    let recorder = try Recorder(path: path, options: Recorder.Options())
    let store = Store(initialState: Dice.State()) {
      Dice().recording(to: recorder)
    } withDependencies: {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(Counting(value: 0))
    }
    store.send(.roll)
    store.send(.roll)
    recorder.close()
    return try Timeline(path: path)
  }

  func replayDice(_ timeline: Timeline, serving: Bool) throws -> ReplayReport {
    var replay = ReducerReplay(
      Dice(), timeline: timeline, initialState: Dice.State(),
      steps: [.action(.roll), .action(.roll)],
      dependencies: {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(Counting(value: 100))
      })
    replay.servesRecordedReads = serving
    return try replay.run()
  }

  @Test func randomNumbersAreRecordedAndServedBack() async throws {
    let timeline = try await recordDice()
    #expect(try timeline.reads(at: 1) == [.random(1)])
    #expect(try timeline.reads(at: 2) == [.random(2)])
    let served = try replayDice(timeline, serving: true)
    #expect(served.divergence == nil, "\(served)")
    #expect(served.checked == 2)
    let ignored = try replayDice(timeline, serving: false)
    #expect(ignored.divergence?.seq == 1)
    #expect(ignored.divergence?.dependency?.read == "random")
  }

  /// A clock's `now` is logged as its offset from the first instant it gave, and served back as
  /// the replay's own first instant advanced by the logged offset.
  @Test func clockReadsAreOffsetsFromTheFirstInstant() async throws {
    let clock = TestClock<Duration>()
    let log = DependencyReadLog()
    let recording = channelClock(
      clock, name: "continuous", channel: .recording(into: log), origins: ClockOrigins())
    let first = recording.now
    await clock.advance(by: .seconds(5))
    let second = recording.now
    #expect(
      log.seal() == [
        .clock("continuous", offset: .zero), .clock("continuous", offset: .seconds(5)),
      ])
    #expect("\(first)" != "\(second)")

    let replayClock = TestClock<Duration>()
    await replayClock.advance(by: .seconds(1000))
    let serving = channelClock(
      replayClock, name: "continuous", channel: .serving, origins: ClockOrigins())
    let reads = RecordedReads(
      [.clock("continuous", offset: .zero), .clock("continuous", offset: .seconds(5))], seq: 1)
    let served = RecordedReads.$current.withValue(reads) { [serving.now, serving.now] }
    #expect(reads.finish() == nil)
    #expect("\(served[0])" == "\(replayClock.now)")
    #expect("\(served[1])" == "\(replayClock.now.advanced(by: .seconds(5)))")
  }

  /// Clock offsets count from one origin per recorder, even when the recording reducer is made
  /// again for every action (a `body` that applies `.recording(to:)`).
  @Test func clockOriginsAreKeptPerRecorder() throws {
    let one = try Recorder(path: LifecycleScript.temporaryLog("origins-1"), options: .init())
    let other = try Recorder(path: LifecycleScript.temporaryLog("origins-2"), options: .init())
    defer {
      one.close()
      other.close()
    }
    #expect(ClockOrigins.of(one) === ClockOrigins.of(one))
    #expect(ClockOrigins.of(one) !== ClockOrigins.of(other))
  }

  /// For an app whose state and actions are `Codable`, `ReducerReplay` over the TCA reducer serves
  /// the recorded values too.
  @Test func reducerReplayServesTheRecordedValues() async throws {
    struct State: Codable, Equatable {
      var ids: [UUID] = []
      var stamps: [Date] = []
    }
    enum Action: Codable, Equatable { case add }
    let reducer = Reduce<State, Action> { state, _ in
      @Dependency(\.uuid) var uuid
      @Dependency(\.date.now) var now
      state.ids.append(uuid())
      state.stamps.append(now)
      return .none
    }
    let path = LifecycleScript.temporaryLog("codable")
    let recorder = try Recorder(path: path, options: Recorder.Options())
    let store = Store(initialState: State()) {
      reducer.recording(to: recorder)
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    }
    store.send(.add)
    store.send(.add)
    recorder.close()
    let timeline = try Timeline(path: path)
    #expect(
      try timeline.reads(at: 2) == [.uuid(UUID(1)), .date(Date(timeIntervalSince1970: 1_000))])

    let live: (inout DependencyValues) -> Void = {
      $0.uuid = UUIDGenerator { UUID() }
      $0.date = DateGenerator { Date() }
    }
    let served = try withDependencies(live) { try ReducerReplay(reducer, timeline: timeline).run() }
    #expect(served.divergence == nil, "\(served)")
    #expect(served.checked == 2)
    var ignoring = withDependencies(live) { ReducerReplay(reducer, timeline: timeline) }
    ignoring.servesRecordedReads = false
    let ignored = try withDependencies(live) { try ignoring.run() }
    #expect(ignored.divergence?.seq == 1)
    #expect(ignored.divergence?.dependency?.read == "uuid")
  }
}
