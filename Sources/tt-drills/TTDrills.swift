import ArgumentParser

/// Fault drills for tt-debug logs: kill a recording process, damage its files, break its IO, and count.
@main
struct TTDrills: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tt-drills",
    abstract: "Fault drills for .ttlog recording and reading: kill, corrupt, io.",
    discussion: """
      Each drill prints a short report of counts and exits 1 when a count that must be zero \
      (traps, silently wrong data, acknowledged records lost) is not.
      """,
    subcommands: [
      KillDrill.self, CorruptDrill.self, IODrill.self, MakeLog.self, FlipSweep.self,
      RecordChild.self, InspectChild.self, CorruptWorker.self, IOChild.self,
    ]
  )
}
