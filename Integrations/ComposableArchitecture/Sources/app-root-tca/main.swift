import AppRootTCA
import Foundation

// Records the seed app's scripted session: `app-root-tca <path.ttlog>`.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: app-root-tca <path.ttlog>\n".utf8))
  exit(2)
}
do {
  let state = try await AppRootSession.record(to: arguments[1])
  print(
    "recorded \(arguments[1]) (\(AppRootSession.steps.count) steps); final root: \(state.summary)")
} catch {
  FileHandle.standardError.write(Data("app-root-tca: \(error)\n".utf8))
  exit(1)
}
