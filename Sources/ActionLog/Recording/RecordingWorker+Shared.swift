extension RecordingWorker {
  /// Encodes a captured state with the shared values as they were when it was captured.
  func encodeState(_ capture: StateCapture) -> JSONValue {
    for (id, value) in capture.shared { sharedValues[id] = value }
    let tree = encoding.encodeState(capture.state, sharedValues: sharedValues)
    if let failure = encoding.encodableFailure, !warnedAboutEncodable {
      warnedAboutEncodable = true
      options.logger.warning(
        "tt-debug recorder: encode(to:) threw (\(failure)); recording the state by reflection")
    }
    return tree
  }

  /// Tells the recording thread which shared boxes the state holds, so unrelated `Shared` changes
  /// elsewhere in the process do not make out-of-band records.
  ///
  /// - Parameters:
  ///   - tree: The tree to scan.
  ///   - rescan: Replace the known ids (a whole state) rather than add to them (a delta's values).
  func publishSharedIDs(in tree: JSONValue, rescan: Bool) {
    let found = Set(SharedIDs.collect(in: tree))
    let ids = rescan ? found : knownSharedIDs.union(found)
    if rescan {
      // Forget snapshots of boxes the state no longer holds, so the map stays bounded.
      sharedValues = sharedValues.filter { ids.contains($0.key) }
    }
    guard ids != knownSharedIDs || rescan else { return }
    knownSharedIDs = ids
    queue.withLock { storage in storage.shared.knownIDs = ids }
  }
}

/// Finds the `{"$shared": id, …}` markers in a tree.
enum SharedIDs {
  /// Every shared box id in `tree`, in document order (repeats kept).
  static func collect(in tree: JSONValue) -> [UInt64] {
    var ids: [UInt64] = []
    visit(tree, into: &ids)
    return ids
  }

  private static func visit(_ value: JSONValue, into ids: inout [UInt64]) {
    switch value {
    case .array(let elements):
      for element in elements { visit(element, into: &ids) }
    case .object(let members):
      switch members["$shared"] {
      case .int(let id) where id >= 0: ids.append(UInt64(id))
      case .uint(let id): ids.append(id)
      default: break
      }
      for member in members.values { visit(member, into: &ids) }
    default:
      break
    }
  }
}
