import BookshelfSample
import Foundation
import Synchronization
import Testing

/// The generated tests, serving the bookshelf session's effects from its log, catch effect bugs:
/// an effect not started, started twice or on the wrong action, not cancelled, a response handled
/// in the wrong case, a retry that does not stop. Default and exhaustive alike, the first issue
/// names the first wrong step, and is recorded at that step's `send` or `receive` when a reduce
/// shows it.
@Suite struct EffectMutationCheckTests {
  @MainActor
  @Test(arguments: EffectMutation.all)
  func exhaustiveTestNamesTheFirstWrongStep(_ mutation: EffectMutation) async throws {
    let issues = try await issues { try await bookshelfExhaustive(reducer: mutation.reducer) }
    expectFirst(issues, of: mutation)
  }

  @MainActor
  @Test(arguments: EffectMutation.all)
  func defaultTestNamesTheFirstWrongStep(_ mutation: EffectMutation) async throws {
    let issues = try await issues { try await bookshelfSession(reducer: mutation.reducer) }
    expectFirst(issues, of: mutation)
  }

  private func expectFirst(_ issues: [(text: String, line: Int)], of mutation: EffectMutation) {
    guard let first = issues.first else { return }
    #expect(
      first.text.hasPrefix("#\(mutation.firstStep) ")
        || first.text.hasPrefix("#\(mutation.firstStep):"),
      "first issue: \(first.text)")
    #expect(first.text.contains(mutation.says), "first issue: \(first.text)")
    // An effect the log cancelled and this build did not is found by its own run, outside any
    // step: that issue stays at the file's `ServedEffects` line.
    guard !first.text.contains("this build had not cancelled it") else { return }
    #expect(
      Self.step(atLine: first.line) == mutation.firstStep,
      "first issue recorded at line \(first.line), not at #\(mutation.firstStep)'s send or receive")
  }

  /// The seq of the step whose `send` or `receive` is at `line` of the generated files (the
  /// default's and the exhaustive's number their steps alike), or `nil`.
  private static func step(atLine line: Int) -> UInt64? {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    for name in ["BookshelfSessionTests.swift", "BookshelfExhaustiveTests.swift"] {
      guard
        let text = try? String(
          contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard line >= 1, line <= lines.count,
        lines[line - 1].contains("store.send(") || lines[line - 1].contains("store.receive(")
      else { continue }
      for heading in lines[..<(line - 1)].reversed() where heading.hasPrefix("  // #") {
        return UInt64(heading.dropFirst(6).prefix { $0.isNumber })
      }
    }
    return nil
  }

  /// The issues `body` records, in order, with their lines; the known-issue block fails the test
  /// when there are none.
  @MainActor
  private func issues(
    _ body: @MainActor () async throws -> Void
  ) async throws -> [(text: String, line: Int)] {
    let recorded = Mutex<[(text: String, line: Int)]>([])
    try await withKnownIssue("the reducer under test is deliberately broken") {
      try await body()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      recorded.withLock { $0.append((text, issue.sourceLocation?.line ?? 0)) }
      return true
    }
    return recorded.withLock { $0 }
  }
}
