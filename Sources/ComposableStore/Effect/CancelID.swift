/// A type-erased cancellation identifier.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Only ever built from `some Hashable & Sendable`, so the erased value is Sendable.
  let base: AnyHashable

  init(_ id: some Hashable & Sendable) {
    self.base = AnyHashable(id)
  }
}
