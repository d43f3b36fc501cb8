#if FUZZING
  /// libFuzzer's entry point: one input per call, never retained.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let data else { return 0 }
    FuzzInput.run(UnsafeRawBufferPointer(start: data, count: count))
    return 0
  }
#endif
