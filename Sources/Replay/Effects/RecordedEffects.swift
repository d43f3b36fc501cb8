import LogFormat

/// What a stretch of a log says about its effects: which action started each, the actions each
/// sent, how each ended, and where state changed outside any action. Read once from the log's
/// cause and effect records; a generated test and ``ServedEffects`` serve effects from it.
///
/// ```swift
/// let effects = try RecordedEffects(timeline: timeline, from: 0, to: timeline.lastSeq)
/// for effect in effects.effects(startedBy: 1) {
///   print(effect.name, effect.sends, effect.end.map(String.init(describing:)) ?? "running")
/// }
/// ```
///
/// ```text
/// run @ FeatureListFeature.swift:128 [2, 3] finished at #3
/// ```
public struct RecordedEffects: Sendable, Equatable {
  /// One effect of the log: a run operation an action started.
  public struct Effect: Sendable, Equatable, Identifiable {
    /// The effect's id in the log, unique within the session.
    public var id: UInt64
    /// The seq of the action that started it.
    public var startedBy: UInt64
    /// Its name, e.g. `run @ FeatureListFeature.swift:42` (TCA's glue writes `run`).
    public var name: String
    /// The seqs of the actions it sent, in order.
    public var sends: [UInt64]
    /// How it ended, or `nil` when it was still running at the end of the stretch.
    public var end: EffectEnd?

    /// Creates an effect.
    ///
    /// - Parameters:
    ///   - id: The effect's id.
    ///   - startedBy: The seq of the action that started it.
    ///   - name: Its name.
    ///   - sends: The seqs of the actions it sent.
    ///   - end: How it ended.
    public init(
      id: UInt64, startedBy: UInt64, name: String, sends: [UInt64] = [], end: EffectEnd? = nil
    ) {
      self.id = id
      self.startedBy = startedBy
      self.name = name
      self.sends = sends
      self.end = end
    }
  }

  /// Where each state of the stretch came from.
  public enum Step: Sendable, Equatable {
    /// An action sent from outside the store (a view, a test).
    case external
    /// An action a reducer sent at once with `.send` (``ActionCause/immediateSend(by:)``).
    case immediate(parent: UInt64)
    /// An action effect `effect` sent.
    case effect(UInt64)
    /// A change to shared state made outside any action.
    case outOfBand
  }

  /// The seq of the state the stretch starts from; its steps are the states after it.
  public let from: UInt64
  /// The seq of the stretch's last state.
  public let to: UInt64
  /// The states after `from` through `to`, in order: `steps[i]` made seq `from + 1 + i`. A seq the
  /// log lost is `nil`.
  public private(set) var steps: [Step?]
  /// The effects that sent an action in the stretch or were started in it, in id order.
  public private(set) var effects: [Effect]

  /// Reads the effects of `timeline` from `from` through `to`.
  ///
  /// - Parameters:
  ///   - timeline: The log.
  ///   - from: The seq of the starting state.
  ///   - to: The last seq.
  /// - Throws: What ``Timeline/entries(from:to:)`` throws.
  public init(timeline: Timeline, from: UInt64, to: UInt64) throws {
    self.init(entries: try timeline.entries(from: from, to: to), from: from, to: to)
  }

  /// Reads the effects from entries already read (``Timeline/entries(from:to:)``).
  ///
  /// - Parameters:
  ///   - entries: The log's entries from `from` through `to`, in order.
  ///   - from: The seq of the starting state.
  ///   - to: The last seq.
  public init(entries: [TimelineEntry], from: UInt64, to: UInt64) {
    self.from = from
    self.to = to
    steps = Array(repeating: nil, count: Int(clamping: to >= from ? to - from : 0))
    effects = []
    var index: [UInt64: Int] = [:]
    func effect(_ id: UInt64, startedBy: UInt64, name: String) -> Int {
      if let found = index[id] { return found }
      effects.append(Effect(id: id, startedBy: startedBy, name: name))
      index[id] = effects.count - 1
      return effects.count - 1
    }
    for entry in entries where entry.seq <= to {
      switch entry.record {
      case .action(let record) where entry.seq > from:
        if let parent = record.cause.immediateSender {
          set(.immediate(parent: parent), at: entry.seq)
          continue
        }
        switch record.cause {
        case .external:
          set(.external, at: entry.seq)
        case .effect(let parent, let id, let name):
          effects[effect(id, startedBy: parent, name: name)].sends.append(entry.seq)
          set(.effect(id), at: entry.seq)
        }
      case .outOfBand where entry.seq > from:
        set(.outOfBand, at: entry.seq)
      case .effect(let record) where record.effect != ActionCause.immediateSendEffect:
        let at = effect(record.effect, startedBy: record.action, name: record.name)
        switch record.event {
        case .started: break
        case .finished:
          effects[at].end =
            record.maybeCancelled ? .ended(at: record.seq) : .finished(at: record.seq)
        case .cancelled: effects[at].end = .cancelled(at: record.seq)
        case .failed: effects[at].end = .failed(at: record.seq, error: record.error ?? "")
        }
      default:
        break
      }
    }
    effects.sort { $0.id < $1.id }
  }

  /// The effects action `seq` started, in the order it started them.
  ///
  /// - Parameter seq: An action's seq.
  /// - Returns: The effects, possibly none.
  public func effects(startedBy seq: UInt64) -> [Effect] {
    effects.filter { $0.startedBy == seq }
  }

  /// The step that made `seq`, or `nil` for the starting state, a seq outside the stretch or one
  /// the log lost.
  ///
  /// - Parameter seq: A seq.
  /// - Returns: The step.
  public func step(at seq: UInt64) -> Step? {
    guard seq > from, seq <= to else { return nil }
    return steps[Int(seq - from - 1)]
  }

  /// Where the action at `seq` came from, as a clause to append to its summary: ``, sent by
  /// effect run @ Search.swift:41 of #3`; empty for an action sent from outside the store.
  func origin(of seq: UInt64) -> String {
    switch step(at: seq) {
    case .immediate(let parent)?: ", sent by the .send effect of #\(parent)"
    case .effect(let id)?:
      effects.first { $0.id == id }.map { ", sent by effect \($0.name) of #\($0.startedBy)" } ?? ""
    default: ""
    }
  }

  private mutating func set(_ step: Step, at seq: UInt64) {
    steps[Int(seq - from - 1)] = step
  }
}

/// How an effect ended in the log.
public enum EffectEnd: Sendable, Equatable, CustomStringConvertible {
  /// It ran to its end; the state then was `at`.
  case finished(at: UInt64)
  /// It was cancelled (by id, by a newer one, by dismissal).
  case cancelled(at: UInt64)
  /// It ended, and may have been cancelled by an id the store's glue cannot see (TCA).
  case ended(at: UInt64)
  /// It threw `error`.
  case failed(at: UInt64, error: String)

  /// The seq of the state when it ended.
  public var seq: UInt64 {
    switch self {
    case .finished(let at), .cancelled(let at), .ended(let at), .failed(let at, _): at
    }
  }

  /// `finished at #3`, `cancelled at #7`.
  public var description: String {
    switch self {
    case .finished(let at): "finished at #\(at)"
    case .cancelled(let at): "cancelled at #\(at)"
    case .ended(let at): "ended at #\(at)"
    case .failed(let at, let error): "failed at #\(at) (\(error))"
    }
  }
}
