/// The closures a ``PageServer`` calls about its sockets, on its event loop thread.
struct PageCallbacks: Sendable {
  let onOpen: @Sendable (PageClient) -> Void
  let onMessage: @Sendable (PageClient, String) -> Void
  let onClose: @Sendable (PageClient) -> Void
}
