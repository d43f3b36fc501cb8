import ComposableStore
import SplitViewSample
import Testing

@MainActor
@Suite struct SplitViewSessionTests {
  @Test func sidebarSwitchesKeepEachFeaturesDetail() async throws {
    let trace = await SessionTrace<SplitViewSession>.record()
    let backToA = try #require(
      trace.steps.first { step in
        step.action == .sidebarSelected(.a) && step.state.featureC.selection != nil
      })
    #expect(backToA.state.featureA.selectedModel?.title == "A2")
    #expect(backToA.state.featureB.selectedModel?.title == "B1")
    #expect(backToA.state.featureC.selectedModel?.title == "C3")
  }

  @Test func sheetAndAlertKeepTheDetail() async throws {
    let trace = await SessionTrace<SplitViewSession>.record()
    let sheet = try #require(trace.state { $0 == .featureA(.addButtonTapped) })
    #expect(sheet.featureA.selectedModel?.title == "A2")
    let alert = try #require(trace.state { $0 == .featureA(.deleteButtonTapped) })
    #expect(alert.featureA.selectedModel?.title == "Alpha")
    guard case .alert = alert.featureA.destination else {
      Issue.record("expected the delete alert")
      return
    }
  }

  @Test func savedSheetAddsThroughTheClient() async throws {
    let trace = await SessionTrace<SplitViewSession>.record()
    let saveIndex = try #require(
      trace.actions.firstIndex(
        of: .featureA(.destination(.presented(.newFeature(.saveButtonTapped))))))
    let reloaded = trace.steps[(saveIndex + 1)...].prefix { step in
      if case .featureA(.setModels) = step.action { return true }
      return false
    }
    #expect(reloaded.last?.state.featureA.models.map(\.title) == ["A1", "A2", "A3", "Alpha"])
    #expect(trace.steps[saveIndex].state.featureA.destination == nil)
  }

  @Test func confirmedDeletesRemoveModelsAndClearTheDetail() async {
    let trace = await SessionTrace<SplitViewSession>.record()
    let final = trace.finalState
    #expect(final.featureA.models.map(\.title) == ["A1", "A2", "A3"])
    #expect(final.featureA.selectedModel?.title == "A1")
    #expect(final.featureB.models.count == 3)
    #expect(final.featureB.selection == nil)
    #expect(final.featureB.destination == nil)
    #expect(final.featureC.models.map(\.title) == ["C1", "C2"])
    #expect(final.featureC.selection == nil)
    #expect(final.sidebar == .a)
  }
}
