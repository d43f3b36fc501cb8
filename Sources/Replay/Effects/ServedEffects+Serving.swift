extension ServedEffects {
  /// Matches the effects a reducer returned for one action with those the log has that action
  /// start, reports each that differs, and returns what to run in place of each.
  ///
  /// Effects pair by name first (`run @ File.swift:42`), then in order among those of the same
  /// file (a line moved by an edit still pairs) or named `effect` (the log's name for an effect
  /// whose start it did not see). An effect the log has and the reducer no longer
  /// starts is reported as ``EffectMismatch/Code/notStarted``, and its actions will not come; one
  /// the reducer starts that the log has no record of is ``EffectMismatch/Code/notRecorded`` (unless
  /// named `effect`) and sends nothing. Past the log's last step nothing is reported and nothing is sent.
  ///
  /// - Parameters:
  ///   - names: The names of the effects the reducer returned, in the order the store starts them.
  ///   - seq: The step's seq, from ``willReduce()``.
  ///   - action: The action, to name it in a report.
  /// - Returns: One run per name, in the same order.
  public func serve(_ names: [String], startedBy seq: UInt64?, action: Action) -> [ServedRun<
    Action
  >] {
    guard let seq else { return names.map { ServedRun(name: $0, served: nil, effects: self) } }
    var logged = logged(startedBy: seq)
    var pairs: [Int?] = names.map { name in
      guard let index = logged.firstIndex(where: { effects[$0].name == name }) else { return nil }
      return logged.remove(at: index)
    }
    for (position, name) in names.enumerated() where pairs[position] == nil {
      // `effect` is the log's name for an effect it saw only through the actions it sent.
      guard
        let index = logged.firstIndex(where: {
          Self.file(effects[$0].name) == Self.file(name) || effects[$0].name == "effect"
            || name == "effect"
        })
      else { continue }
      pairs[position] = logged.remove(at: index)
    }
    let step = { "#\(seq) \(ActionDescription.short(action))" }
    for index in logged {
      let effect = effects[index]
      report(
        EffectMismatch(
          .notStarted, seq: seq,
          "\(step()): the reducer no longer starts \(effect.name), which the log has this action "
            + "start (\(Self.history(effect)))"))
      frontier.settle(effect.sends.map(\.seq))
    }
    // A glue names `effect` an effect it cannot classify (TCA's publisher effects: a push's, a
    // presentation's, a `.cancel`): one that sends nothing leaves no record, so none is not news.
    for (position, name) in names.enumerated() where pairs[position] == nil && name != "effect" {
      let recorded = self.logged(startedBy: seq).map { effects[$0].name }
      report(
        EffectMismatch(
          .notRecorded, seq: seq,
          "\(step()): the reducer starts \(name), which the log has no record of for this action "
            + "(the log has it start "
            + (recorded.isEmpty ? "no effect" : recorded.joined(separator: ", ")) + ")"))
    }
    for case let index? in pairs {
      guard case .cancelled(let cancel) = effects[index].end, cancel <= to else { continue }
      cancellations.watch(index, cancelledAt: cancel)
    }
    return zip(names, pairs).map { ServedRun(name: $0, served: $1, effects: self) }
  }

  /// Reports each effect the log has cancelled at or before `seq` whose run this build has not
  /// cancelled.
  func reportNotCancelled(through seq: UInt64) {
    for index in cancellations.due(through: seq) { reportNotCancelled(index) }
  }

  func reportNotCancelled(_ index: Int) {
    let effect = effects[index]
    guard case .cancelled(let seq) = effect.end else { return }
    report(
      EffectMismatch(
        .notCancelled, seq: seq,
        "#\(seq): the log has \(effect.name), started by #\(effect.startedBy), cancelled here; "
          + "this build had not cancelled it (\(Self.history(effect)))"))
  }

  static func file(_ name: String) -> Substring {
    name.split(separator: ":").first ?? Substring(name)
  }

  static func history(_ effect: ServedEffect<Action>) -> String {
    let sent =
      effect.sends.isEmpty
      ? "it sent nothing" : "it sent " + effect.sends.map { "#\($0.seq)" }.joined(separator: ", ")
    return sent + "; " + (effect.end.map(String.init(describing:)) ?? "still running at the end")
  }
}
