import Foundation
import LogFormat
import LogReading
import Testing
import ToolSupport

@testable import ActionLog
@testable import Replay

/// Every damage class of ``ToolSupport/DamageClass``, made at every data block of every sample
/// (as format 3.2 and 1.0 wrote it): every reader names the same gaps, no intact state is left
/// unserved, and no state outside a gap is missing (see ``DamageSweep``).
@Suite struct DamageClassTests {
  @Test(arguments: DamageClass.allCases)
  func everyCommandNamesTheSameGaps(damage: DamageClass) throws {
    var tally = DamageSweep.Tally()
    var made = 0
    for path in DamageSweepTests.logs {
      let sample = URL(fileURLWithPath: path).pathComponents.suffix(2).joined(separator: "/")
      let directory = try DamageSweepTests.workspace()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let sweep = try DamageSweep(originalPath: path, directory: directory)
      for copy in try damage.copies(of: try LogFile(path: path)) {
        made += 1
        let label = "\(sample): \(copy.label)"
        try sweep.check(copy.bytes, label: label, into: &tally)
        try expectOneReading(directory + "/copy.ttlog", label: label)
        try expectFollowingReadsAsVerify(directory + "/copy.ttlog", label: label)
        try expectNothingIntactLost(
          directory + "/copy.ttlog", original: sweep, damage: damage, label: label)
      }
    }
    // The samples' blocks hold one segment each: no `seg` record to break.
    #expect(made > 0 || damage == .failingSeal)
    #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
  }

  /// Every state of the original is served or lies in a gap; the damage that spares every record
  /// (a hit XLEN, a member of an unknown kind) loses none, and the others lose some.
  private func expectNothingIntactLost(
    _ path: String, original: DamageSweep, damage: DamageClass, label: String
  ) throws {
    let gaps = try LogFile(path: path).survey().gaps
    // A copy whose only data block is lost has no timeline: every state is then in the gap.
    let timeline = try? Timeline(path: path)
    let unserved = original.original.keys.sorted().filter { seq in
      (try? timeline?.state(at: seq)) == nil && !gaps.contains { $0.contains(seq) }
    }
    #expect(unserved == [], "\(label): states neither served nor in a gap")
    let lost = gaps.contains { $0.cause == .damaged || $0.cause == .cutOff }
    switch damage {
    case .hitExtraLength, .shortExtraLength, .unknownMember, .changedMajor:
      #expect(!lost, "\(label): \(gaps)")
    case .headerWithoutIndex, .insertedBytes, .badDelta, .brokenPrefix, .wrongSeq, .failingSeal:
      #expect(lost, "\(label): no gap")
    }
  }

  /// Following the finished copy (`log -f`) names the gaps `verify` names, with the same reasons,
  /// and lists every state outside them.
  private func expectFollowingReadsAsVerify(_ path: String, label: String) throws {
    guard let log = try? LogFile(path: path) else { return }
    let survey = log.survey()
    let tail = TimelineTail(path: path, tracksStates: false, writerCheck: { _ in false })
    var listed: Set<UInt64> = []
    var gaps: [LogGap] = []
    for _ in 0..<3 {
      for case .entry(let entry, _) in try tail.read() {
        if case .gap(let gap) = entry.record {
          gaps.append(LogGap(first: gap.first, last: gap.last, cause: .damaged, reason: gap.reason))
        } else {
          listed.insert(entry.seq)
        }
      }
    }
    let named = survey.gaps.filter { $0.cause != .dropped }
    #expect(gaps.map(\.seqs) == named.map(\.seqs), "\(label): follow")
    #expect(gaps.map(\.reason) == named.map(\.reason), "\(label): follow")
    guard let timeline = try? Timeline(path: path) else { return }
    let unlisted = (timeline.firstSeq...max(timeline.firstSeq, timeline.lastSeq)).filter { seq in
      !listed.contains(seq) && !survey.gaps.contains { $0.contains(seq) }
        && (try? timeline.state(at: seq)) != nil
    }
    #expect(unlisted == [], "\(label): served states that following does not list")
  }

  /// The survey (info, verify), the timeline (log, export, show, open, html) and recover name the
  /// same gaps.
  private func expectOneReading(_ path: String, label: String) throws {
    guard let log = try? LogFile(path: path), let timeline = try? Timeline(path: path) else {
      return
    }
    let survey = log.survey().gaps.map(\.seqs)
    #expect(timeline.gaps.map(\.seqs) == survey, "\(label)")
    #expect(
      timeline.gaps(from: timeline.firstSeq, to: timeline.lastSeq).map(\.seqs) == survey,
      "\(label)")
    let report = try log.writeRecoveredCopy(to: path + ".again")
    #expect(
      (report.newGaps + report.knownGaps).map(\.seqs).sorted() == survey.sorted(), "\(label)")
  }
}
