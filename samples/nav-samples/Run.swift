import ArgumentParser
import SampleSupport

extension NavSamples {
  /// Plays one sample's scripted session on a plain store and prints what happened.
  struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play a sample's scripted session and summarise its final state.")

    @Argument(help: "The sample to run (see `nav-samples list`).")
    var name: String

    func validate() throws {
      guard SampleCatalog.sample(named: name) != nil else {
        let valid = SampleCatalog.names.joined(separator: ", ")
        throw ValidationError("unknown sample '\(name)'; valid samples: \(valid)")
      }
    }

    func run() async throws {
      guard let sample = SampleCatalog.sample(named: name) else { return }
      print(await Self.play(sample))
    }

    @MainActor
    private static func play<Sample: NavigationSample>(_ sample: Sample.Type) async -> String {
      let run = await sample.run()
      return "\(sample.name): \(run.actionCount) actions; \(sample.summary(of: run.finalState))"
    }
  }
}
