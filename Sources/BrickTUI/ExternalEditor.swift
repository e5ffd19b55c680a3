import Foundation

/// The user's editor (`$VISUAL`, else `$EDITOR`, else `vi`), run on a file at a line as
/// `EDITOR +LINE -- FILE`, the form vi, vim, nano, emacs and kakoune take.
public enum ExternalEditor {
  /// The editor command: `$VISUAL`, else `$EDITOR`, else `vi` (it may carry arguments, such
  /// as `code --wait`; the shell splits it, as git does).
  public static func command(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String
  {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
    }
    return "vi"
  }

  /// The arguments of `/bin/sh` that run `command` on `path` at `line`: the path and line go
  /// in as "$1" and "$2", never into the shell text, and `--` comes before the path, so a file
  /// named `-dash.yaml` is not read as an option (`vi +3 -- -dash.yaml`).
  static func shellArguments(command: String, path: String, line: Int) -> [String] {
    ["-c", command + " \"$1\" -- \"$2\"", "brickyard-editor", "+\(max(1, line))", path]
  }

  /// Runs the editor on `path` at `line` and waits for it; the terminal is the editor's
  /// meanwhile. A missing editor or a failed run is not an error here: the preview resumes.
  @Sendable public static func run(path: String, line: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = shellArguments(command: command(), path: path, line: line)
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return
    }
  }
}
