import Foundation
import LogFormat
import LogReading
import Replay

/// Feeds one input to every reader layer: `LogFile` (open, verify, survey, each block's records, a
/// recovered copy and its verification), the typed records, and `Timeline` (entries with their gaps,
/// stepping across each gap, every state and entry in its range, at most `stateLimit`).
enum FuzzInput {
  /// States rebuilt per input at most, so a forged huge seq range cannot stall the fuzzer.
  static let stateLimit: UInt64 = 4096

  /// Where inputs are written: tmpfs when there is one, private to this process.
  static let path: String = {
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return (base as NSString).appendingPathComponent("tt-fuzz-\(getpid()).ttlog")
  }()

  /// Writes `bytes` to ``path`` and reads it every way a user's tools would.
  static func run(_ bytes: UnsafeRawBufferPointer) {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
    defer { unlink(path) }
    readFile()
    readTimeline()
  }

  /// Where a recovered copy of each input is written (and removed).
  static let recoveryPath = path + ".recovered"

  private static func readFile() {
    guard let file = try? LogFile(path: path) else { return }
    _ = file.verify()
    let survey = file.survey()
    _ = LogVerification(file, survey: survey)
    if (try? file.writeRecoveredCopy(to: recoveryPath)) != nil {
      _ = (try? LogFile(path: recoveryPath)).map { LogVerification($0) }
    }
    unlink(recoveryPath)
    _ = try? LogRecord(line: file.header)
    var decoder = BlockRecordDecoder(formatMajor: file.version.major)
    for block in file.blocks {
      guard let records = try? file.records(inBlock: block.index) else { continue }
      for record in records { _ = try? decoder.decode(record) }
    }
  }

  private static func readTimeline() {
    guard let timeline = try? Timeline(path: path) else { return }
    _ = timeline.actionCount
    _ = try? timeline.markers()
    guard timeline.lastSeq >= timeline.firstSeq else { return }
    let span = min(timeline.lastSeq - timeline.firstSeq, stateLimit)
    _ = try? timeline.entries(from: timeline.firstSeq, to: timeline.firstSeq + span)
    for gap in timeline.gaps.prefix(16) {
      _ = timeline.nearestState(to: gap.first, forward: true)
      _ = timeline.nearestState(to: gap.first, forward: false)
    }
    for offset in 0...span {
      let seq = timeline.firstSeq + offset
      _ = try? timeline.state(at: seq)
      _ = try? timeline.entry(at: seq)
    }
  }
}
