import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableArchitectureRecording

/// The glue's own adapters: reading TCA's effect kinds and `@Shared` identities.
@Suite struct GlueTests {
  enum Action { case tapped }

  @Test func effectKindsAreReadFromTheEffect() {
    #expect(EffectKind(of: Effect<Action>.none) == .none)
    #expect(EffectKind(of: Effect<Action>.run { _ in }) == .run)
    #expect(EffectKind(of: Effect<Action>.send(.tapped)) == .publisher)
    #expect(EffectKind(of: Effect<Action>.merge(.send(.tapped), .run { _ in })) == .publisher)
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
