import ArgumentParser

/// The benchmark's entry point: the figures table by default, plus helper commands.
@main
struct TTBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tt-bench",
    abstract: "Measure every tt-debug performance figure beside its baseline.",
    subcommands: [
      RunBenchmark.self, MakeLog.self, SeekLog.self, ReplaySamples.self, ReplayParts.self,
      RecordSamples.self,
      BlockPolicyLog.self,
    ],
    defaultSubcommand: RunBenchmark.self)
}
