import JSONTree

extension TimelinePage {
  /// A live page: the same page, which also appends the records its server sends, shows where
  /// the app stands, and moves the app when the reader moves the cursor.
  ///
  /// `data` is the page's JSON as ``TimelinePage/init(timeline:sourceName:from:to:tool:)`` embeds
  /// it, plus a `live` member, `{"token": T, "app": true, "after": K, "routes": N}`: the page opens
  /// a WebSocket to `/events?token=T` on the host it was loaded from and asks for the records from
  /// index K. Without `live` the page opens no socket (its records still grow through
  /// `window.ttLive.receive`). Serve it with the live CSP, which adds `connect-src 'self'`.
  ///
  /// ```swift
  /// let page = TimelinePage.live(data: data, title: "Bookshelf — tt-debug timeline")
  /// print(page.html.contains("connect-src 'self'"))
  /// ```
  ///
  /// ```text
  /// true
  /// ```
  ///
  /// - Parameters:
  ///   - data: The page's JSON, with `live`.
  ///   - title: The document title before the script sets it.
  /// - Returns: The page.
  public static func live(data: JSONValue, title: String) -> TimelinePage {
    TimelinePage(
      bytes: PageShell.assemble(data: ScriptSafeJSON.bytes(data), title: title, live: true))
  }

  /// A live page with `testScript` run after the page's own, for tests.
  package static func live(data: JSONValue, title: String, testScript: String) -> TimelinePage {
    TimelinePage(
      bytes: PageShell.assemble(
        data: ScriptSafeJSON.bytes(data), title: title, live: true, testScript: testScript))
  }
}
