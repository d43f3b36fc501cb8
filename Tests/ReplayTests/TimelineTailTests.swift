import Foundation
import JSONTree
import LogFormat
import Testing

@testable import Replay

/// A `TimelineTail` over a log copied a few bytes at a time lists what `Timeline.entries` lists
/// for the finished file, and rebuilds the same states.
@Suite struct TimelineTailTests {
  static let samples = ["app-root", "sign-up", "split-view", "tab-stack"]

  static func samplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("samples/logs/\(name).ttlog").path
  }

  /// Follows a copy of `source` that grows `chunk` bytes between reads.
  static func follow(_ source: String, chunk: Int, tracksStates: Bool) throws
    -> [TimelineTail.Event]
  {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
    let path = LogBuilder.temporaryPath()
    let tail = TimelineTail(path: path, tracksStates: tracksStates, writerCheck: { _ in true })
    var events = try tail.read()
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    var copied = 0
    while copied < bytes.count {
      let end = min(bytes.count, copied + chunk)
      let handle = try #require(FileHandle(forWritingAtPath: path))
      handle.seekToEndOfFile()
      handle.write(bytes[copied..<end])
      try handle.close()
      copied = end
      events += try tail.read()
    }
    #expect(tail.isEnded)
    return events
  }

  @Test(arguments: samples)
  func entriesAreTheFinishedTimelines(sample: String) throws {
    let source = Self.samplePath(sample)
    let timeline = try Timeline(path: source)
    let expected = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq)
    let events = try Self.follow(source, chunk: 17, tracksStates: false)
    let entries = events.compactMap { event -> TimelineEntry? in
      if case .entry(let entry, _) = event { entry } else { nil }
    }
    #expect(entries == expected)
    #expect(events.first == .waitingForFile)
    #expect(events.last == .closed)
    #expect(events.contains(.started(timeline.header, headerDamage: nil)))
  }

  @Test(arguments: samples)
  func trackedStatesAreTheTimelinesStates(sample: String) throws {
    let source = Self.samplePath(sample)
    let timeline = try Timeline(path: source)
    let events = try Self.follow(source, chunk: 4096, tracksStates: true)
    var checked = 0
    for case .entry(let entry, let change?) in events {
      #expect(change.before == (try timeline.state(at: entry.seq - 1)))
      #expect(change.after == (try timeline.state(at: entry.seq)))
      checked += 1
    }
    #expect(checked == timeline.actionCount)
  }

  @Test func aRandomSessionWithMarkersEffectsAndSharedChangesListsAlike() throws {
    let builder = try RandomSession.write(actions: 400, seed: 7)
    let timeline = try Timeline(path: builder.path)
    let expected = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq)
    let events = try Self.follow(builder.path, chunk: 101, tracksStates: true)
    let entries = events.compactMap { event -> TimelineEntry? in
      if case .entry(let entry, _) = event { entry } else { nil }
    }
    #expect(entries == expected)
    for case .entry(let entry, let change?) in events {
      #expect(change.after == (try timeline.state(at: entry.seq)))
    }
  }
}
