import ComposableStore
import Testing

private enum Signal: Equatable, Sendable {
  case level(Int)
  case label(String)
  case reset
}

private enum Wrapper: Equatable, Sendable {
  case signal(Signal)
  case count(Int)
  case idle
}

@Suite struct CasePathConcurrencyTests {
  @Test func pathsBuiltOnManyTasksAtOnceAgreeWhileLayoutsAreFirstRead() async {
    let matches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var matches = 0
          for round in 0..<200 {
            let roots: [Wrapper] = [.signal(.level(round)), .count(task), .idle]
            let signal: AnyCasePath<Wrapper, Signal> = /Wrapper.signal
            let count: AnyCasePath<Wrapper, Int> = /Wrapper.count
            let level: AnyCasePath<Signal, Int> = /Signal.level
            if signal.extract(from: roots[0]).flatMap(level.extract) == round { matches += 1 }
            if count.extract(from: roots[1]) == task { matches += 1 }
            if signal.extract(from: roots[2]) == nil, count.extract(from: roots[0]) == nil {
              matches += 1
            }
          }
          return matches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(matches == 8 * 200 * 3)
  }
}
