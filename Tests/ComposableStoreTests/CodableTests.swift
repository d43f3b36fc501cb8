import ComposableStore
import Foundation
import Testing

private struct Profile: Codable {
  @Shared var account: Int
  @Shared var mirror: Int

  init(account: Shared<Int>, mirror: Shared<Int>) {
    self._account = account
    self._mirror = mirror
  }
}

private func json(_ value: some Encodable, table: SharedCodingTable? = nil) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  if let table { encoder.userInfo[.sharedCodingTable] = table }
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decode<T: Decodable>(
  _ type: T.Type, from text: String, table: SharedCodingTable? = nil
) throws -> T {
  let decoder = JSONDecoder()
  if let table { decoder.userInfo[.sharedCodingTable] = table }
  return try decoder.decode(type, from: Data(text.utf8))
}

@Suite struct CodableTests {
  @Test func stackStateEncodesIDsWithElementsAndRoundTrips() throws {
    var stack = StackState<Counter.State>([.init(count: 1), .init(count: 2)])
    stack.pop(from: 0)
    stack[id: 2] = .init(count: 3)
    let text = try json(stack)
    #expect(text == #"[{"element":{"count":3},"id":2}]"#)
    var decoded = try decode(StackState<Counter.State>.self, from: text)
    #expect(decoded == stack)
    decoded.append(.init(count: 4))
    stack.append(.init(count: 4))
    #expect(decoded.ids == [2, 3])
    #expect(decoded.ids == stack.ids)
  }

  @Test func stackStateRejectsRepeatedIDs() {
    let text = #"[{"id":1,"element":{"count":0}},{"id":1,"element":{"count":0}}]"#
    #expect(throws: DecodingError.self) {
      try decode(StackState<Counter.State>.self, from: text)
    }
  }

  @Test func presentationStateEncodesNullOrTheValue() throws {
    let absent = PresentationState<Counter.State>(wrappedValue: nil)
    let present = PresentationState(wrappedValue: Counter.State(count: 2))
    #expect(try json(absent) == "null")
    #expect(try json(present) == #"{"count":2}"#)
    #expect(try decode(PresentationState<Counter.State>.self, from: "null") == absent)
    #expect(try decode(PresentationState<Counter.State>.self, from: #"{"count":2}"#) == present)
  }

  @Test func sharedWritesItsValueOnceAndRelinksOnDecode() throws {
    let account = Shared(7)
    let text = try json(Profile(account: account, mirror: account), table: SharedCodingTable())
    let id = account.referenceID
    #expect(text == #"{"account":{"$shared":\#(id),"value":7},"mirror":{"$shared":\#(id)}}"#)

    let decoded = try decode(Profile.self, from: text, table: SharedCodingTable())
    #expect(decoded.account == 7)
    decoded.$account.wrappedValue = 8
    #expect(decoded.mirror == 8)
    #expect(decoded.$account.referenceID == decoded.$mirror.referenceID)
    #expect(decoded.$account.referenceID != id)
    #expect(account.wrappedValue == 7)
  }

  @Test func sharedWithoutATableAlwaysWritesTheFullForm() throws {
    let account = Shared(1)
    let text = try json(Profile(account: account, mirror: account))
    let id = account.referenceID
    #expect(
      text == #"{"account":{"$shared":\#(id),"value":1},"mirror":{"$shared":\#(id),"value":1}}"#)
    let decoded = try decode(Profile.self, from: text)
    decoded.$account.wrappedValue = 2
    #expect(decoded.mirror == 1)
  }

  @Test func sharedReferenceWithoutValueFailsWithoutAnEarlierOccurrence() {
    #expect(throws: DecodingError.self) {
      try decode(Shared<Int>.self, from: #"{"$shared":1}"#, table: SharedCodingTable())
    }
  }

  @Test func actionsAndDialogsRoundTrip() throws {
    let stackAction = StackAction<Counter.State, Counter.Action>.element(id: 3, action: .increment)
    #expect(try decode(type(of: stackAction), from: json(stackAction)) == stackAction)
    let presentation = PresentationAction<Counter.Action>.presented(.decrement)
    #expect(try decode(type(of: presentation), from: json(presentation)) == presentation)
    let alert = AlertState<Counter.Action>(
      title: "Title", message: "Message",
      buttons: [ButtonState("OK", role: .destructive, action: .increment), ButtonState("Cancel")])
    #expect(
      try json(alert)
        == #"{"buttons":[{"action":{"increment":{}},"label":"OK","role":"destructive"},"#
        + #"{"action":null,"label":"Cancel","role":null}],"message":"Message","title":"Title"}"#)
    #expect(try decode(type(of: alert), from: json(alert)) == alert)
    let dialog = ConfirmationDialogState<Counter.Action>(title: "Pick", buttons: [ButtonState("A")])
    #expect(try decode(type(of: dialog), from: json(dialog)) == dialog)
    #expect(try json(StackElementID(rawValue: 4)) == "4")
  }

  @Test func navigationActionsKeepTheSynthesizedShape() throws {
    typealias Stack = StackAction<Counter.State, Counter.Action>
    let cases: [(Stack, String)] = [
      (.element(id: 3, action: .increment), #"{"element":{"action":{"increment":{}},"id":3}}"#),
      (.popFrom(id: 1), #"{"popFrom":{"id":1}}"#),
      (.push(id: 2, state: .init(count: 5)), #"{"push":{"id":2,"state":{"count":5}}}"#),
    ]
    for (action, text) in cases {
      #expect(try json(action) == text)
      #expect(try decode(Stack.self, from: text) == action)
    }
    typealias Presentation = PresentationAction<Counter.Action>
    #expect(
      try json(Presentation.presented(.decrement)) == #"{"presented":{"_0":{"decrement":{}}}}"#)
    #expect(try json(Presentation.dismiss) == #"{"dismiss":{}}"#)
    #expect(try decode(Presentation.self, from: #"{"dismiss":{}}"#) == .dismiss)
  }

  @Test func navigationActionsRejectZeroOrSeveralCaseKeys() {
    typealias Stack = StackAction<Counter.State, Counter.Action>
    #expect(throws: DecodingError.self) { try decode(Stack.self, from: "{}") }
    #expect(throws: DecodingError.self) {
      try decode(Stack.self, from: #"{"popFrom":{"id":1},"push":{"id":2,"state":{"count":0}}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(PresentationAction<Counter.Action>.self, from: #"{"presented":{}}"#)
    }
  }
}
