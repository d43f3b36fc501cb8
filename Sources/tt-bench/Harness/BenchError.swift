/// A failure of the benchmark itself (not a missed goal): a file that cannot be made or read.
struct BenchError: Error, CustomStringConvertible {
  /// What went wrong and what to do.
  var description: String

  init(_ description: String) { self.description = description }
}
