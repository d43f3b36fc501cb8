import ArgumentParser

/// How many actions the io drill's store processes: `io` takes it and passes it on to each
/// `io-child` it starts.
struct WorkloadOption: ParsableArguments {
  @Option(help: "Actions each store processes.")
  var actions = 2000

  /// The arguments that give a child the same workload.
  var childArguments: [String] { ["--actions", "\(actions)"] }
}
