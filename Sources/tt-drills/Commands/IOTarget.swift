import ArgumentParser

/// Where an `io-child` records and the file size limit it writes under: `io` makes one per
/// scenario and passes it on as arguments, and the child parses them back.
struct IOTarget: ParsableArguments {
  @Option(help: "The path to record to.")
  var output: String

  @Option(help: "Limit the size of files this process writes (RLIMIT_FSIZE), in bytes.")
  var fileSizeLimit: Int?

  init() {}

  /// A target for one scenario of the drill.
  init(output: String, fileSizeLimit: Int? = nil) {
    self.output = output
    self.fileSizeLimit = fileSizeLimit
  }

  /// The arguments that give a child this target.
  var childArguments: [String] {
    ["--output", output] + (fileSizeLimit.map { ["--file-size-limit", "\($0)"] } ?? [])
  }
}
