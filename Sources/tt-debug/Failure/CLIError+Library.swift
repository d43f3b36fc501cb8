import ArgumentParser
import JSONTree
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
    case let json as JSONError where json.code == .invalidPointer:
      self = .usage(json.message, fix: "write a JSON pointer such as /path/0/title")
    case let json as JSONError:
      self = .damaged(
        json.message, fix: "run `tt-debug verify FILE` to see where the log is damaged")
    default:
      self = .damaged("\(error)", fix: "run `tt-debug verify` to check the log")
    }
  }

  private init(replay: ReplayError) {
    let what = replay.message
    switch replay.code {
    case .unreadableLog:
      if let underlying = replay.underlying {
        self.init(log: underlying)
      } else {
        self = .unreadable(what, fix: "pass a .ttlog file written by the ActionLog recorder")
      }
    case .noStates:
      self = .unreadable(what, fix: "record the session again")
    case .seqOutOfRange:
      self = .notInLog(what, fix: "list the states with `tt-debug log FILE`")
    case .stateDropped:
      self = .notInLog(what, fix: "pick a seq outside the gap; `tt-debug log FILE` shows it")
    case .invalidArgument:
      self = .usage(what, fix: "see `tt-debug help`")
    case .damagedBlock where replay.seq != nil:
      self = .damaged(
        what,
        fix: "pick a seq outside the gap (`tt-debug log FILE` shows the gaps), or salvage the "
          + "rest with `tt-debug recover FILE -o OUT`")
    case .damagedBlock, .malformedLog, .decodingFailed, .encodingFailed, .actionsNotDecodable:
      self = .damaged(what, fix: "run `tt-debug verify FILE` to see where the log is damaged")
    }
  }

  private init(log: LogError) {
    let what = log.description
    switch log.code {
    case .notFound:
      self = .unreadable(what, fix: "check the path")
    case .isDirectory, .notAFile:
      self = .unreadable(what, fix: "pass a .ttlog file, or a folder that holds one")
    case .empty:
      self = .unreadable(what, fix: "record the session again")
    case .unreadable:
      self = .unreadable(what, fix: "check the file's permissions")
    case .notALog:
      self = .unreadable(what, fix: "pass a .ttlog file written by the ActionLog recorder")
    case .unsupportedVersion:
      // The library's message already ends with the advice ("… — upgrade tt-debug"): say it once.
      self = .unreadable(what, fix: what.hasSuffix("upgrade tt-debug") ? "" : "upgrade tt-debug")
    case .writeFailed, .closed:
      self = .cannotWrite(what, fix: "choose a writable path")
    case .invalidArgument:
      self = .usage(what, fix: "see `tt-debug help`")
    case .truncated, .corrupted, .malformedRecord, .sequenceGap:
      if log.block == 0 || log.offset == 0 {
        self = .unreadable(what, fix: "the log holds no intact data block; nothing can be salvaged")
      } else {
        self = .damaged(
          what, fix: "run `tt-debug recover FILE -o OUT` to salvage the intact blocks")
      }
    }
  }
}
