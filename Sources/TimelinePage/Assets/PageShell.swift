import LogFormat
import Replay

/// The HTML around the data: one document, styles and script inline, nothing fetched.
enum PageShell {
  /// The document title: the app's name, or the log's state type.
  static func title(_ timeline: Timeline) -> String {
    let app = timeline.header.session.app ?? ""
    return (app.isEmpty ? timeline.header.stateType : app) + " — tt-debug timeline"
  }

  /// The page: a shell, the data as `application/json`, then the script that builds the DOM.
  ///
  /// A `live` page adds the script that appends records and talks to its server, and a CSP that
  /// lets it connect back to where it came from. `testScript` runs after the page's own (tests
  /// drive a page through `window.ttLive.receive` with it).
  package static func assemble(
    data: [UInt8], title: String, live: Bool = false, testScript: String? = nil
  ) -> [UInt8] {
    var page: [UInt8] = []
    page.reserveCapacity(data.count + 80_000)
    page.append(
      contentsOf: Array(
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
        script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\(live ? "; connect-src 'self'" : "")">
        <title>\(escapeText(title))</title>
        <style>
        """.utf8))
    page.append(contentsOf: Array(PageStyle.css.utf8))
    if live { page.append(contentsOf: Array(PageStyle.live.utf8)) }
    page.append(contentsOf: Array("</style>\n<script>".utf8))
    page.append(contentsOf: Array(PageScript.errorTrap.utf8))
    page.append(contentsOf: Array("</script>\n</head>\n<body>\n".utf8))
    page.append(contentsOf: Array(PageBody.html.utf8))
    page.append(contentsOf: Array("\n<script type=\"application/json\" id=\"tt-data\">".utf8))
    page.append(contentsOf: data)
    page.append(contentsOf: Array("</script>\n<script>\n".utf8))
    for part in PageScript.parts { page.append(contentsOf: Array(part.utf8)) }
    if live { page.append(contentsOf: Array(PageScript.live.utf8)) }
    if let testScript {
      page.append(contentsOf: Array("\n</script>\n<script>\n\(testScript)".utf8))
    }
    page.append(contentsOf: Array("\n</script>\n</body>\n</html>\n".utf8))
    return page
  }

  /// Text made safe for an HTML text node.
  static func escapeText(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
