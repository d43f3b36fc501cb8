import Testing

/// Effect lifecycle records on real TCA against the stand-in store's for the same behaviour
/// (`LifecycleScript.standInOutcome`, checked against the stand-in store itself where it builds).
@Suite(.serialized) @MainActor struct EffectLifecycleTests {
  /// A `.run` effect whose store task is cancelled, and a reducer's immediate `.send` (effect 0,
  /// `send`), give the same causes and effect records on both stores.
  @Test(arguments: [LifecycleScript.storeTaskCancelled, .sendsAtOnce])
  func aStoreTaskCancelAndAnImmediateSendAreTheSameOnBothStores(_ script: LifecycleScript)
    async throws
  {
    #expect(try await script.recordOnTCA("\(script)") == script.standInOutcome)
  }

  /// A `.run` effect that returns is `finished` on the stand-in store, or `cancelled` when it was
  /// cancelled by id (`.cancel(id:)`, or `cancelInFlight: true`); on TCA both are `finished` with
  /// `maybeCancelled`: TCA runs a `.cancellable` operation in a task of its own
  /// (`withTaskCancellation(id:)`), cancels only that task and tells nobody — the effect's own
  /// task ends normally either way, as TCA's own `_SignpostReducer` sees it too — so the glue
  /// records that the run ended without claiming how. Causes are the same. If TCA starts to say
  /// how a run ended, the glue can record it exactly: drop the difference here and in
  /// docs/Recording.md.
  @Test(arguments: [LifecycleScript.finishes, .cancelledByID, .cancelledInFlight])
  func aRunThatReturnsIsFinishedMaybeCancelledOnTCA(_ script: LifecycleScript) async throws {
    let tca = try await script.recordOnTCA("\(script)")
    let standIn = script.standInOutcome
    #expect(tca.causes == standIn.causes)
    let asTCASeesIt = standIn.effects.map { effect in
      ["finished", "cancelled"].reduce(effect) {
        $0.replacingOccurrences(of: ": \($1)", with: ": finished (maybe cancelled)")
      }
    }
    #expect(tca.effects == asTCASeesIt)
  }

  #if canImport(ComposableStoreRecording)
  /// The stand-in outcomes above are what the stand-in store records.
  @Test(arguments: [
    LifecycleScript.finishes, .sendsAtOnce, .storeTaskCancelled, .cancelledByID,
    .cancelledInFlight,
  ])
  func theStandInStoreRecordsItsOutcome(_ script: LifecycleScript) async throws {
    #expect(try await script.recordOnStandIn("\(script)") == script.standInOutcome)
  }
  #endif
}
