import ArgumentParser

extension NavSamples {
  /// Prints each sample's name and description, aligned.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the sample apps.")

    func run() {
      let width = SampleCatalog.names.map(\.count).max() ?? 0
      for sample in SampleCatalog.all {
        let padding = String(repeating: " ", count: width - sample.name.count)
        print("\(sample.name)\(padding)  \(sample.about)")
      }
    }
  }
}
