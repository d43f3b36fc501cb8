import ActionLog
import ComposableStore
import ComposableStoreLink
import ComposableStoreRecording
import DebugLink
import DebugLinkWire
import Foundation
import JSONTree
import LinkMirror
import LogFormat
import Replay
import ToolSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two round trips of `tt-debug attach`, in process: a record from the app's store to the
/// entry attach reads from its mirror, and a jump to the app's answer.
@MainActor
enum AttachLatency {
  /// Sends 1,000 actions/s (medium state, a flush after each) to a recording store for
  /// `seconds`; a `TimelineTail` polled every 10 ms, as `attach` at a terminal looks, reads
  /// the mirror the link writes (`viaLink`) or the app's own file. Returns each action's time
  /// from just before it is sent to its entry read from the tail, in ms.
  static func recordToEntry(_ config: BenchConfig, seconds: Int, viaLink: Bool) throws -> [Double] {
    let appPath = config.scratch("attach-app.ttlog")
    let mirrorPath = config.scratch("attach-mirror.ttlog")
    for path in [appPath, mirrorPath] { try? FileManager.default.removeItem(atPath: path) }
    let count = seconds * 1_000
    let actions = SyntheticUser.script(count: count, size: .medium, seed: 45)
    let recorder = try Recorder(
      path: appPath, options: Recorder.Options(session: SessionInfo(app: "tt-bench attach")))
    var attach: AttachSide?
    var link: DebugLink?
    if viaLink {
      let side = try AttachSide()
      link = DebugLink.start(side.settings, recorder: recorder) { _ in nil }
      try side.accept(mirroringTo: try LogMirror(path: mirrorPath))
      attach = side
    }
    let store = Store(initialState: StateSize.medium.initialState) {
      SyntheticFeature().recording(to: recorder)
    }
    recorder.flush()
    let reader = TailClock(path: viaLink ? mirrorPath : appPath, count: count)
    reader.start()
    var sent = [UInt64](repeating: 0, count: count)
    let start = CPUClock.wallNanoseconds()
    for (index, action) in actions.enumerated() {
      let due = start + UInt64(index) * 1_000_000
      let now = CPUClock.wallNanoseconds()
      if now < due { usleep(UInt32((due - now) / 1_000)) }
      sent[index] = CPUClock.wallNanoseconds()
      store.send(action)
      recorder.flush()
    }
    let seen = reader.finish(waitingSeconds: 5)
    recorder.close()
    link?.stop()
    attach?.close()
    if let failure = reader.failure { throw BenchError("reading the tail: \(failure)") }
    var latencies: [Double] = []
    for seq in 1...count where seen[seq] > 0 {
      latencies.append(Double(seen[seq] - sent[seq - 1]) / 1e6)
    }
    guard latencies.count * 100 >= count * 99 else {
      throw BenchError("the tail read only \(latencies.count) of \(count) actions")
    }
    return latencies
  }

  /// What one jump repetition measured, in ms per jump.
  struct Jumps {
    var travel: [Double]
    var sync: [Double]
    var differing: Int
  }

  /// A time-travel root over ``CodableListFeature`` after `actions` actions, linked to an
  /// in-process attach that mirrors its log; `jumps` random seqs are travelled to as attach
  /// does (the log's state sent, the answer's state compared with it), and as many `sync`s.
  static func jumps(_ config: BenchConfig, actions count: Int, jumps: Int, seed: UInt64)
    async throws -> Jumps
  {
    let appPath = config.scratch("jump-app.ttlog")
    let mirrorPath = config.scratch("jump-mirror.ttlog")
    for path in [appPath, mirrorPath] { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(
      path: appPath, options: Recorder.Options(session: SessionInfo(app: "tt-bench jump")))
    let root = TimeTravelRoot(initialState: CodableListFeature.State(), recorder: recorder) {
      CodableListFeature()
    }
    let attach = try AttachSide()
    let link = root.startLink(attach.settings)
    try attach.accept(mirroringTo: try LogMirror(path: mirrorPath))
    defer {
      link.stop()
      attach.close()
      recorder.close()
    }
    for (number, action) in CodableListFeature.script(count: count, seed: seed).enumerated() {
      root.store.send(action)
      // Paced so the link's queue never drops lines.
      if number % 256 == 255 { recorder.flush() }
    }
    recorder.flush()
    return try await offMainActor { [attach] in
      guard try attach.request(.sync) == .synced else { throw BenchError("sync was not answered") }
      let timeline = try Timeline(path: mirrorPath)
      guard timeline.header.valueEncoding == "encodable" else {
        throw BenchError("the sample's state was not recorded as Codable")
      }
      var random = seed | 1
      var result = Jumps(travel: [], sync: [], differing: 0)
      for _ in 0..<jumps {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let span = timeline.lastSeq - timeline.firstSeq + 1
        let seq = timeline.firstSeq + (random >> 33) % span
        let start = CPUClock.wallNanoseconds()
        let logged = try timeline.state(at: seq)
        let answer = try attach.request(.travel(seq: seq, state: logged.jsonText))
        guard case .at(let at, let text) = answer, at == seq else {
          throw BenchError("the app answered \(answer) to a jump to #\(seq)")
        }
        let held = try JSONValue(parsing: text)
        let same = SharedNumbering.renumbered(held) == SharedNumbering.renumbered(logged)
        result.travel.append(Double(CPUClock.wallNanoseconds() - start) / 1e6)
        if !same { result.differing += 1 }
        let syncStart = CPUClock.wallNanoseconds()
        guard try attach.request(.sync) == .synced else {
          throw BenchError("sync was not answered")
        }
        result.sync.append(Double(CPUClock.wallNanoseconds() - syncStart) / 1e6)
      }
      _ = try attach.request(.live)
      return result
    }
  }
}

/// Polls a `TimelineTail` every 10 ms on a thread of its own and notes when each seq's first
/// entry was read.
final class TailClock: @unchecked Sendable {
  // @unchecked: `seen`, `stopping` and `failure` are touched under `lock`; the tail is the
  // thread's alone.
  private let path: String
  private let count: Int
  private let lock = NSLock()
  private var seen: [UInt64]
  private var stopping = false
  private var found = 0
  private(set) var failure: String?
  private let done = DispatchSemaphore(value: 0)

  init(path: String, count: Int) {
    self.path = path
    self.count = count
    seen = [UInt64](repeating: 0, count: count + 1)
  }

  func start() {
    let thread = Thread { [self] in
      poll()
      done.signal()
    }
    thread.name = "tt-bench tail"
    thread.start()
  }

  /// Waits until every seq was read (or `waitingSeconds` pass), stops, and returns when each
  /// seq was read (0: never), indexed by seq.
  func finish(waitingSeconds: Double) -> [UInt64] {
    let deadline = CPUClock.wallNanoseconds() + UInt64(waitingSeconds * 1e9)
    while lock.withLock({ found < count && failure == nil }), CPUClock.wallNanoseconds() < deadline
    {
      usleep(10_000)
    }
    lock.withLock { stopping = true }
    done.wait()
    return lock.withLock { seen }
  }

  private func poll() {
    let tail = TimelineTail(path: path)
    while !lock.withLock({ stopping }) {
      do {
        let events = try tail.read()
        let now = CPUClock.wallNanoseconds()
        lock.withLock {
          for case .entry(let entry, _) in events where entry.seq >= 1 && entry.seq <= count {
            if seen[Int(entry.seq)] == 0 {
              seen[Int(entry.seq)] = now
              found += 1
            }
          }
        }
      } catch {
        lock.withLock { failure = "\(error)" }
        return
      }
      usleep(10_000)
    }
  }
}
