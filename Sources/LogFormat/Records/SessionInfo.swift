import JSONTree

/// Who and what a recording is of: written into the log header.
///
/// ```swift
/// let session = SessionInfo(app: "Groceries", build: "2.3 (41)", os: "iOS 18.1", note: "QA run")
/// ```
public struct SessionInfo: Sendable, Equatable {
  /// The app's name.
  public var app: String?
  /// The app's build or version string.
  public var build: String?
  /// The operating system, e.g. `"iOS 18.1"` or `"Linux"`.
  public var os: String?
  /// A free-form note, e.g. what the user was trying to do.
  public var note: String?
  /// Further key-values.
  public var meta: [String: String]

  /// Creates session metadata.
  ///
  /// - Parameters:
  ///   - app: The app's name.
  ///   - build: The build or version.
  ///   - os: The operating system.
  ///   - note: A free-form note.
  ///   - meta: Further key-values.
  public init(
    app: String? = nil, build: String? = nil, os: String? = nil, note: String? = nil,
    meta: [String: String] = [:]
  ) {
    self.app = app
    self.build = build
    self.os = os
    self.note = note
    self.meta = meta
  }

  var json: JSONValue {
    var object: JSONObject = [:]
    if let app { object["app"] = .string(app) }
    if let build { object["build"] = .string(build) }
    if let os { object["os"] = .string(os) }
    if let note { object["note"] = .string(note) }
    var metaObject: JSONObject = [:]
    for key in meta.keys.sorted() { metaObject[key] = .string(meta[key] ?? "") }
    object["meta"] = .object(metaObject)
    return .object(object)
  }

  init(json: JSONValue?) {
    func string(_ key: String) -> String? {
      if case .string(let value) = json?[key] { return value }
      return nil
    }
    var meta: [String: String] = [:]
    if case .object(let members) = json?["meta"] {
      for (key, value) in members { if case .string(let text) = value { meta[key] = text } }
    }
    self.init(
      app: string("app"), build: string("build"), os: string("os"), note: string("note"), meta: meta
    )
  }
}
