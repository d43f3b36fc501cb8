import ArgumentParser
import Foundation
import SampleSupport

extension NavSamples {
  /// Plays one sample's scripted session with a recorder attached and writes its log.
  struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Record a sample's scripted session to a .ttlog file.",
      discussion: """
        The session runs with an injected clock, dates and UUIDs, so recording the same sample twice \
        writes the same bytes.

        Example:
          nav-samples record tab-stack --output tab-stack.ttlog
        """)

    @Argument(help: "The sample to record (see `nav-samples list`).")
    var name: String

    @Option(name: .shortAndLong, help: "The .ttlog file to write.")
    var output: String

    @Flag(help: "Replace the output file if it exists (a log is never replaced otherwise).")
    var force = false

    func validate() throws {
      guard SampleCatalog.sample(named: name) != nil else {
        let valid = SampleCatalog.names.joined(separator: ", ")
        throw ValidationError("unknown sample '\(name)'; valid samples: \(valid)")
      }
    }

    @MainActor
    func run() async throws {
      guard let sample = SampleCatalog.sample(named: name) else { return }
      if FileManager.default.fileExists(atPath: output) {
        guard force else {
          printError("nav-samples: \(output) already exists; pass --force to replace it")
          throw ExitCode(1)
        }
        try? FileManager.default.removeItem(atPath: output)
      }
      do {
        let recorded = try await Self.record(sample, to: output)
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
    private static func record<Sample: NavigationSample>(
      _ sample: Sample.Type, to path: String
    ) async throws -> RecordedSample {
      try await sample.record(to: path)
    }
  }
}
