import Foundation

/// A child's own peak RSS, read by the child from `/proc/self/status` (`VmHWM`) and handed
/// back through a file.
///
/// `wait4`'s `ru_maxrss` alone is not enough on Linux: `posix_spawn` starts the child on the
/// parent's address space (vfork) and the kernel carries that high-water mark across `exec`, so a
/// child spawned by a 120 MB benchmark reports at least 120 MB. `VmHWM` belongs to the child's
/// fresh address space.
package enum PeakMemory {
  /// The environment variable naming the file a child writes its peak RSS to.
  package static let variable = "TT_BENCH_PEAK_RSS_FILE"

  /// This process's peak RSS in bytes (`VmHWM`), or `nil` without `/proc`.
  package static func current() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.dropFirst(6).filter(\.isNumber)
      return Int(String(digits)).map { $0 * 1024 }
    }
    return nil
  }

  /// In a child started by the benchmark, writes the peak RSS where the parent asked.
  package static func reportIfRequested() {
    guard let path = ProcessInfo.processInfo.environment[variable], let peak = current() else {
      return
    }
    try? "\(peak)".write(toFile: path, atomically: true, encoding: .utf8)
  }
}
