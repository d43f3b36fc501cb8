import Foundation

/// A folder that holds one log per launch of an app: `session-000001.ttlog`,
/// `session-000002.ttlog`, …, the newest with the highest number.
///
/// The recorder makes the next log at its start and removes the oldest beyond a count and a total
/// size (``Recorder``'s `init(directory:options:)`); readers take the newest. In a folder without
/// such names, the newest is the `.ttlog` file modified last.
///
/// ```swift
/// let folder = LogFolder(path: "Caches/tt-debug")
/// print(try folder.logs().map(\.name))
/// ```
///
/// ```text
/// ["session-000004.ttlog", "session-000005.ttlog", "session-000006.ttlog"]
/// ```
public struct LogFolder: Sendable {
  /// One log in the folder.
  public struct Log: Sendable, Equatable {
    /// The file's name in the folder.
    public var name: String
    /// The file's path.
    public var path: String
    /// Its number, for a `session-N.ttlog` name.
    public var number: Int?
    /// Its size in bytes.
    public var size: Int
    /// When it was last modified.
    public var modified: Date
  }

  /// The folder's path.
  public let path: String

  /// A folder of logs at `path` (nothing is read or created yet).
  ///
  /// - Parameter path: The folder.
  public init(path: String) {
    self.path = path
  }

  /// Whether `path` names a folder (then tools read its newest log).
  ///
  /// - Parameter path: Any path.
  /// - Returns: `true` for an existing directory.
  public static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The folder's logs, oldest first: numbered ones by number, after any other `.ttlog` file
  /// (those by modification time).
  ///
  /// - Throws: ``LogError`` `.notFound` or `.unreadable` when the folder cannot be listed.
  public func logs() throws -> [Log] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw LogError(
        exists ? .unreadable : .notFound,
        exists ? "cannot list the folder: \(error.localizedDescription)" : "no such folder",
        path: path)
    }
    var logs: [Log] = []
    for name in names where name.hasSuffix(".ttlog") {
      let file = (path as NSString).appendingPathComponent(name)
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      logs.append(
        Log(
          name: name, path: file, number: Self.number(in: name),
          size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
          modified: attributes[.modificationDate] as? Date ?? .distantPast))
    }
    return logs.sorted { left, right in
      switch (left.number, right.number) {
      case (let left?, let right?): return left < right
      case (nil, _?): return true
      case (_?, nil): return false
      case (nil, nil):
        return (left.modified, left.name) < (right.modified, right.name)
      }
    }
  }

  /// The newest log's path.
  ///
  /// - Throws: ``LogError`` `.notFound` when the folder holds no `.ttlog` file, or as ``logs()``.
  public func newestLog() throws -> String {
    guard let newest = try logs().last else {
      throw LogError(.notFound, "the folder holds no .ttlog file", path: path)
    }
    return newest.path
  }

  /// `session-000042.ttlog` for 42.
  static func name(of number: Int) -> String {
    let digits = String(number)
    return "session-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
      + ".ttlog"
  }

  /// 42 for `session-000042.ttlog`; `nil` for any other name, `session-42.ttlog` included: only
  /// a name the recorder writes is the recorder's.
  static func number(in name: String) -> Int? {
    guard name.hasPrefix("session-"), name.hasSuffix(".ttlog") else { return nil }
    let digits = name.dropFirst("session-".count).dropLast(".ttlog".count)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      let number = Int(digits), Self.name(of: number) == name
    else { return nil }
    return number
  }
}
