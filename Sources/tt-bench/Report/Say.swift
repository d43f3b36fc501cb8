import Foundation

/// Writes a line to standard output at once (unbuffered), so progress shows even when the
/// output goes to a file or a pipe.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
