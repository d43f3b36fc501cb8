import Foundation

/// What a ``SessionShrink`` found: the steps kept, how it got there, and the command that writes
/// them as a test.
///
/// ```swift
/// print(result)
/// ```
///
/// ```text
/// kept 6 of 50 steps: #12, #13, #16, #17, #18, #19 (22 replays)
/// 1-minimal: removing any one kept step (with the actions its effects sent) loses the bug
/// write the test: tt-debug test tab-stack.ttlog --store composable-store --only 12-13,16-19
/// ```
public struct ShrinkResult: Sendable, Equatable, CustomStringConvertible {
  /// The seqs of the steps kept, ascending: each effect-sent action with the action that started
  /// its effect.
  public var keptSeqs: [UInt64]
  /// How many steps (actions and out-of-band changes) the whole session has.
  public var sessionSteps: Int
  /// How many sub-sessions were replayed, the whole session's first replay included.
  public var replays: Int
  /// Whether the last pass checked that removing any one kept step (with the actions its effects
  /// sent) loses the bug.
  public var isOneMinimal: Bool
  /// The log's path, as the timeline was opened.
  public var logPath: String
  /// The options `tt-debug test` needs for the replay's store (`--store composable-store`), or
  /// empty for the default, TCA.
  public var testOptions: String

  /// Creates a result.
  public init(
    keptSeqs: [UInt64], sessionSteps: Int, replays: Int, isOneMinimal: Bool, logPath: String,
    testOptions: String = ""
  ) {
    self.testOptions = testOptions
    self.keptSeqs = keptSeqs
    self.sessionSteps = sessionSteps
    self.replays = replays
    self.isOneMinimal = isOneMinimal
    self.logPath = logPath
  }

  /// The kept seqs as `--only` takes them (`12-13,16-19`).
  public var only: String { SeqList.text(keptSeqs) }

  /// The command that writes the kept steps as a test: `tt-debug test LOG --only SEQS`, with the
  /// store's options (add others the app's tests use, such as `--reducer`).
  public var command: String {
    let name = logPath.split(separator: "/").last.map(String.init) ?? logPath
    let quoted =
      name.allSatisfy { $0.isLetter || $0.isNumber || "._-+".contains($0) }
      ? name : "'" + name.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    return "tt-debug test \(quoted)" + (testOptions.isEmpty ? "" : " \(testOptions)")
      + " --only \(only)"
  }

  /// Three lines: the steps kept, whether the result is 1-minimal, and the command.
  public var description: String {
    let seqs = keptSeqs.map { "#\($0)" }.joined(separator: ", ")
    let kept =
      "kept \(keptSeqs.count) of \(grouped(UInt64(sessionSteps))) steps"
      + (seqs.isEmpty ? " (the starting state shows the bug)" : ": \(seqs)")
      + " (\(replays) replay\(replays == 1 ? "" : "s"))"
    let minimal =
      isOneMinimal
      ? "1-minimal: removing any one kept step (with the actions its effects sent) loses the bug"
      : "not checked 1-minimal"
    return [kept, minimal, "write the test: \(command)"].joined(separator: "\n")
  }

  private func grouped(_ value: UInt64) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
