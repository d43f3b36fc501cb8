import JSONTree

/// What a value is to tt-debug, by the integration point its type adopts: the one place that turns
/// a store's navigation and sharing types into something the encoders, the summary writer and the
/// route walker understand.
package enum IntegrationRole {
  /// A navigation stack: its elements bottom to top with their ids.
  case stack([(id: Int, element: Any)])
  /// A presentation: the presented state, or `nil`.
  case presentation(Any?)
  /// An alert or dialog.
  case dialog(kind: RecordedDialogKind, title: String)
  /// A shared reference: its identity and current value.
  case shared(any RecordableSharedReference)
  /// A framework or process value that is never recorded.
  case excluded

  /// The role of `value`, or `nil` for an ordinary value.
  ///
  /// - Parameter value: Any value met while walking a state.
  package init?(of value: Any) {
    // Most values adopt no integration point: one cached lookup by type says so.
    guard !IntegrationTraits.of(type(of: value)).isEmpty else { return nil }
    switch value {
    case let stack as any RecordableStack: self = .stack(stack.recordedStackEntries)
    case let presentation as any RecordablePresentation:
      self = .presentation(presentation.recordedDestination)
    case let dialog as any RecordableDialog:
      self = .dialog(kind: dialog.recordedDialogKind, title: dialog.recordedDialogTitle)
    case let shared as any RecordableSharedReference: self = .shared(shared)
    default: self = .excluded
    }
  }
}

/// The integration points a type adopts, checked once per type rather than per value.
package struct IntegrationTraits: OptionSet, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package static let stack = Self(rawValue: 1 << 0)
  package static let presentation = Self(rawValue: 1 << 1)
  package static let dialog = Self(rawValue: 1 << 2)
  package static let shared = Self(rawValue: 1 << 3)
  package static let excluded = Self(rawValue: 1 << 4)

  /// The traits of `type`.
  ///
  /// - Parameter type: Any type.
  package init(of type: Any.Type) {
    var traits: Self = []
    if type is any RecordableStack.Type { traits.insert(.stack) }
    if type is any RecordablePresentation.Type { traits.insert(.presentation) }
    if type is any RecordableDialog.Type { traits.insert(.dialog) }
    if type is any RecordableSharedReference.Type { traits.insert(.shared) }
    if type is any ExcludedFromRecording.Type || Self.isProcessSpecific(type) {
      traits.insert(.excluded)
    }
    self = traits
  }

  /// The traits of `type`, computed once per type and remembered (conformance checks and the type's
  /// name are too slow to repeat for every value a walk meets).
  ///
  /// - Parameter type: Any type.
  package static func of(_ type: Any.Type) -> IntegrationTraits {
    let key = ObjectIdentifier(type)
    if let known = known.withLock({ $0[key] }) { return known }
    let traits = IntegrationTraits(of: type)
    known.withLock { $0[key] = traits }
    return traits
  }

  private static let known = LockedValue<[ObjectIdentifier: IntegrationTraits]>([:])

  /// Whether values of `type` describe this process rather than the app's state: pointers, object
  /// identities, locks and observation registrars. Two runs of one session would otherwise never
  /// give the same log.
  ///
  /// - Parameter type: Any type.
  package static func isProcessSpecific(_ type: Any.Type) -> Bool {
    if let optional = type as? any OptionalType.Type {
      return isProcessSpecific(optional.wrappedType)
    }
    if type is ObjectIdentifier.Type || type is OpaquePointer.Type { return true }
    if type is any _Pointer.Type { return true }
    let name = String(reflecting: type)
    return processSpecificPrefixes.contains { name.hasPrefix($0) }
  }

  /// Type names (fully qualified) whose values are process state, matched by prefix so generic
  /// instances match too.
  private static let processSpecificPrefixes = [
    "Builtin.", "Swift.Unmanaged<", "Synchronization.", "Foundation.NSLock",
    "Foundation.NSRecursiveLock", "Foundation.NSCondition", "Observation.ObservationRegistrar",
    "__C.pthread_", "__C.os_unfair_lock", "__C._opaque_pthread",
  ]
}

extension IntegrationTraits {
  /// Whether a stored property labelled `label` is storage a macro generated
  /// (`_$observationRegistrar`, `_$id`): framework bookkeeping, not the app's state.
  ///
  /// - Parameter label: A mirror child's label.
  package static func isMacroStorage(_ label: String?) -> Bool {
    label?.hasPrefix("_$") ?? false
  }
}
