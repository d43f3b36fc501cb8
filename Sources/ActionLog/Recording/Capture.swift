import Dispatch
import JSONTree
import LogFormat

/// One item handed from the recording thread to the worker.
///
/// `@unchecked Sendable`: a capture holds copies of the app's state and action (`Any`), made on the
/// recording thread and read only by the worker after the hand-off through the queue's lock. The
/// values of shared references are read on the recording thread too (``SharedSnapshot``); other
/// class instances inside a state are read on the worker, as documented in docs/Recording.md.
enum Capture: @unchecked Sendable {
  /// Seq 0: the state the store started with; writes the header and the first keyframe.
  case initial(InitialCapture)
  /// An action and the state after it.
  case action(ActionCapture)
  /// Shared state changed outside any action; `state` is the state before the next action.
  case outOfBand(StateCapture)
  /// An effect started, finished, was cancelled or failed.
  case effect(EffectRecord)
  /// A note from the app.
  case marker(MarkerRecord)
  /// The app went to the background or came back.
  case appPhase(AppPhaseRecord)
  /// Encode a state as the log would, without writing it (the debug link's report of the state
  /// the app stands at), and hand the tree to `reply` on the worker's thread.
  case probe(StateCapture, reply: @Sendable (JSONValue) -> Void)
  /// Write everything before this item, then signal `done`.
  case flush(durable: Bool, done: DispatchSemaphore)
  /// Write `droppedBefore` if any, the `close` record, seal the file and stop.
  case close(time: (wall: Int64, mono: Int64), droppedBefore: UInt64)
}

/// What every state-making capture carries.
struct StateCapture {
  /// The seq of the state.
  var seq: UInt64
  /// Wall-clock ms.
  var wall: Int64
  /// Monotonic ns since the recorder started.
  var mono: Int64
  /// A copy of the state.
  var state: Any
  /// The state's shared references with their values at capture time.
  var shared: SharedSnapshot
  /// For an out-of-band capture: the references whose value changed since the previous capture.
  var changedReferences: [AnyObject] = []
  /// Seqs assigned just before this one whose captures were dropped (queue full).
  var droppedBefore: UInt64 = 0
}

/// The first state and the types the header names.
struct InitialCapture {
  /// The state (seq 0).
  var capture: StateCapture
  /// The root state's type name.
  var stateType: String
  /// The root action's type name.
  var actionType: String
  /// Whether the state type is `Encodable` (then it is encoded with ``TreeEncoder``).
  var stateIsEncodable: Bool
}

/// An action, the state after it, and where it came from.
struct ActionCapture {
  /// The state after the action.
  var capture: StateCapture
  /// A copy of the action.
  var action: Any
  /// Where the action came from.
  var cause: ActionCause
  /// What the reducer read from nondeterministic dependencies, in order.
  var reads: [DependencyRead] = []
  /// The session constants recorded so far (the worker writes what its block has not said yet).
  var environment: [String: String] = [:]
}
