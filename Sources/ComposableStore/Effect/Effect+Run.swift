/// One async operation of an effect, with its name and lifecycle observers.
@usableFromInline
struct RunOperation<Action: Sendable>: Sendable {
  var priority: TaskPriority?
  var name: String
  var operation: @Sendable (Send<Action>) async throws -> Void
  var handler: (@Sendable (any Error, Send<Action>) async -> Void)?
  var observers: [@Sendable (EffectEvent) -> Void] = []
}

extension Effect {
  /// An effect that runs an async operation which can send actions back into the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   let user = try await api.fetchUser()
  ///   await send(.userResponse(user))
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: Priority of the task that runs the operation.
  ///   - name: A display name for logs; defaults to `"run @ File.swift:LINE"`.
  ///   - operation: The work. It is cancelled through Swift task cancellation.
  ///   - handler: Called when the operation throws an error other than cancellation.
  ///   - fileID: The caller's file, for the default name.
  ///   - line: The caller's line, for the default name.
  /// - Returns: The effect.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let fallback = "run @ \(String(describing: fileID).split(separator: "/").last ?? ""):\(line)"
    // As TCA's: the operation sees the dependencies of the reducer that returned it, wherever
    // the store runs it.
    let dependencies = DependencyValues.current
    return Self(
      node: .run(
        RunOperation(
          priority: priority,
          name: name ?? fallback,
          operation: { send in
            try await DependencyValues.$current.withValue(dependencies) {
              try await operation(send)
            }
          },
          handler: handler.map { handler in
            { error, send in
              await DependencyValues.$current.withValue(dependencies) { await handler(error, send) }
            }
          }
        )
      )
    )
  }
}
