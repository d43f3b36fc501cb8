import Foundation
import JSONTree
import LogFormat
import LogReading
import Testing

@testable import ActionLog
@testable import Replay

/// Checks one damaged copy of a log against the undamaged original, as `tt-debug` would read it:
/// `info`'s status, `log`'s gap lines, `export`'s states, `verify`, and `recover` → `verify`.
struct DamageSweep {
  /// What the sweep found, summed over copies.
  struct Tally: CustomStringConvertible {
    var copies = 0
    var unopenable = 0
    var damaged = 0
    var statesChecked = 0
    var wrongStates = 0
    var dishonestInfo = 0
    var gapMismatches = 0
    var unexportedStates = 0
    var recoveredFailingVerify = 0
    var recoveryLosses = 0
    var recoverNotIdempotent = 0
    var failures: [String] = []

    var description: String {
      "copies \(copies) (\(damaged) with problems, \(unopenable) refused), states checked "
        + "\(statesChecked), wrong states \(wrongStates), dishonest info \(dishonestInfo), gap "
        + "mismatches \(gapMismatches), intact states not served \(unexportedStates), recovered "
        + "copies failing verify \(recoveredFailingVerify), states lost by recover "
        + "\(recoveryLosses), second recover not clean \(recoverNotIdempotent)"
    }

    var isClean: Bool {
      wrongStates + dishonestInfo + gapMismatches + unexportedStates + recoveredFailingVerify
        + recoveryLosses + recoverNotIdempotent == 0
    }

    mutating func fail(_ text: String) {
      if failures.count < 20 { failures.append(text) }
    }
  }

  /// The undamaged log's state at every seq.
  let original: [UInt64: JSONValue]
  let directory: String

  init(originalPath: String, directory: String) throws {
    let timeline = try Timeline(path: originalPath)
    var states: [UInt64: JSONValue] = [:]
    for seq in timeline.firstSeq...timeline.lastSeq {
      if let state = try? timeline.state(at: seq) { states[seq] = state }
    }
    original = states
    self.directory = directory
  }

  /// Writes `bytes` as a log and checks every property; `label` names the copy in failures.
  func check(_ bytes: [UInt8], label: String, into tally: inout Tally) throws {
    tally.copies += 1
    let path = directory + "/copy.ttlog"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    guard let log = try? LogFile(path: path) else {
      tally.unopenable += 1
      return
    }
    let survey = log.survey()
    let verification = LogVerification(log, survey: survey)
    if !verification.problems.isEmpty { tally.damaged += 1 }
    // `info` says "closed cleanly" only for a closed log without problems.
    let infoSaysClean = log.status == .closed && survey.problems.isEmpty
    if infoSaysClean, !verification.problems.isEmpty {
      tally.dishonestInfo += 1
      tally.fail("\(label): info clean, verify: \(verification.problems.map(\.line))")
    }
    guard let timeline = try? Timeline(path: path) else { return }
    let lost = verification.gaps.filter { $0.cause == .damaged || $0.cause == .cutOff }
    // `log` lists exactly the gaps verify names.
    let listed =
      (try? timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq))?.compactMap {
        entry -> LogGap? in
        guard case .gap(let gap) = entry.record else { return nil }
        return LogGap(first: gap.first, last: gap.last, cause: .damaged, reason: gap.reason)
      } ?? []
    let expected = lost
    if listed.map(\.seqs) != expected.map(\.seqs) {
      tally.gapMismatches += 1
      tally.fail("\(label): log lists \(listed.map(\.seqs)), verify \(expected.map(\.seqs))")
    }
    // Every state outside the gaps is served, and equals the original's.
    var served: [UInt64: JSONValue] = [:]
    for seq in timeline.firstSeq...max(timeline.firstSeq, timeline.lastSeq) {
      tally.statesChecked += 1
      if let state = try? timeline.state(at: seq) {
        served[seq] = state
        if original[seq] != state {
          tally.wrongStates += 1
          tally.fail("\(label): state \(seq) differs from the original")
        }
      } else if verification.gaps.allSatisfy({ !$0.contains(seq) }) {
        tally.unexportedStates += 1
        tally.fail("\(label): state \(seq) is in no gap but is not served")
      }
    }
    try checkRecovery(of: log, served: served, label: label, into: &tally)
  }

  /// `recover` writes a copy that verifies, keeps every served state, and a second recover is a
  /// no-op.
  private func checkRecovery(
    of log: LogFile, served: [UInt64: JSONValue], label: String, into tally: inout Tally
  ) throws {
    let copyPath = directory + "/recovered.ttlog"
    guard (try? log.writeRecoveredCopy(to: copyPath)) != nil else {
      tally.recoveredFailingVerify += 1
      tally.fail("\(label): recover failed")
      return
    }
    guard let copy = try? LogFile(path: copyPath) else {
      tally.recoveredFailingVerify += 1
      tally.fail("\(label): the recovered copy does not open")
      return
    }
    let verification = LogVerification(copy)
    if !verification.problems.isEmpty {
      tally.recoveredFailingVerify += 1
      tally.fail("\(label): recovered copy: \(verification.problems.map(\.line))")
    }
    if let timeline = try? Timeline(path: copyPath) {
      for (seq, state) in served where (try? timeline.state(at: seq)) != state {
        tally.recoveryLosses += 1
        tally.fail("\(label): recover lost state \(seq)")
      }
    } else if !served.isEmpty {
      tally.recoveryLosses += served.count
      tally.fail("\(label): the recovered copy has no timeline")
    }
    let again = try copy.writeRecoveredCopy(to: directory + "/again.ttlog")
    if !again.inputWasClean || !again.newGaps.isEmpty {
      tally.recoverNotIdempotent += 1
      tally.fail("\(label): recovering the copy again found \(again.newGaps.map(\.seqs))")
    }
  }
}
