import JSONTree

extension RecordingWorker {
  /// Encodes a captured state with the shared values as they were when it was captured.
  func encodeState(_ capture: StateCapture) -> JSONValue {
    let tree = encoding.encodeState(capture.state, sharedValues: capture.shared.values)
    if let failure = encoding.encodableFailure, !warnedAboutEncodable {
      warnedAboutEncodable = true
      options.logger.warning(
        "tt-debug recorder: encode(to:) threw (\(failure)); recording the state by reflection")
    }
    return tree
  }
}
