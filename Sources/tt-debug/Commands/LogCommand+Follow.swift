import ArgumentParser
import Foundation
import LogFormat
import Replay

extension LogCommand {
  /// How long a follower sleeps at most between looks at the file when nothing wakes it: how soon
  /// it notices that the app's process ended (no notification says so).
  static let followIdleMilliseconds: Int32 = 250
  /// How long a follower lets records gather after a read that found some, before it looks again:
  /// a busy app's lines then arrive a few at a time, for one wake-up, one read and one write each,
  /// instead of one of each per record. It adds at most this much to a line's latency.
  static let followBatchMilliseconds = 4

  /// `log --follow`: the log so far (the last `-n` lines of it), then each record as it lands,
  /// until the app closes the log (exit 0) or stops without closing it (exit 3); with `--wait`,
  /// on to the next session written at the path, or, for a folder, to the next launch's log.
  /// A folder without a log yet is waited for, as a missing file is.
  func runFollowing() throws {
    let folder = LogFolder.isFolder(self.file) ? self.file : nil
    var file = LogPath.resolve(self.file)
    if let folder, file == folder {
      say("\(folder) holds no log yet; waiting for the app to write its first")
      file = Self.nextLog(in: folder, after: nil)
      say("following \(file), the newest log in \(folder)")
    }
    var tail = TimelineTail(path: file, tracksStates: diff)
    let width = width ?? (Terminal.stdoutIsTerminal ? TerminalSize.columns : nil)
    var printer = FollowPrinter(
      filter: LogFilter(route: route, markersOnly: markers, since: since, until: nil), grep: grep,
      effects: effects, width: width, style: output.style, diff: diff)
    var backlog = true
    var hidden = HiddenGaps()
    var ending = WriterGoneNotice()
    reading: while true {
      let events = try CLIError.catching { try tail.read() }
      var pending: [(entry: TimelineEntry, change: TimelineTail.StateStep?)] = []
      func flush() {
        guard !pending.isEmpty else { return }
        if backlog, let last {
          let shown = Array(pending.suffix(last))
          hidden.warn(
            listed: pending.dropLast(shown.count).map(\.entry), shown: [], file: file)
          pending = shown
        }
        Terminal.write(lines: printer.lines(for: pending))
        pending = []
      }
      for event in events {
        switch event {
        case .entry(let entry, let change):
          ending.note(entry)
          if let from, entry.seq < from { continue }
          if printer.shows(entry) {
            pending.append((entry, change))
          } else {
            hidden.warn(listed: [entry], shown: [], file: file)
          }
        case .waitingForFile:
          say("\(file) does not exist yet; waiting for the app to create it")
        case .waitingForHeader:
          say("\(file) is empty; waiting for the app to write to it")
        case .started(_, let damage):
          if let damage { HeaderDamageWarning.write(damage, path: file) }
        case .replaced:
          flush()
          ending.reset()
          say("\(file) was replaced by a new session; starting over")
        case .closed:
          flush()
          say("the app closed the log\(at(tail))")
          guard wait else { return }
          if let folder {
            file = nextLaunch(in: folder, after: file)
            tail = TimelineTail(path: file, tracksStates: diff)
            continue reading
          }
          say("waiting for the next session at \(file)")
        case .writerGone:
          flush()
          say(ending.text(at: at(tail)))
          ending.reset()
          guard wait else { throw ExitCode(3) }
          if let folder {
            file = nextLaunch(in: folder, after: file)
            tail = TimelineTail(path: file, tracksStates: diff)
            continue reading
          }
          say("waiting for the next session at \(file)")
        case .problem(let error):
          flush()
          say(
            "warning: \(file) is damaged but every record was read: \(error.message) (`tt-debug verify \(file)` for details)"
          )
        case .damaged(let error):
          flush()
          throw CLIError(error)
        case .stateLost(let error):
          // Only `--diff` tracks states: the listing goes on, without the changes it cannot know.
          flush()
          say("warning: \(error.message) (`tt-debug verify \(file)` for details)")
        }
      }
      flush()
      if !events.isEmpty {
        backlog = false
        Thread.sleep(forTimeInterval: Double(Self.followBatchMilliseconds) / 1_000)
      }
      tail.waitForChange(milliseconds: Self.followIdleMilliseconds)
    }
  }

  /// Waits for the log of the app's next launch in `folder`, saying so, and names it.
  private func nextLaunch(in folder: String, after file: String) -> String {
    say("waiting for the app's next launch to write a log in \(folder)")
    let next = Self.nextLog(in: folder, after: file)
    say("following \(next), the newest log in \(folder)")
    return next
  }

  /// The newest log in `folder` once it is not `file` (the first one when `file` is `nil`),
  /// looked for every ``followIdleMilliseconds``.
  private static func nextLog(in folder: String, after file: String?) -> String {
    while true {
      if let newest = try? LogFolder(path: folder).newestLog(), newest != file { return newest }
      Thread.sleep(forTimeInterval: Double(followIdleMilliseconds) / 1_000)
    }
  }

  private func say(_ text: String) {
    Terminal.writeFittedError("tt-debug: \(text)")
  }

  private func at(_ tail: TimelineTail) -> String {
    tail.lastSeq.map { " at #\($0)" } ?? ""
  }
}
