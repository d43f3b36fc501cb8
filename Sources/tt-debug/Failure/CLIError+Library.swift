import ArgumentParser
import LogFormat
import Replay

extension CLIError {
  /// Maps a library error to the CLI's exit codes, keeping its message and location.
  ///
  /// - Parameter error: Anything a library call threw.
  init(_ error: Error) {
    switch error {
    case let failure as CLIError:
      self = failure
    case let log as LogError:
      self.init(log: log)
    case let replay as ReplayError:
      self.init(replay: replay)
    default:
      self = .damaged("\(error)", fix: "run `tt-debug verify` to check the log")
    }
  }

  private init(replay: ReplayError) {
    let (what, fix) = Self.split(replay.message)
    switch replay.code {
    case .unreadableLog:
      if let underlying = replay.underlying {
        self.init(log: underlying)
      } else {
        self = .unreadable(what, fix: fix ?? "pass a .ttlog file written by the ActionLog recorder")
      }
    case .noStates:
      self = .unreadable(
        what, fix: fix ?? "the recording holds no states; record the session again")
    case .seqOutOfRange, .stateDropped:
      self = .notInLog(what, fix: fix ?? "list the states with `tt-debug log FILE`")
    case .invalidArgument:
      self = .usage(what, fix: fix ?? "see `tt-debug help`")
    case .damagedBlock, .malformedLog, .decodingFailed, .encodingFailed, .actionsNotDecodable:
      self = .damaged(
        what, fix: fix ?? "run `tt-debug verify FILE` to see where the log is damaged")
    }
  }

  private init(log: LogError) {
    let (what, fix) = Self.split(log.description)
    switch log.code {
    case .notFound:
      self = .unreadable(what, fix: fix ?? "check the path")
    case .isDirectory:
      self = .unreadable(what, fix: fix ?? "pass a .ttlog file, not a directory")
    case .empty:
      self = .unreadable(what, fix: fix ?? "record the session again")
    case .unreadable:
      self = .unreadable(what, fix: fix ?? "check the file's permissions")
    case .notALog:
      self = .unreadable(what, fix: fix ?? "pass a .ttlog file written by the ActionLog recorder")
    case .unsupportedVersion:
      self = .unreadable(what, fix: fix ?? "upgrade tt-debug")
    case .writeFailed, .closed:
      self = .cannotWrite(what, fix: fix ?? "choose a writable path")
    case .invalidArgument:
      self = .usage(what, fix: fix ?? "see `tt-debug help`")
    case .truncated, .corrupted, .malformedRecord, .sequenceGap:
      if log.block == 0 || log.offset == 0 {
        self = .unreadable(what, fix: fix ?? "the header block is damaged; nothing can be salvaged")
      } else {
        self = .damaged(what, fix: fix ?? "run `tt-debug recover FILE --output OUT`")
      }
    }
  }

  /// Splits `what; how to fix` when the library's message already says how.
  private static func split(_ text: String) -> (String, String?) {
    guard let range = text.ranges(of: "; ").last else { return (text, nil) }
    return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
  }
}
