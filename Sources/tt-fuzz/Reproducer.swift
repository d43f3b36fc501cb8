import Foundation

#if !FUZZING
  /// Without `-DFUZZING` (an ordinary `swift build`), `tt-fuzz FILE…` replays inputs — such as a
  /// crash file libFuzzer saved — through the same code, so a crash reproduces without the fuzzer.
  @main
  enum Reproducer {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          continue
        }
        data.withUnsafeBytes { FuzzInput.run($0) }
        print("\(path): \(data.count) bytes read without a trap")
      }
    }
  }
#endif
