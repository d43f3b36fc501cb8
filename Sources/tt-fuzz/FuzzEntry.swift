import Foundation

#if FUZZING
/// libFuzzer's driver, linked from the toolchain's fuzzer runtime by `-sanitize=fuzzer`.
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// libFuzzer's per-input callback: one input per call, never retained.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  guard let data else { return 0 }
  FuzzInput.run(UnsafeRawBufferPointer(start: data, count: count))
  return 0
}
#endif

/// `tt-fuzz`: the log reader's libFuzzer target.
///
/// Built with `-DFUZZING` and `-sanitize=fuzzer` it hands control to libFuzzer's driver (SwiftPM
/// renames every executable's entry point on Linux, so libFuzzer's own `main` cannot be used).
/// Built plainly, `tt-fuzz FILE…` replays inputs — such as a crash file libFuzzer saved — through
/// the same code, so a crash reproduces without the fuzzer.
@main
enum FuzzEntry {
  static func main() {
    #if FUZZING
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runFuzzerDriver(&argc, &argv, fuzzTestOneInput))
    #else
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot read")
        continue
      }
      data.withUnsafeBytes { FuzzInput.run($0) }
      print("\(path): \(data.count) bytes read without a trap")
    }
    #endif
  }
}
