import ActionLog

/// The split view names its own route: sidebar › detail › what the content column presents.
///
/// A split view shows its three columns at once, so the derived route (stacks and presentations)
/// would miss the sidebar and detail selections; the app states them itself, e.g.
/// `Feature A › Alpha › alert: Delete Alpha?`.
extension SplitViewFeature.State: RouteOverriding {
  /// The sidebar's feature, the selected detail (if any), then a presented sheet or alert.
  public var routeOverride: [String]? {
    let content = list(sidebar)
    var route = ["Feature \(sidebar.rawValue.uppercased())"]
    if let model = content.selectedModel { route.append(model.title) }
    switch content.destination {
    case .newFeature: route.append("sheet: NewFeatureForm")
    case .alert(let alert): route.append("alert: \(alert.title.string)")
    case nil: break
    }
    return route
  }
}
