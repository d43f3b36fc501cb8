import Testing

@testable import Replay

/// Delta debugging over steps with causes: the result keeps what the bug needs, stays
/// cause-closed, and is 1-minimal.
@Suite struct DeltaDebuggingTests {
  private static func search(
    steps: Int, parents: [Int: Int] = [:], judge: @escaping ([Int]) -> (Bool, Int?)
  ) throws -> (kept: [Int], oneMinimal: Bool)? {
    var search = DeltaDebugging(
      universe: Array(0..<steps), parents: (0..<steps).map { parents[$0] },
      judge: { steps in
        let verdict = judge(steps)
        return (shows: verdict.0, hit: verdict.1)
      })
    return try search.minimise()
  }

  @Test func twoStepsTheBugNeedsAreAllThatIsKept() throws {
    let result = try Self.search(steps: 40) { steps in
      (steps.contains(3) && steps.contains(31), nil)
    }
    #expect(result?.kept == [3, 31])
    #expect(result?.oneMinimal == true)
  }

  @Test func aStepAnEffectSentIsKeptWithTheStepThatStartedTheEffect() throws {
    // Step 12 was sent by step 3's effect; a sub-session never holds 12 without 3.
    var judged: [[Int]] = []
    let result = try Self.search(steps: 20, parents: [12: 3]) { steps in
      judged.append(steps)
      return (steps.contains(12), nil)
    }
    #expect(result?.kept == [3, 12])
    #expect(judged.allSatisfy { !$0.contains(12) || $0.contains(3) })
  }

  @Test func stepsAfterTheHitAreDropped() throws {
    let result = try Self.search(steps: 30) { steps in
      steps.contains(5) ? (true, 5) : (false, nil)
    }
    #expect(result?.kept == [5])
  }

  @Test func aSessionThatDoesNotShowTheBugGivesNothing() throws {
    #expect(try Self.search(steps: 10) { _ in (false, nil) } == nil)
  }

  @Test func aBugThatNeedsNoStepKeepsNone() throws {
    let result = try Self.search(steps: 10) { _ in (true, nil) }
    #expect(result?.kept == [])
  }

  @Test func aSubSessionIsJudgedOnce() throws {
    var judged: [[Int]] = []
    _ = try Self.search(steps: 64) { steps in
      judged.append(steps)
      return (steps.contains(7) && steps.contains(40) && steps.contains(41), nil)
    }
    #expect(judged.count == Set(judged).count)
  }
}
