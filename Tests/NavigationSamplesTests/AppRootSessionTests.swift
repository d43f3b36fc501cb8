import AppRootSample
import ComposableStore
import SampleSupport
import Testing

@MainActor
@Suite struct AppRootSessionTests {
  @Test func logoutReturnsToTheIntroWithTheUserName() async throws {
    let trace = await SessionTrace<AppRootSession>.record()
    let state = try #require(
      trace.state { action in
        if case .mainTab(.myPage(.delegate(.loggedOut))) = action { return true }
        return false
      })
    #expect(state == .intro(IntroFeature.State(username: "ada")))
  }

  @Test func withdrawEndsTheSessionOnAnEmptyIntro() async {
    let trace = await SessionTrace<AppRootSession>.record()
    #expect(trace.finalState == .intro(IntroFeature.State()))
  }

  @Test func calendarRegistrationAppearsInTheHistory() async throws {
    let trace = await SessionTrace<AppRootSession>.record()
    let state = try #require(
      trace.state { action in
        if case .mainTab(.calendar(.delegate(.transactionRegistered))) = action { return true }
        return false
      })
    guard case let .mainTab(tabs) = state else {
      Issue.record("expected the main tabs, got \(state)")
      return
    }
    #expect(tabs.calendar.registerTransaction == nil)
    #expect(
      tabs.history.transactions[id: 4]
        == Transaction(
          id: 4, title: "Coffee", amount: 450,
          // The form read the first date; the ledger stamped the entry with the next one.
          date: SampleEnvironment.startDate.addingTimeInterval(1)))
  }

  @Test func editSavedInTheDetailUpdatesTheHistoryList() async throws {
    let trace = await SessionTrace<AppRootSession>.record()
    let state = try #require(
      trace.state { action in
        if case .mainTab(.history(.path(.element(_, .detail(.delegate(.transactionUpdated)))))) =
          action
        {
          return true
        }
        return false
      })
    guard case let .mainTab(tabs) = state else {
      Issue.record("expected the main tabs, got \(state)")
      return
    }
    #expect(tabs.history.transactions[id: 2]?.title == "Rent (June)")
    #expect(tabs.history.path.count == 1)
  }

  @Test func confirmedDeleteRemovesTheTransactionAndPopsItsDetail() async throws {
    let trace = await SessionTrace<AppRootSession>.record()
    let state = try #require(
      trace.state { action in
        if case .mainTab(.history(.path(.element(_, .detail(.delegate(.deleteConfirmed)))))) =
          action
        {
          return true
        }
        return false
      })
    guard case let .mainTab(tabs) = state else {
      Issue.record("expected the main tabs, got \(state)")
      return
    }
    #expect(tabs.history.transactions.ids.elements == [1, 2, 3])
    #expect(tabs.history.path.isEmpty)
  }
}
