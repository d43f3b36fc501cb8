#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the clocks a measurement needs: wall time, this thread's CPU time and the process's.
enum CPUClock {
  /// Monotonic wall time in nanoseconds.
  static func wallNanoseconds() -> UInt64 { read(CLOCK_MONOTONIC) }

  /// CPU time consumed by the calling thread, in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`).
  static func threadNanoseconds() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

  /// CPU time consumed by every thread of the process (user + system, from `getrusage`).
  static func processNanoseconds() -> UInt64 {
    var usage = rusage()
    #if canImport(Glibc)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
  }

  static func nanoseconds(_ time: timeval) -> UInt64 {
    UInt64(max(0, time.tv_sec)) * 1_000_000_000 + UInt64(max(0, Int(time.tv_usec))) * 1_000
  }

  private static func read(_ clock: clockid_t) -> UInt64 {
    var spec = timespec()
    guard clock_gettime(clock, &spec) == 0 else { return 0 }
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
