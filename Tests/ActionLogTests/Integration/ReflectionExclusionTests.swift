import Foundation
import Testing
import ValueCoding

@testable import ActionLog

/// A framework type an app's glue marks as not part of the app's state.
private struct DependencyCache: ExcludedFromRecording {
  var entries: [String: Int] = ["uuid": 42]
}

/// A state that is not Encodable, holding what TCA's macros and runtime put beside the app's values.
private struct FeatureState {
  var title = "Rent"
  var _$observationRegistrar = DependencyCache()
  var _$id = UUID()
  var identity = ObjectIdentifier(NSObject())
  var lock = NSLock()
  var pointer = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
  var opaque = OpaquePointer(bitPattern: 0x1234)
  var dependencies = DependencyCache()
  var unmanaged = Unmanaged.passUnretained(NSObject())
  var count = 2
}

@Suite struct ReflectionExclusionTests {
  @Test func reflectionWritesTheAppsValuesAndNothingOfTheProcessOrFramework() {
    let state = FeatureState()
    defer { state.pointer.deallocate() }
    let tree = ValueEncoder().encode(state)
    #expect(tree.jsonText == #"{"title":"Rent","count":2}"#)
  }

  @Test func summariesLeaveOutTheSameMembers() {
    #expect(summary(of: FeatureState()).hasPrefix("FeatureState(title: \"Rent\", count: 2"))
  }
}

/// A framework value whose identity is random per instance but whose other members are the app's.
private struct Prompt: PartlyExcludedFromRecording {
  static var membersExcludedFromRecording: Set<String> { ["id"] }
  var id = UUID()
  var title: String
  var buttons: [PromptButton]
}

private struct PromptButton: PartlyExcludedFromRecording {
  static var membersExcludedFromRecording: Set<String> { ["id"] }
  let id = UUID()
  var label: String
}

@Suite struct PartialExclusionTests {
  @Test func namedMembersAreLeftOutAndTheRestWritten() {
    let prompt = Prompt(title: "Delete Rent?", buttons: [PromptButton(label: "Delete")])
    let tree = ValueEncoder().encode(["alert": prompt])
    #expect(tree.jsonText == #"{"alert":{"title":"Delete Rent?","buttons":[{"label":"Delete"}]}}"#)
  }

  @Test func twoValuesThatDifferOnlyInExcludedMembersEncodeAlike() {
    let first = ValueEncoder().encode(Prompt(title: "A", buttons: []))
    let second = ValueEncoder().encode(Prompt(title: "A", buttons: []))
    #expect(first == second)
  }
}

@Suite struct LoggedTypeNameTests {
  private enum Login { struct State {} }

  @Test func privateTypesAreNamedWithoutTheProcessSpecificContext() {
    #expect(String(reflecting: Login.State.self).contains("unknown context at"))
    #expect(loggedTypeName(Login.State.self) == "ActionLogTests.LoggedTypeNameTests.Login.State")
    #expect(loggedTypeName(Int.self) == "Swift.Int")
    #expect(
      loggedTypeName([Login.State].self)
        == "Swift.Array<ActionLogTests.LoggedTypeNameTests.Login.State>")
  }
}
