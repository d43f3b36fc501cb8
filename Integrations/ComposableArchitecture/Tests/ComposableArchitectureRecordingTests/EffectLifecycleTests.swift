import Testing

/// Effect lifecycle records on real TCA against the stand-in store's for the same behaviour
/// (`LifecycleScript.standInOutcome`, checked against the stand-in store itself where it builds).
@Suite(.serialized) @MainActor struct EffectLifecycleTests {
  /// A `.run` effect that ends, and one whose store task is cancelled, give the same causes and
  /// effect records on both stores.
  @Test(arguments: [LifecycleScript.finishes, .storeTaskCancelled])
  func bothStoresRecordTheSame(_ script: LifecycleScript) async throws {
    #expect(try await script.recordOnTCA("\(script)") == script.standInOutcome)
  }

  /// A `.run` effect cancelled by id (`.cancel(id:)`, or `cancelInFlight: true`) is `cancelled` on
  /// the stand-in store but `finished` on TCA: TCA runs a `.cancellable` operation in a task of its
  /// own (`withTaskCancellation(id:)`), cancels only that task and tells nobody — the effect's own
  /// task ends normally, as TCA's own `_SignpostReducer` sees it too. Causes are the same. If this
  /// fails because TCA now records `cancelled`, TCA has started to say so: drop the difference
  /// here and in docs/Recording.md.
  @Test(arguments: [LifecycleScript.cancelledByID, .cancelledInFlight])
  func aRunCancelledByIDIsFinishedOnTCA(_ script: LifecycleScript) async throws {
    let tca = try await script.recordOnTCA("\(script)")
    let standIn = script.standInOutcome
    #expect(tca.causes == standIn.causes)
    #expect(standIn.effects.contains { $0.hasSuffix(": cancelled") })
    let asTCASeesIt = standIn.effects.map {
      $0.replacingOccurrences(of: ": cancelled", with: ": finished")
    }
    #expect(tca.effects == asTCASeesIt)
  }

  #if canImport(ComposableStoreRecording)
  /// The stand-in outcomes above are what the stand-in store records.
  @Test(arguments: [
    LifecycleScript.finishes, .storeTaskCancelled, .cancelledByID, .cancelledInFlight,
  ])
  func theStandInStoreRecordsItsOutcome(_ script: LifecycleScript) async throws {
    #expect(try await script.recordOnStandIn("\(script)") == script.standInOutcome)
  }
  #endif
}
