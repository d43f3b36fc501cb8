import JSONTree

extension TimelinePage {
  /// A live page over `data` (stand-in until the page's live mode lands).
  public static func live(data: JSONValue, title: String) -> TimelinePage {
    TimelinePage(bytes: PageShell.assemble(data: ScriptSafeJSON.bytes(data), title: title))
  }

  init(bytes: [UInt8]) { self.bytes = bytes }
}
