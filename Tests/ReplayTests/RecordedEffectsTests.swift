import JSONTree
import LogFormat
import Replay
import Testing

/// The log's cause and effect records read once: which action started each effect, what it sent,
/// how it ended, and where each state came from.
@Suite struct RecordedEffectsTests {
  private func action(_ seq: UInt64, _ cause: ActionCause) -> TimelineEntry {
    TimelineEntry(
      seq: seq,
      record: .action(
        ActionRecord(
          seq: seq, wall: 0, mono: 0, action: .string("a\(seq)"), summary: "a\(seq)",
          cause: cause, route: [], change: .delta([]))),
      timeOffset: 0)
  }

  private func event(
    _ seq: UInt64, _ kind: EffectRecord.Event, effect: UInt64, action: UInt64,
    maybeCancelled: Bool = false
  ) -> TimelineEntry {
    TimelineEntry(
      seq: seq,
      record: .effect(
        EffectRecord(
          seq: seq, wall: 0, mono: 0, event: kind, effect: effect, action: action,
          name: "run @ Search.swift:\(effect)", maybeCancelled: maybeCancelled)),
      timeOffset: 0)
  }

  @Test func effectsAreReadWithTheirSendsAndEnds() {
    let entries = [
      action(1, .external),
      event(1, .started, effect: 1, action: 1),
      action(2, .external),
      event(2, .started, effect: 2, action: 2),
      event(2, .cancelled, effect: 1, action: 1),
      action(3, .effect(seq: 2, effect: 2, name: "run @ Search.swift:2")),
      action(4, .effect(seq: 3, effect: 0, name: "send")),
      TimelineEntry(
        seq: 5,
        record: .outOfBand(
          OutOfBandRecord(seq: 5, wall: 0, mono: 0, change: .delta([]), shared: [1])),
        timeOffset: 0),
      action(6, .effect(seq: 2, effect: 2, name: "run @ Search.swift:2")),
      event(6, .finished, effect: 2, action: 2, maybeCancelled: true),
    ]
    let effects = RecordedEffects(entries: entries, from: 0, to: 6)
    #expect(
      effects.effects == [
        RecordedEffects.Effect(
          id: 1, startedBy: 1, name: "run @ Search.swift:1", end: .cancelled(at: 2)),
        RecordedEffects.Effect(
          id: 2, startedBy: 2, name: "run @ Search.swift:2", sends: [3, 6], end: .ended(at: 6)),
      ])
    #expect(effects.effects(startedBy: 2).map(\.id) == [2])
    #expect(
      effects.steps == [
        .external, .external, .effect(2), .immediate(parent: 3), .outOfBand, .effect(2),
      ])
  }

  /// A stretch that starts inside a session keeps the effects started before it that still send
  /// in it, and drops what happened after its end.
  @Test func aStretchKeepsEffectsStartedBeforeItAndStopsAtItsEnd() {
    let entries = [
      event(2, .started, effect: 1, action: 2),
      action(3, .effect(seq: 2, effect: 1, name: "run @ Search.swift:1")),
      action(4, .effect(seq: 2, effect: 1, name: "run @ Search.swift:1")),
      event(4, .finished, effect: 1, action: 2),
    ]
    let effects = RecordedEffects(entries: entries, from: 2, to: 3)
    #expect(
      effects.effects == [
        RecordedEffects.Effect(id: 1, startedBy: 2, name: "run @ Search.swift:1", sends: [3])
      ])
    #expect(effects.step(at: 3) == .effect(1))
    #expect(effects.step(at: 4) == nil)
  }
}
