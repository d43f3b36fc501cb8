import ComposableStore
import SampleSupport

extension SplitViewSession {
  /// Visits every feature, selects details, adds through the sheet, cancels and dismisses it, and
  /// deletes through the alert, waiting for each step's effects before the next.
  ///
  /// - Parameters:
  ///   - store: A store running ``SplitViewFeature``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  public static func play(
    _ store: Store<SplitViewFeature.State, SplitViewFeature.Action>,
    _ environment: SampleEnvironment
  ) async {
    await store.sendAndFinish(.featureA(.task))
    await store.sendAndFinish(.featureA(.modelSelected(store.state.featureA.modelID(at: 1))))
    await store.sendAndFinish(.sidebarSelected(.b))
    await store.sendAndFinish(.featureB(.task))
    await store.sendAndFinish(.featureB(.modelSelected(store.state.featureB.modelID(at: 0))))
    await store.sendAndFinish(.sidebarSelected(.c))
    await store.sendAndFinish(.featureC(.task))
    await store.sendAndFinish(.featureC(.modelSelected(store.state.featureC.modelID(at: 2))))
    await store.sendAndFinish(.sidebarSelected(.a))

    await store.sendAndFinish(.featureA(.addButtonTapped))
    for title in ["A", "Al", "Alp", "Alph", "Alpha"] {
      await store.sendAndFinish(.featureA(.form(.titleChanged(title))))
    }
    await store.sendAndFinish(.featureA(.form(.saveButtonTapped)))
    if let added = store.state.featureA.models.last {
      await store.sendAndFinish(.featureA(.modelSelected(added.id)))
    }
    environment.mark("delete alert over a selected detail")
    await store.sendAndFinish(.featureA(.deleteButtonTapped))
    await store.sendAndFinish(.featureA(.destination(.dismiss)))
    await store.sendAndFinish(.featureA(.deleteButtonTapped))
    await store.sendAndFinish(.featureA(.destination(.presented(.alert(.confirmDelete)))))
    await store.sendAndFinish(.featureA(.modelSelected(store.state.featureA.modelID(at: 0))))

    await store.sendAndFinish(.sidebarSelected(.b))
    await store.sendAndFinish(.featureB(.addButtonTapped))
    for title in ["B", "Be", "Bet", "Beta"] {
      await store.sendAndFinish(.featureB(.form(.titleChanged(title))))
    }
    await store.sendAndFinish(.featureB(.form(.cancelButtonTapped)))
    await store.sendAndFinish(.featureB(.addButtonTapped))
    await store.sendAndFinish(.featureB(.destination(.dismiss)))
    await store.sendAndFinish(.featureB(.modelSelected(nil)))

    await store.sendAndFinish(.sidebarSelected(.c))
    environment.mark("deleting from feature C")
    await store.sendAndFinish(.featureC(.deleteButtonTapped))
    await store.sendAndFinish(.featureC(.destination(.presented(.alert(.confirmDelete)))))
    await store.sendAndFinish(.featureC(.task))
    await store.sendAndFinish(.sidebarSelected(.a))
  }
}

extension FeatureListFeature.Action {
  /// An action of the presented "new feature" sheet.
  ///
  /// - Parameter action: The form's action.
  /// - Returns: The list action that delivers it to the sheet.
  static func form(_ action: NewFeatureFormFeature.Action) -> Self {
    .destination(.presented(.newFeature(action)))
  }
}
