/// A navigation stack, described to the recorder: its elements bottom to top with their ids.
///
/// A store's glue conforms its stack type once; the recorder then writes the stack as its elements
/// (`[{"id": 0, "element": …}]`), the route walker pushes one screen per element
/// (`HistoryDetail(id: 2)`), and action summaries show the elements.
///
/// ```swift
/// extension StackState: @retroactive RecordableStack {
///   public var recordedStackEntries: [(id: Int, element: Any)] {
///     zip(ids, self).map { (id: $0.rawValue, element: $1 as Any) }
///   }
/// }
/// ```
public protocol RecordableStack {
  /// The stack's elements, bottom to top, each with the id that stays stable while it is on the
  /// stack.
  var recordedStackEntries: [(id: Int, element: Any)] { get }
}
