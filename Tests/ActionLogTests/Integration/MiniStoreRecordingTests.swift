import ActionLog
import Foundation
import Testing
import ToolSupport

/// A store that is not ComposableStore records full routes, causes, effect records and
/// out-of-band shared changes through ActionLog's public integration points alone.
@Suite struct MiniStoreRecordingTests {
  private func record(
    _ name: String, _ script: (MiniStore<MiniApp.State, MiniApp.Action>, MiniApp.State) -> Void
  ) throws -> (path: String, log: RecordedLog) {
    let path = TestPaths.log(name)
    let recorder = try Recorder(path: path, options: .testing())
    let state = MiniApp.State(profile: MiniShared(box: MiniBox(MiniApp.Profile(name: "Ada"))))
    let store = MiniStore(state: state, recorder: recorder, reduce: MiniApp.reduce)
    script(store, state)
    recorder.close()
    return (path, try RecordedLog(path: path))
  }

  @Test func routesReadStackSheetAndAlertThroughTheIntegrationPoints() throws {
    let (_, log) = try record(#function) { store, _ in
      store.send(.open(2))
      store.send(.edit)
      store.send(.delete)
      store.send(.back)
    }
    #expect(
      log.actions.map { $0.route.joined(separator: " › ") } == [
        "Detail(id: 2)",
        "Detail(id: 2) › sheet: Editor",
        "Detail(id: 2) › sheet: Editor › alert: Delete Rent?",
        "",
      ])
    let state = try #require(try log.rebuiltStates()[3])
    #expect(state["path"]?[0]?["id"] == .int(0))
    #expect(state["path"]?[0]?["element"]?["editor"]?["title"] == .string("Rent"))
  }

  @Test func effectSentActionsNameTheirCauseAndEffectsAreRecorded() throws {
    let (_, log) = try record(#function) { store, _ in
      store.send(.greet)
      store.send(.rename("Grace"))
    }
    #expect(
      log.actions.map(\.cause) == [
        .external, .external, .effect(seq: 2, effect: 1, name: "followUps"),
      ])
    #expect(log.effects.map(\.event) == [.started, .finished])
    #expect(log.effects.map(\.action) == [2, 2])
  }

  @Test func aSharedChangeOutsideAnyActionIsItsOwnRecordAtItsSeq() throws {
    let (_, log) = try record(#function) { store, state in
      store.send(.greet)
      state.profile.box.value.name = "Grace"
      store.send(.greet)
    }
    #expect(log.records.filter(\.makesState).map(\.kind) == ["action", "oob", "action"])
    let oob = try #require(
      log.records.compactMap { if case .outOfBand(let record) = $0 { record } else { nil } }.first)
    #expect(oob.seq == 2)
    #expect(oob.shared == [1])
    let states = try log.rebuiltStates()
    #expect(states[1]?["profile"]?["value"]?["name"] == .string("Ada"))
    #expect(states[2]?["profile"]?["value"]?["name"] == .string("Grace"))
    #expect(states[3]?["greeting"] == .string("Hello, Grace"))
  }

  /// Another thread changes the shared profile between actions and while the reducer runs, while
  /// the recorder's worker lags behind: every logged state still holds the value the store held
  /// when its action finished (the reducer copies it into `seenName`), never a later one.
  @Test func loggedSharedValuesAreTheStoresAtEachActionUnderConcurrentChanges() throws {
    let rounds = 200
    let (_, log) = try record(#function) { store, state in
      let box = state.profile.box
      for round in 0..<rounds {
        // Between actions, from another thread: an out-of-band change.
        let between = Thread { box.value.name = "between \(round)" }
        between.start()
        while box.value.name != "between \(round)" { Thread.sleep(forTimeInterval: 0.000_01) }
        store.send(.rename("during \(round)"))
      }
      // Changes after the last action, made while the worker still encodes, must not leak in.
      for late in 0..<50 { box.value.name = "late \(late)" }
    }
    let states = try log.rebuiltStates()
    var checked = 0
    for action in log.actions {
      let state = try #require(states[action.seq])
      #expect(state["profile"]?["value"]?["name"] == state["seenName"], "seq \(action.seq)")
      checked += 1
    }
    #expect(checked == 2 * rounds)
    let outOfBand = log.records.filter { $0.kind == "oob" }.count
    #expect(outOfBand == rounds - 1)  // the first change comes before anything was recorded
  }

  @Test func theSameScriptRecordedTenTimesGivesIdenticalBytes() throws {
    var logs: [[UInt8]] = []
    for run in 0..<10 {
      let (path, _) = try record("\(#function)-\(run)") { store, state in
        store.send(.open(2))
        store.send(.rename("Grace"))
        state.profile.box.value.name = "Lin"
        store.send(.edit)
        store.send(.greet)
      }
      logs.append(try TestPaths.gunzip(path))
    }
    #expect(Set(logs).count == 1)
    #expect(logs[0].count > 500)
  }
}
