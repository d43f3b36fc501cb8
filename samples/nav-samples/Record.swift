import ArgumentParser
import DebugLink
import DebugLinkWire
import Foundation
import LogFormat
import SampleSupport

extension NavSamples {
  /// Plays one sample's scripted session with a recorder attached and writes its log.
  struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Record a sample's scripted session to a .ttlog file.",
      discussion: """
        The session runs with an injected clock, dates and UUIDs, so recording the same sample twice \
        writes the same bytes. With --pace, each action waits that long in real time and is stamped \
        with the wall clock, so another terminal can follow the log as it is written.

        Examples:
          nav-samples record tab-stack --output tab-stack.ttlog
          nav-samples record app-root --output live.ttlog --pace 250ms
        """)

    @Argument(help: "The sample to record (see `nav-samples list`).")
    var name: String

    @Option(name: .shortAndLong, help: "The .ttlog file to write.")
    var output: String

    @Flag(
      help:
        "Replace the output file if it exists (only a regular file; a folder or a link is refused)."
    )
    var force = false

    @Option(
      help: ArgumentHelp(
        "Wait this long before each action, in real time (e.g. 250ms, 1s).",
        valueName: "duration"))
    var pace: String?

    @Flag(
      help: """
        Hold the store in a time-travel root and connect to `tt-debug attach` (TT_DEBUG_ATTACH and \
        TT_DEBUG_TOKEN, as attach prints them); after the session, stay until attach closes the link. \
        With --pace, the app's replays are paced too.
        """)
    var link = false

    func validate() throws {
      guard SampleCatalog.sample(named: name) != nil else {
        let valid = SampleCatalog.names.joined(separator: ", ")
        throw ValidationError("unknown sample '\(name)'; valid samples: \(valid)")
      }
      if let pace, Self.duration(pace) == nil {
        throw ValidationError("--pace takes a duration such as 250ms or 1s, not '\(pace)'")
      }
    }

    /// A duration written as a number followed by `ms` or `s`, such as `250ms` or `1.5s`, up to an
    /// hour; `nil` for anything else.
    static func duration(_ text: String) -> Duration? {
      let unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : ""
      guard !unit.isEmpty, let number = Double(text.dropLast(unit.count)), number >= 0 else {
        return nil
      }
      let milliseconds = unit == "ms" ? number : number * 1000
      guard milliseconds <= 3_600_000 else { return nil }
      return .milliseconds(Int64(milliseconds.rounded()))
    }

    @MainActor
    func run() async throws {
      guard let sample = SampleCatalog.sample(named: name) else { return }
      // A log is written in place, so a follower sees it grow: the old file goes first. Only a
      // regular file ever goes; a folder or a symbolic link is refused and left as it is.
      do {
        try OutputFile.check(output, force: force, suggesting: "\(sample.name).ttlog")
        try OutputFile.removeForReplacing(output)
      } catch {
        printError("nav-samples: \(error.line)")
        throw ExitCode(1)
      }
      if link {
        try await runLinked(sample)
        return
      }
      do {
        let recorded = try await Self.record(sample, to: output, pace: pace.flatMap(Self.duration))
        if let error = recorded.error {
          printError("nav-samples: recording failed: \(error)")
          throw ExitCode(1)
        }
        print("\(sample.name): \(recorded.actionCount) actions recorded to \(recorded.path)")
      } catch let error as ExitCode {
        throw error
      } catch {
        printError("nav-samples: cannot record to \(output): \(error)")
        throw ExitCode(1)
      }
    }

    @MainActor
    private func runLinked(_ sample: any NavigationSample.Type) async throws {
      let settings: LinkSettings
      do {
        guard
          let given = try LinkSettings(
            environment: ProcessInfo.processInfo.environment, arguments: [])
        else {
          printError(
            "nav-samples: --link needs TT_DEBUG_ATTACH and TT_DEBUG_TOKEN as `tt-debug attach` "
              + "prints them")
          throw ExitCode(64)
        }
        settings = given
      } catch let error as LinkError {
        printError("nav-samples: \(error.message)")
        throw ExitCode(64)
      }
      do {
        let (_, error) = try await Self.recordLinked(
          sample, to: output, settings: settings, pace: pace.flatMap(Self.duration))
        if let error {
          printError("nav-samples: recording failed: \(error)")
          throw ExitCode(1)
        }
      } catch let error as ExitCode {
        throw error
      } catch {
        printError("nav-samples: cannot record to \(output): \(error)")
        throw ExitCode(1)
      }
    }

    @MainActor
    private static func record<Sample: NavigationSample>(
      _ sample: Sample.Type, to path: String, pace: Duration?
    ) async throws -> RecordedSample {
      var options = sample.recordingOptions
      // A paced session is stamped with the wall clock, so a follower's times are the real ones.
      if pace != nil { options.clock = .system }
      return try await sample.record(to: path, options: options, pace: pace)
    }
  }
}
