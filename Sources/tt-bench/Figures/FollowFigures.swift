import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import LogFormat
import ToolSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tt-debug log --follow` in another process while this one records 1,000 actions/s
/// (medium state, a flush after each): the latency from each record's flush to its line on the
/// follower's stdout, whether every seq came exactly once, and the follower's CPU beside the
/// recorder worker's, and while the app is idle.
@MainActor
enum FollowFigures {
  static let placeholders = Figure.placeholders(
    group: "follow",
    [
      ("follow.latency_median_ms", "log --follow: flush → line, median", "ms", .atMost(20)),
      ("follow.latency_p99_ms", "log --follow: flush → line, p99", "ms", .atMost(100)),
      ("follow.missed_or_doubled", "log --follow: seqs missed or doubled", "seqs", .atMost(0)),
      ("follow.cpu_vs_worker", "log --follow CPU while recording", "ms", .ratioAtMost(0.5)),
      ("follow.idle_cpu_percent", "log --follow CPU, app idle", "% of a core", .atMost(1)),
    ])

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    guard let binary = ColdProcess.ttDebug else {
      return ColdProcess.skip(placeholders, into: sink)
    }
    await sink.measure(placeholders) {
      let seconds = config.quick ? 3 : 60
      let idle = config.quick ? 1.0 : 10.0
      var runs: [Run] = []
      for _ in 0..<config.repetitions {
        runs.append(try run(binary, config, seconds: seconds, idleSeconds: idle))
      }
      return figures(runs, seconds: seconds, idle: idle)
    }
  }

  /// What one run measured.
  struct Run {
    var latencies: [Double]
    /// Seqs whose lines the follower printed a different number of times than `log` prints them
    /// from the finished file.
    var missedOrDoubled: Int
    /// The first few of those: seq, lines `log` prints, lines the follower printed.
    var wrongSeqs: [(seq: UInt64, listed: Int, printed: Int)] = []
    /// Captures the recorder dropped (its queue was full): listed by both as a drop line.
    var recorderDropped: UInt64
    var followerCPU: Double
    var workerCPU: Double
    var idlePercent: Double?
  }

  /// `; #1234: log 1, follower 2, …` for the first seqs the runs got wrong (the follower's and
  /// `log`'s outputs of such a run, and its log, are kept in the cache folder's follow-wrong-PID).
  static func wrongText(_ runs: [Run]) -> String {
    let wrong = runs.flatMap(\.wrongSeqs).prefix(8)
    guard !wrong.isEmpty else { return "" }
    return "; "
      + wrong.map { "#\($0.seq): log \($0.listed), follower \($0.printed)" }.joined(separator: ", ")
  }

  static func figures(_ runs: [Run], seconds: Int, idle: Double) -> [Figure] {
    var figures = placeholders
    let note =
      "\(seconds) s at 1,000 actions/s, medium state, flush after each action; medians of "
      + "\(runs.count) runs"
    let latencyNote =
      "from just before the action is sent (so the recorder's encoding and write are included) to "
      + "the line read from the follower's stdout; " + note
    for index in figures.indices {
      figures[index].repetitions = runs.count
      figures[index].note = note
    }
    figures[0].note = latencyNote
    figures[1].note = latencyNote
    figures[0].value = median(runs.map { percentile($0.latencies, 0.5) })
    figures[1].value = median(runs.map { percentile($0.latencies, 0.99) })
    figures[2].value = Double(runs.map(\.missedOrDoubled).max() ?? 0)
    let dropped = runs.map(\.recorderDropped).reduce(0, +)
    figures[2].note =
      "the worst of \(runs.count) runs: seqs whose lines the follower printed a different number "
      + "of times than `tt-debug log` prints them from the finished file"
      + (dropped > 0 ? " (the recorder dropped \(dropped) captures under load: drop lines)" : "")
      + wrongText(runs) + "; " + note
    figures[3].value = median(runs.map(\.followerCPU)) / 1e6
    figures[3].baselines = [
      .init(name: "the recorder's worker CPU", value: median(runs.map(\.workerCPU)) / 1e6)
    ]
    let idles = runs.compactMap(\.idlePercent)
    if idles.isEmpty {
      figures[4].note = "not measured: needs /proc (Linux) to read a running process's CPU"
    } else {
      figures[4].value = median(idles)
      figures[4].note =
        "\(Format.number(idle)) s with the log open, its writer alive and nothing written (read "
        + "from /proc in clock ticks: 0 means under one tick in that time); " + note
    }
    return figures
  }

  static func run(_ binary: String, _ config: BenchConfig, seconds: Int, idleSeconds: Double)
    throws -> Run
  {
    let path = config.scratch("follow.ttlog")
    try? FileManager.default.removeItem(atPath: path)
    // Streamed: only `LineClock` reads the follower's stdout. Captured, `finish()` would read the
    // same pipe once the recording ended, and any lines it took `LineClock` would never count.
    let follower = try ChildProcess(binary, ["log", "--follow", path], output: .streamed)
    guard let output = follower.stdout else { throw BenchError("the follower has no stdout") }
    let lines = LineClock(output)
    lines.start()
    let count = seconds * 1_000
    let actions = SyntheticUser.script(count: count, size: .medium, seed: 25)
    let recorder = try Recorder(
      path: path, options: Recorder.Options(session: SessionInfo(app: "tt-bench follow")))
    let store = Store(initialState: StateSize.medium.initialState) {
      SyntheticFeature().recording(to: recorder)
    }
    recorder.flush()
    // Idle: the log is open, its writer alive, nothing written.
    usleep(500_000)
    let idleStart = (ProcessCPU.nanoseconds(of: follower.pid), CPUClock.wallNanoseconds())
    usleep(UInt32(idleSeconds * 1e6))
    let idleEnd = (ProcessCPU.nanoseconds(of: follower.pid), CPUClock.wallNanoseconds())
    var idlePercent: Double?
    if let before = idleStart.0, let after = idleEnd.0 {
      idlePercent = Double(after - before) / Double(idleEnd.1 - idleStart.1) * 100
    }
    let followerStart = ProcessCPU.nanoseconds(of: follower.pid) ?? 0
    let processStart = CPUClock.processNanoseconds()
    let threadStart = CPUClock.threadNanoseconds()
    let readerStart = lines.cpu
    var flushed = [UInt64](repeating: 0, count: count)
    let start = CPUClock.wallNanoseconds()
    for (index, action) in actions.enumerated() {
      let due = start + UInt64(index) * 1_000_000
      let now = CPUClock.wallNanoseconds()
      if now < due { sleep(nanoseconds: due - now) }
      // Taken before the action is sent, so the figure includes the recorder's own encoding and
      // write: an upper bound of flush → line (after `flush()` returns, the line may be out).
      flushed[index] = CPUClock.wallNanoseconds()
      store.send(action)
      recorder.flush()
    }
    let threadCPU = CPUClock.threadNanoseconds() - threadStart
    let processCPU = CPUClock.processNanoseconds() - processStart
    recorder.close()
    let outcome = try follower.finish()
    lines.join()
    let readerCPU = lines.cpu - readerStart
    guard outcome.status == 0 else {
      throw BenchError("tt-debug log --follow exited with \(outcome.status)")
    }
    let seen = lines.seqs
    var latencies: [Double] = []
    var counts = [Int](repeating: 0, count: count + 1)
    for (seq, time) in seen where seq >= 1 && seq <= UInt64(count) {
      counts[Int(seq)] += 1
      if counts[Int(seq)] == 1 {
        latencies.append(Double(time - flushed[Int(seq) - 1]) / 1e6)
      }
    }
    // What the follower must print is what `log` prints of the finished file, line for line: a
    // capture the recorder dropped under load (its queue full) is one `✕ … dropped` line there,
    // not a seq the follower missed.
    let listed = try ChildProcess.run(binary, ["log", path, "--no-pager"], output: .captured)
    var expected: [UInt64: Int] = [:]
    for line in listed.output.split(separator: "\n") where line.first == "#" {
      if let seq = UInt64(line.dropFirst().prefix { $0.isNumber }) {
        expected[seq, default: 0] += 1
      }
    }
    var printed: [UInt64: Int] = [:]
    for (seq, _) in seen { printed[seq, default: 0] += 1 }
    let wrong = Set(expected.keys).union(printed.keys).filter { expected[$0] != printed[$0] }
      .sorted()
    if !wrong.isEmpty {
      // Kept for a look (the scratch folder goes when the run ends): what the follower printed,
      // what `log` prints of the finished file, and the file, under the cache folder.
      let kept = (config.cacheDirectory as NSString).appendingPathComponent(
        "follow-wrong-\(getpid())")
      try? FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
      let followed = seen.map { "#\($0.0)" }.joined(separator: "\n")
      try? followed.write(toFile: kept + "/follower.txt", atomically: true, encoding: .utf8)
      try? listed.output.write(toFile: kept + "/log.txt", atomically: true, encoding: .utf8)
      try? FileManager.default.copyItem(atPath: path, toPath: kept + "/follow.ttlog")
    }
    return Run(
      latencies: latencies, missedOrDoubled: wrong.count,
      wrongSeqs: wrong.prefix(8).map { ($0, expected[$0] ?? 0, printed[$0] ?? 0) },
      recorderDropped: recorder.droppedCount,
      followerCPU: outcome.cpu - Double(followerStart),
      workerCPU: Double(processCPU) - Double(threadCPU) - Double(readerCPU),
      idlePercent: idlePercent)
  }

  private static func sleep(nanoseconds: UInt64) {
    var request = timespec(
      tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
  }

  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
    return sorted[index]
  }
}

