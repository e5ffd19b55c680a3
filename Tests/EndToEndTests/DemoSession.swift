import Foundation
import Testing

/// Finds the built `brickyard` executable: `$BRICKYARD_BIN`, else the one built with this test
/// bundle (next to it: a sanitizer's scratch path runs its own sanitized binary), else
/// `.build/debug/brickyard` or `.build/<triple>/debug/brickyard` under the package root (found by
/// walking up from this file to `Package.swift`).
enum BrickyardBinary {
  static func path(filePath: String = #filePath) throws -> String {
    let files = FileManager.default
    if let given = ProcessInfo.processInfo.environment["BRICKYARD_BIN"], !given.isEmpty {
      guard files.isExecutableFile(atPath: given) else {
        throw HarnessError(message: "BRICKYARD_BIN=\(given) is not an executable file")
      }
      return given
    }
    var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while dir.path != "/"
      && !files.fileExists(atPath: dir.appendingPathComponent("Package.swift").path)
    {
      dir = dir.deletingLastPathComponent()
    }
    let build = dir.appendingPathComponent(".build")
    var candidates = [
      BrickyardProcess.executable, build.appendingPathComponent("debug/brickyard").path,
    ]
    if let triples = try? files.contentsOfDirectory(atPath: build.path) {
      candidates += triples.sorted().map {
        build.appendingPathComponent("\($0)/debug/brickyard").path
      }
    }
    guard let found = candidates.first(where: files.isExecutableFile(atPath:)) else {
      throw HarnessError(
        message: "no brickyard executable in \(build.path)/{debug,*/debug}: run `swift build` "
          + "first, or set BRICKYARD_BIN")
    }
    return found
  }
}

/// `brickyard tui-demo` running in a tmux pane inside a small shell script that records
/// `stty -a` before and after, the program's pid, and its exit status (`EXIT=n`), then prints
/// `DONE`.
struct DemoSession {
  let tmux: Tmux
  static let title = "Brickyard TUI demo"

  /// Starts the demo in a `cols` x `rows` pane. `term` nil unsets `TERM`; `pipeOutput` runs it
  /// with standard output into a pipe (`| cat`).
  static func start(
    _ name: String, cols: Int = 60, rows: Int = 15, locale: String = "C.UTF-8",
    term: String? = Tmux.paneTerm, pipeOutput: Bool = false, arguments: String = "",
    environment: [String: String] = [:]
  ) throws -> DemoSession {
    let tmux = try Tmux(name: name)
    let binary = try BrickyardBinary.path()
    let termLine = term.map { "export TERM='\($0)'" } ?? "unset TERM"
    let pipe = pipeOutput ? " | cat" : ""
    let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)='\($0.value)'" }
    let script = """
      export LANG='\(locale)' LC_ALL='\(locale)'
      \(termLine)
      \(exports.joined(separator: "\n"))
      trap ':' INT TERM HUP
      stty -a > "$DIR/stty.before"
      /bin/sh -c 'echo $$ > "$1/pid"; shift; exec "$@"' sh "$DIR" \
      '\(binary)' tui-demo \(arguments)\(pipe)
      echo "EXIT=$?"
      stty -a > "$DIR/stty.after"
      echo DONE

      """
    try tmux.startScript(script, cols: cols, rows: rows)
    return DemoSession(tmux: tmux)
  }

  /// Waits for the demo's first frame.
  @discardableResult
  func waitForDemo() throws -> [String] { try tmux.waitFor(text: Self.title) }

  /// The demo's process id.
  func pid() throws -> pid_t {
    let text = try tmux.waitForFile("pid").trimmingCharacters(in: .whitespacesAndNewlines)
    guard let pid = pid_t(text) else { throw HarnessError(message: "bad pid file: \(text)") }
    return pid
  }

  /// `stty -a` before and after the program ran, without the size (tests resize the pane).
  func terminalSettings() throws -> (before: String, after: String) {
    func read(_ name: String) throws -> String {
      let text = try tmux.waitForFile(name)
      return text.replacing(/rows \d+; columns \d+;/, with: "")
    }
    return (try read("stty.before"), try read("stty.after"))
  }

  /// Expects a clean exit with `status`: the terminal settings are as before, the alternate
  /// screen is gone (the shell's output shows, the demo's screen does not).
  func expectRestored(
    status expected: Int32, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    let (status, screen) = try tmux.waitForExitStatus()
    #expect(status == expected, "exit status", sourceLocation: sourceLocation)
    #expect(
      !screen.contains { $0.contains(Self.title) },
      "the demo's screen is still shown:\n\(screen.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    let settings = try terminalSettings()
    #expect(settings.before == settings.after, "stty -a changed", sourceLocation: sourceLocation)
    try tmux.waitForExit()
  }

  /// The row of the box's top edge, in either the UTF-8 or the ASCII rendering.
  static func boxTop(_ screen: [String]) -> Int? {
    screen.firstIndex { $0.contains("┌──") || $0.hasPrefix("  +--") }
  }
}
