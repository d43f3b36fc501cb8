import AppRootTCA
import DebugLink
import DebugLinkWire
import Foundation
import Replay

// The seed app on real TCA:
//   app-root-tca record <path.ttlog>            records the scripted session
//   app-root-tca record <path.ttlog> --link     the same on a time-travel root linked to
//                                               `tt-debug attach` (TT_DEBUG_ATTACH, TT_DEBUG_TOKEN),
//                                               then obeys attach until it closes the link
//   app-root-tca replay <path.ttlog> [--changed] replays it through the app's reducer (or a changed one)
let arguments = Array(CommandLine.arguments.dropFirst())
let usage =
  "usage: app-root-tca record <path.ttlog> [--link] | replay <path.ttlog> [--changed]\n"

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data(message.utf8))
  exit(code)
}

switch (arguments.first, arguments.count) {
case ("record"?, 2):
  do {
    let summary = try await AppRootSession.record(to: arguments[1])
    print("recorded \(arguments[1]); final root: \(summary)")
  } catch {
    fail("app-root-tca: \(error)\n", code: 1)
  }
case ("record"?, 3) where arguments[2] == "--link":
  let settings: LinkSettings
  do {
    guard
      let given = try LinkSettings(environment: ProcessInfo.processInfo.environment, arguments: [])
    else {
      fail(
        "app-root-tca: --link needs TT_DEBUG_ATTACH and TT_DEBUG_TOKEN as `tt-debug attach` prints "
          + "them\n", code: 64)
    }
    settings = given
  } catch {
    fail("app-root-tca: \(error.message)\n", code: 64)
  }
  do {
    let (_, linkError) = try await AppRootSession.recordLinked(to: arguments[1], settings: settings)
    if let linkError { fail("app-root-tca: the link stopped: \(linkError.message)\n", code: 1) }
  } catch {
    fail("app-root-tca: \(error)\n", code: 1)
  }
case ("replay"?, 2), ("replay"?, 3):
  guard arguments.count == 2 || arguments[2] == "--changed" else { fail(usage, code: 2) }
  do {
    let timeline = try Timeline(path: arguments[1])
    let report = try AppRootSession.replay(timeline, changed: arguments.count == 3)
    if let divergence = report.divergence {
      print("diverges at seq \(divergence.seq): \(divergence.summary)")
      print(divergence.diffText)
      exit(1)
    }
    guard report.isComplete else {
      // Every state checked matched, but the log lost actions: not a proof.
      print(report)
      exit(3)
    }
    print("faithful: \(report.checked) states checked")
  } catch {
    fail("app-root-tca: \(error)\n", code: 1)
  }
default:
  fail(usage, code: 2)
}
