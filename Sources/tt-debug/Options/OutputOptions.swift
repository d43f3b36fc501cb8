import ArgumentParser

/// When to colour output.
enum ColorMode: String, ExpressibleByArgument, CaseIterable {
  /// Colour only on a terminal that is not `TERM=dumb`, and never when `NO_COLOR` is set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never
}

/// The `--color` option every command takes.
struct OutputOptions: ParsableArguments {
  @Option(
    help: """
      Colour output: auto (only on a terminal that is not TERM=dumb, and never when NO_COLOR is \
      set), always or never.
      """)
  var color: ColorMode = .auto

  /// The style this choice resolves to for stdout; a style that colours lets its codes through
  /// ``Terminal``'s escaping.
  var style: Style {
    let style = resolvedStyle
    if style.enabled { Terminal.keepsStyles = true }
    return style
  }

  private var resolvedStyle: Style {
    switch color {
    case .always: Style(enabled: true)
    case .never: Style(enabled: false)
    case .auto:
      Style(
        enabled: Terminal.stdoutIsTerminal && (Terminal.environment("NO_COLOR") ?? "").isEmpty
          && Terminal.environment("TERM") != "dumb")
    }
  }
}
