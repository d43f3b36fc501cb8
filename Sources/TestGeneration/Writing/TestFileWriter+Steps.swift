import JSONTree
import LogFormat
import Replay

/// How the test file writes one step: its heading, the action as Swift, and its check.
extension TestFileWriter {
  var decodeLabel: String {
    options.conventions.decodeFunction == "relinking" ? "relinking:" : "as:"
  }

  func decode(_ seq: UInt64) -> String {
    "log.state(at: \(seq), \(decodeLabel) \(names.state).self)"
  }

  mutating func write(_ step: SessionScript.Step, dependencies: [String]) throws {
    let time = String(format: "+%.3fs", step.timeOffset)
    switch step.record {
    case .outOfBand(let record) where options.servesEffects:
      lines.append(
        "  // #\(step.seq) \(time): a shared value changed outside any action, applied as the log "
          + "has it")
      var change = OutOfBandChange(evidence: session.evidence, literals: literals)
      let state = try timeline.state(at: step.seq)
      let previous = step.seq > 0 ? try timeline.state(at: step.seq - 1) : nil
      for line in change.lines(
        seq: step.seq, shared: record.shared, in: state, previous: previous)
      {
        lines.append("  " + line)
      }
    case .outOfBand:
      lines.append(
        "  // #\(step.seq) \(time): a shared value changed outside any action; a test store cannot "
          + "cause that, so")
      lines.append("  // the states after it may differ from the log's.")
    case .send(let record), .receive(let record):
      var isSend = false
      if case .send = step.record { isSend = true }
      var heading = "  // #\(step.seq) \(time)"
      if case .effect(let parent, _, let name) = record.cause {
        heading += " ← effect of #\(parent) (\(name))"
      }
      if !record.route.isEmpty { heading += " · " + record.breadcrumb }
      lines.append(heading)
      for line in dependencies { lines.append("  " + line) }
      literals.reset()
      var action = literals.literal(record.action, hint: SummaryHint(parsing: record.summary))
      for note in literals.notes { lines.append("  // Note: \(note).") }
      if isSend { notePseudonyms(in: record.action, seq: step.seq) }
      if !literals.blockers.isEmpty {
        let reason = literals.blockers.joined(separator: "; ")
        lines.append(
          "  #error("
            + SwiftText.string(
              "#\(step.seq): this action cannot be written as Swift: \(reason). Write it by hand "
                + "(the log shows \(record.summary)) and delete this line.") + ")")
      }
      let call = isSend ? "send" : "receive"
      if !isSend, let cases = receivedCases(record) {
        if let keyPath = cases.keyPath {
          // Exhaustive, a payload a literal can write is compared too (TCA's receive(_:_:)).
          if options.exhaustive, let value = cases.payloadLiteral {
            action = keyPath + ", " + value
          } else {
            if cases.hasPayload {
              lines.append(
                "  // Received \(action); the key path below does not compare its payload.")
            }
            action = keyPath
          }
        } else if options.exhaustive, let pattern = cases.patternWithPayload {
          action = "{ if case \(pattern) = $0 { true } else { false } }"
        } else {
          if cases.hasPayload {
            lines.append("  // Received \(action); the pattern below does not compare its payload.")
          }
          action = "{ if case \(cases.pattern) = $0 { true } else { false } }"
        }
      }
      if options.exhaustive && options.logResource == nil {
        try writeAssignments(call: call, action: action, seq: step.seq)
      } else if options.exhaustive {
        lines.append("  await store.\(call)(\(action)) {")
        for change in try timeline.changes(from: step.seq - 1, to: step.seq).prefix(4) {
          lines.append("    // \(change.name) \(change.path)")
        }
        lines.append("    $0 = try \(decode(step.seq))")
        lines.append("  }")
      } else {
        lines.append("  await store.\(call)(\(action))")
      }
    }
    for marker in step.markers { lines.append("  // ★ \(marker)") }
  }

  /// An exhaustive step over a state the log wrote by reflection: the closure assigns what the
  /// step changed (``StateAssignments``); none when nothing did.
  mutating func writeAssignments(call: String, action: String, seq: UInt64) throws {
    var assignments = StateAssignments(evidence: session.evidence, literals: literals)
    assignments.add(from: try timeline.state(at: seq - 1), to: try timeline.state(at: seq))
    let body = assignments.lines
    guard !body.isEmpty || !assignments.blockers.isEmpty else {
      lines.append("  await store.\(call)(\(action))")
      return
    }
    lines.append("  await store.\(call)(\(action)) {")
    for blocker in assignments.blockers {
      lines.append(
        "    #error("
          + SwiftText.string(
            "#\(seq): this change cannot be written as Swift: \(blocker). Write it by hand and "
              + "delete this line.") + ")")
    }
    for line in body { lines.append("    " + line) }
    lines.append("  }")
  }

  /// Files the pseudonyms an action the test sends carries.
  mutating func notePseudonyms(in value: JSONValue, seq: UInt64) {
    switch value {
    case .string(let text) where SwiftText.isPseudonym(text):
      if sentPseudonyms[text] == nil { sentPseudonyms[text] = seq }
    case .array(let items):
      for item in items { notePseudonyms(in: item, seq: seq) }
    case .object(let members):
      for member in members.values { notePseudonyms(in: member, seq: seq) }
    default:
      break
    }
  }

  /// The cases a received action passes through, when the store matches received actions by
  /// case (TCA's, unless the app's actions are `Equatable`); `nil` to compare the whole action.
  func receivedCases(_ record: ActionRecord) -> CasePatternWriter? {
    guard options.conventions.receivesCasePatterns, !options.equatableActions else { return nil }
    return CasePatternWriter(record.action, hint: SummaryHint(parsing: record.summary))
  }

  /// Whether a received action is matched by a case key path, which the opening comment explains.
  var receivesByKeyPath: Bool {
    session.steps.contains {
      guard case .receive(let record) = $0.record else { return false }
      return receivedCases(record)?.keyPath != nil
    }
  }
}
