@_spi(Internals) import ComposableArchitecture
import Foundation
import Testing
import ValueCoding

@testable import ComposableArchitectureRecording

/// The glue's own adapters, and the TCA and swift-sharing internals they rely on: each test here
/// fails loudly when one of those details changes (the glue then logs less, never a wrong value).
@Suite struct GlueTests {
  enum Action { case tapped }
  enum CancelID { case one }

  /// Internal detail: `Effect`'s internal `operation` enum and its case labels (`EffectKind`).
  @Test func effectKindsAreReadFromTheEffect() {
    #expect(EffectKind(of: Effect<Action>.none) == .none)
    #expect(EffectKind(of: Effect<Action>.run { _ in }) == .run)
    #expect(EffectKind(of: Effect<Action>.run { _ in }.cancellable(id: CancelID.one)) == .run)
    #expect(EffectKind(of: Effect<Action>.concatenate(.run { _ in }, .run { _ in })) == .run)
    #expect(EffectKind(of: Effect<Action>.send(.tapped)) == .send)
    #expect(EffectKind(of: Effect<Action>.send(.tapped).map { $0 }) == .send)
    #expect(EffectKind(of: Effect<Action>.cancel(id: CancelID.one)) == .publisher)
    #expect(EffectKind(of: Effect<Action>.merge(.send(.tapped), .run { _ in })) == .publisher)
  }

  /// SPI relied on: `StackElementID.generation` (`@_spi(Internals)`) is the number TCA's public
  /// `debugDescription` shows (`#N`), and it is what a recorded stack entry's id holds.
  @Test func stackElementIDsAreTheirGenerations() {
    withDependencies {
      $0.stackElementID = .liveValue
    } operation: {
      var stack = StackState<Int>()
      stack.append(10)
      stack.append(20)
      _ = stack.popLast()
      stack.append(30)
      #expect(stack.ids.map(\.debugDescription) == ["#0", "#2"])
      #expect(stack.ids.map(\.generation) == [0, 2])
      #expect(stack.recordedStackEntries.map(\.id) == [0, 2])
      #expect(stack.recordedStackEntries.map { $0.element as? Int } == [10, 30])
    }
  }

  /// Layout relied on: the identity read from `Shared`'s storage is the reference swift-sharing
  /// itself reports through its public `_objectIdentifier` (CustomDump's diffing hook).
  @Test func theSharedIdentityIsSwiftSharingsOwnReference() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("a")) var first = 1
      @Shared(.inMemory("a")) var second = 1
      let value = Shared(value: "x")
      #expect(ObjectIdentifier($first.recordedReference) == $first._objectIdentifier)
      #expect(ObjectIdentifier($second.recordedReference) == $second._objectIdentifier)
      #expect(ObjectIdentifier(value.recordedReference) == value._objectIdentifier)
    }
  }

  @Test func sharedReferencesWithOneKeyShareAnIdentityAndOthersDoNot() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("a")) var first = 1
      @Shared(.inMemory("a")) var second = 1
      @Shared(.inMemory("b")) var other = 1
      let copy = $first
      #expect(
        ObjectIdentifier($first.recordedReference) == ObjectIdentifier($second.recordedReference))
      #expect(
        ObjectIdentifier($first.recordedReference) == ObjectIdentifier(copy.recordedReference))
      #expect(
        ObjectIdentifier($first.recordedReference) != ObjectIdentifier($other.recordedReference))
      $second.withLock { $0 = 5 }
      #expect($first.recordedValue as? Int == 5)
    }
  }

  @Test func aSharedValueWithoutAKeyKeepsOneIdentityAcrossCopies() {
    let shared = Shared(value: "x")
    let copy = shared
    #expect(ObjectIdentifier(shared.recordedReference) == ObjectIdentifier(copy.recordedReference))
  }
}