/// Reads a child's stdout on a thread of its own and notes when each `#seq` line arrived.
final class LineClock: @unchecked Sendable {
  private let handle: FileHandle
  private let lock = NSLock()
  private var arrived: [(UInt64, UInt64)] = []
  private var threadCPU: UInt64 = 0
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) { self.handle = handle }

  /// The seqs of the lines read so far, each with the monotonic time it was read.
  var seqs: [(UInt64, UInt64)] { lock.withLock { arrived } }
  /// The reading thread's CPU time so far, in nanoseconds.
  var cpu: UInt64 { lock.withLock { threadCPU } }

  func start() {
    let thread = Thread { [self] in
      readLines()
      done.signal()
    }
    thread.start()
  }

  /// Waits until the child's stdout ended.
  func join() { done.wait() }

  private func readLines() {
    let fd = handle.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var partial: [UInt8] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      let now = CPUClock.wallNanoseconds()
      var found: [(UInt64, UInt64)] = []
      for byte in buffer[0..<count] {
        guard byte == 10 else {
          partial.append(byte)
          continue
        }
        if partial.first == UInt8(ascii: "#") {
          var seq: UInt64 = 0
          for digit in partial.dropFirst() {
            guard digit >= 48, digit <= 57 else { break }
            seq = seq * 10 + UInt64(digit - 48)
          }
          found.append((seq, now))
        }
        partial.removeAll(keepingCapacity: true)
      }
      let cpu = CPUClock.threadNanoseconds()
      lock.withLock {
        arrived += found
        threadCPU = cpu
      }
    }
  }
}

/// A running process's CPU time, read from `/proc/<pid>/stat` (Linux; `nil` elsewhere).
enum ProcessCPU {
  static func nanoseconds(of pid: pid_t) -> UInt64? { nanoseconds(stat: "/proc/\(pid)/stat") }

  /// User and system CPU time from a `stat` file of `/proc` (a process's or a thread's).
  static func nanoseconds(stat path: String) -> UInt64? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name: state is field 3; utime and stime are fields 14 and 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else {
      return nil
    }
    let ticks = UInt64(max(1, sysconf(Int32(_SC_CLK_TCK))))
    return (user + system) * 1_000_000_000 / ticks
  }
}
