import ArgumentParser

/// The seed every drill and child takes, so that a run can be repeated exactly.
struct SeedOption: ParsableArguments {
  @Option(
    help:
      "Seed of the random choices (sessions, damage, kill moments); the same seed repeats the run.")
  var seed: UInt64 = 1
}
