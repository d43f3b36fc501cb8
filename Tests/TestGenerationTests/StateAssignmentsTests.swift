import JSONTree
import Testing

@testable import TestGeneration

/// An exhaustive step over a state written by reflection assigns what changed, as TCA users write
/// it: stack elements by id, enum payloads through `modify`, alerts with their builder
/// initialiser, shared values once, through their reference.
@Suite struct StateAssignmentsTests {
  private func lines(
    from old: String, to new: String, cases: Set<String> = [],
    conventions: StoreConventions = .composableArchitecture
  ) throws -> [String] {
    var evidence = TypeEvidence()
    evidence.actionCaseNames = cases
    let literals = LiteralWriter(evidence: evidence, conventions: conventions)
    var assignments = StateAssignments(evidence: evidence, literals: literals)
    assignments.add(from: try JSONValue(parsing: old), to: try JSONValue(parsing: new))
    #expect(assignments.blockers.isEmpty, "\(assignments.blockers)")
    return assignments.lines
  }

  @Test func aStackIsChangedByElementID() throws {
    let checks = try lines(
      from: #"{"path": [{"id": 0, "element": {"detail": {"title": "Rent"}}}]}"#,
      to: #"{"path": [{"id": 1, "element": {"detail": {"title": "Books"}}}]}"#,
      cases: ["detail"])
    #expect(
      checks == [#"$0.path[id: 0] = nil"#, #"$0.path[id: 1] = .detail(.init(title: "Books"))"#])
  }

  @Test func aChangeInsideAnElementsCaseGoesThroughModify() throws {
    let checks = try lines(
      from: #"{"path": [{"id": 0, "element": {"detail": {"title": "Rent", "count": 1}}}]}"#,
      to: #"{"path": [{"id": 0, "element": {"detail": {"title": "Rent (Dec)", "count": 1}}}]}"#,
      cases: ["detail"])
    #expect(checks == [#"$0.path[id: 0]?.modify(\.detail) {"#, #"  $0.title = "Rent (Dec)""#, "}"])
  }

  @Test func anAlertIsWrittenWithItsBuilderInitialiser() throws {
    let alert = #"""
      {"alert": {"buttons": [
        {"action": {"type": {"send": {"confirmDelete": {}}}}, "label": {"storage": {"verbatim": "Delete"}},
         "role": {"destructive": {}}},
        {"action": {"type": {"send": null}}, "label": {"storage": {"verbatim": "Cancel"}},
         "role": {"cancel": {}}}],
       "message": null, "title": {"storage": {"verbatim": "Delete Books?"}}}}
      """#
    let checks = try lines(
      from: #"{"destination": null}"#, to: #"{"destination": \#(alert)}"#, cases: ["alert"])
    #expect(
      checks == [
        #"$0.destination = .alert(AlertState { TextState("Delete Books?") } actions: { "#
          + #"ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }; "#
          + #"ButtonState(role: .cancel) { TextState("Cancel") } })"#
      ])
  }

  @Test func aSharedValueIsSetOnceThroughItsReference() throws {
    let checks = try lines(
      from: #"""
        {"intro": {"user": {"$shared": 1, "value": {"name": "ada", "isPro": false}},
                   "settings": {"user": {"$shared": 1}}}}
        """#,
      to: #"""
        {"intro": {"user": {"$shared": 1, "value": {"name": "Ada L.", "isPro": false}},
                   "settings": {"user": {"$shared": 1}}}}
        """#,
      cases: ["intro"])
    #expect(
      checks == [
        #"$0.modify(\.intro) {"#, "  $0.$user.withLock {", #"    $0.name = "Ada L.""#, "  }", "}",
      ])
  }

  @Test func aSharedValueWrittenAtAnotherPlaceIsNoChange() throws {
    let checks = try lines(
      from: #"{"settings": {"user": {"$shared": 1, "value": {"name": "ada"}}}}"#,
      to: #"""
        {"detail": {"user": {"$shared": 1, "value": {"name": "ada"}}},
         "settings": {"user": {"$shared": 1}}}
        """#)
    #expect(checks == [#"$0.detail = .init(user: .init(name: "ada"))"#])
  }

  @Test func theStandInStoreAssignsAWholeCaseWhereTCAModifiesIt() throws {
    let old = #"{"intro": {"name": "", "page": 1}}"#
    let new = #"{"intro": {"name": "ada", "page": 1}}"#
    let tca = try lines(from: old, to: new, cases: ["intro"])
    #expect(tca == [#"$0.modify(\.intro) {"#, #"  $0.name = "ada""#, "}"])
    let standIn = try lines(from: old, to: new, cases: ["intro"], conventions: .composableStore)
    #expect(standIn == [#"$0 = .intro(.init(name: "ada", page: 1))"#])
  }
}
