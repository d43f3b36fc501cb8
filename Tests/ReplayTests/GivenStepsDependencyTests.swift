import ActionLog
import Foundation
import Replay
import Testing
import ToolSupport
import ValueCoding

/// A replay of steps given serves the logged dependency reads, and a build that reads them in
/// another order diverges on the read, with no advice about values the log holds no read of.
@Suite struct GivenStepsDependencyTests {
  struct State {
    var notes: [String] = []
    var stamp = 0.0
  }

  enum Action { case add }

  static let uuid = UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID()
  static let date = Date(timeIntervalSince1970: 1_767_225_600)

  /// A note made with a UUID and the date, read in that order.
  static func reduce(_ state: inout State, _ action: Action) {
    state.notes.append(DependencyReadChannel.serving.uuid(UUID()).uuidString)
    state.stamp = DependencyReadChannel.serving.date(Date()).timeIntervalSince1970
  }

  /// The same note with the date read first.
  static func reduceDateFirst(_ state: inout State, _ action: Action) {
    state.stamp = DependencyReadChannel.serving.date(Date()).timeIntervalSince1970
    state.notes.append(DependencyReadChannel.serving.uuid(UUID()).uuidString)
  }

  private func record(_ name: String) throws -> Timeline {
    let path = TestPaths.log(name)
    let recorder = try Recorder(path: path, options: .testing())
    let recording = StoreRecording(recorder)
    var state = State()
    recording.record(stateBefore: state, actionType: Action.self)
    state.notes.append(Self.uuid.uuidString)
    state.stamp = Self.date.timeIntervalSince1970
    recording.record(action: Action.add, state: state, reads: [.uuid(Self.uuid), .date(Self.date)])
    recorder.close()
    return try Timeline(path: path)
  }

  @Test func theLoggedReadsAreServedToTheSteps() throws {
    let report = try ReducerReplay(
      timeline: try record(#function), initialState: State(), steps: [.action(.add)],
      reduce: Self.reduce
    ).run()
    #expect(report.divergence == nil, "\(report)")
  }

  @Test func aReadInAnotherOrderDivergesWithoutHintsForValuesTheLogHoldsNoReadOf() throws {
    let report = try ReducerReplay(
      timeline: try record(#function), initialState: State(), steps: [.action(.add)],
      reduce: Self.reduceDateFirst
    ).run()
    let divergence = try #require(report.divergence)
    #expect(divergence.dependency?.read == "date")
    #expect(divergence.dependency?.expected == .uuid(Self.uuid))
    #expect(report.hints.allSatisfy { !$0.contains("look like") }, "\(report.hints)")
  }
}
