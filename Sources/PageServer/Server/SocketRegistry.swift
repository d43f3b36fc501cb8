import NIOConcurrencyHelpers
import NIOCore

/// The server's open connections and, among them, its page sockets; safe from any thread.
final class SocketRegistry: Sendable {
  private struct State {
    var isShutDown = false
    var connections: [ObjectIdentifier: Channel] = [:]
    var sockets: [Int: Channel] = [:]
    var lastClientID = 0
  }

  private let state = NIOLockedValueBox(State())
  private let maxConnections: Int

  init(maxConnections: Int) {
    self.maxConnections = maxConnections
  }

  /// Counts a new connection in, or returns false when the server is full or shut down.
  func admit(_ channel: Channel) -> Bool {
    state.withLockedValue { state in
      guard !state.isShutDown, state.connections.count < maxConnections else { return false }
      state.connections[ObjectIdentifier(channel)] = channel
      return true
    }
  }

  func release(_ channel: Channel) {
    _ = state.withLockedValue { $0.connections.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  func nextClient() -> PageClient {
    state.withLockedValue { state in
      state.lastClientID += 1
      return PageClient(id: state.lastClientID)
    }
  }

  /// Records an upgraded socket; false once the server is shut down.
  func open(_ client: PageClient, channel: Channel) -> Bool {
    state.withLockedValue { state in
      guard !state.isShutDown else { return false }
      state.sockets[client.id] = channel
      return true
    }
  }

  func close(_ client: PageClient) {
    _ = state.withLockedValue { $0.sockets.removeValue(forKey: client.id) }
  }

  /// The open sockets, in the order they opened.
  func sockets() -> [Channel] {
    state.withLockedValue { state in
      state.sockets.sorted { $0.key < $1.key }.map(\.value)
    }
  }

  func socket(for client: PageClient) -> Channel? {
    state.withLockedValue { $0.sockets[client.id] }
  }

  /// Whether the server still admits connections (false once ``shutDown()`` ran).
  var isOpen: Bool { state.withLockedValue { !$0.isShutDown } }

  /// Admits nothing more and returns every connection still open (once; later calls get none).
  func shutDown() -> [Channel]? {
    state.withLockedValue { state in
      guard !state.isShutDown else { return nil }
      state.isShutDown = true
      return Array(state.connections.values)
    }
  }
}
