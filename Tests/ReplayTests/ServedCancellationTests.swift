import Replay
import Synchronization
import Testing

/// An effect the log has cancelled must be cancelled by the step after: where the build has not,
/// the mismatch is reported before that step, whatever the effect's task is doing.
@MainActor
@Suite struct ServedCancellationTests {
  /// The log: #1 types, starting a search that answers #2 and is cancelled by #3's keystroke; #4
  /// follows. The test stands in for the store: it reduces each step and runs the served search.
  private func session(_ reported: Reported) -> ServedEffects<String> {
    ServedEffects(
      from: 0, to: 4,
      [
        ServedEffect(
          startedBy: 1, "search", ending: .cancelled(at: 3), sends: [2: "answer"])
      ]
    ) { mismatch in reported.messages.withLock { $0.append(mismatch.message) } }
  }

  private let message =
    "#3: the log has search, started by #1, cancelled here; this build had not cancelled it "
    + "(it sent #2; cancelled at #3)"

  @Test func aSearchStillInFlightIsReportedAsTheNextStepBegins() async throws {
    let reported = Reported()
    let effects = session(reported)
    #expect(effects.willReduce() == 1)
    let search = try #require(effects.serve(["search"], startedBy: 1, action: "s").first)
    let (sent, sending) = AsyncStream.makeStream(of: String.self)
    let task = Task {
      await search.run { action in
        sending.yield(action)
        return true
      }
    }
    var answers = sent.makeAsyncIterator()
    #expect(await answers.next() == "answer")
    #expect(effects.willReduce() == 2)
    _ = effects.serve([], startedBy: 2, action: "answer")
    // #3 should cancel the search; this build does not, and the search is still in flight.
    #expect(effects.willReduce() == 3)
    _ = effects.serve([], startedBy: 3, action: "sw")
    #expect(reported.messages.withLock { $0 }.isEmpty)
    #expect(effects.willReduce() == 4)
    #expect(reported.messages.withLock { $0 } == [message])
    effects.finish()
    await task.value
    #expect(reported.messages.withLock { $0 } == [message])
  }

  /// The log: #1 types, starting a search that #2's keystroke cancels; #3 follows.
  private func unansweredSearch(_ reported: Reported) -> ServedEffects<String> {
    ServedEffects(from: 0, to: 3, [ServedEffect(startedBy: 1, "search", ending: .cancelled(at: 2))])
    {
      mismatch in reported.messages.withLock { $0.append(mismatch.message) }
    }
  }

  @Test(arguments: [true, false])
  func aSearchWhoseTaskHadNotBegunIsCheckedAsItBegins(cancelled: Bool) async throws {
    let reported = Reported()
    let effects = unansweredSearch(reported)
    #expect(effects.willReduce() == 1)
    let search = try #require(effects.serve(["search"], startedBy: 1, action: "s").first)
    // The task runs on the main actor, so it cannot begin before this test awaits.
    let task = Task { await search.run { _ in true } }
    #expect(effects.willReduce() == 2)
    if cancelled { task.cancel() }
    #expect(effects.willReduce() == 3)
    #expect(reported.messages.withLock { $0 }.isEmpty)
    effects.finish()
    await task.value
    #expect(
      reported.messages.withLock { $0 }
        == (cancelled
          ? []
          : [
            "#2: the log has search, started by #1, cancelled here; this build had not cancelled "
              + "it (it sent nothing; cancelled at #2)"
          ]))
  }
}

/// The mismatches a served session reported, in order.
private final class Reported: Sendable {
  let messages = Mutex<[String]>([])
}
