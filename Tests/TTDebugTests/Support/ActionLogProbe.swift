import ActionLog
import LogFormat
import LogReading

/// Facts about a fixture file, read with the library, so tests can damage exact bytes.
enum ActionLogProbe {
  static func blockOffset(_ path: String, block: Int) throws -> Int {
    try LogFile(path: path).blocks[block].offset
  }
}
