import Foundation
import Testing

/// `brickyard preview …` running in a tmux pane inside a small shell script that records
/// `stty -a` before and after, the program's pid and its exit status (`EXIT=n`), then prints
/// `DONE` (the same shape as `DemoSession`). Layout files are written to the pane's scratch
/// directory, never to `Layouts/`.
struct PreviewSession {
  let tmux: Tmux

  /// The scratch directory's path of a file.
  func path(_ name: String) -> String { tmux.directory.appendingPathComponent(name).path }

  /// Writes a file into the scratch directory the way editors do: a temp file renamed over it
  /// (`atomic`), or truncated and rewritten in place.
  func write(_ name: String, _ text: String, atomic: Bool = true) throws {
    try text.write(toFile: path(name), atomically: atomic, encoding: .utf8)
  }

  /// Starts `brickyard preview ARGS` in a `cols` x `rows` pane after writing `files`;
  /// `$DIR` in arguments is the scratch directory. `locale` sets `LANG` and `LC_ALL`; `term`
  /// nil unsets `TERM`; `redirect` sends standard output to that file (`> "FILE"`, so `$DIR`
  /// works); `exports` are shell assignments run first (`EDITOR="$DIR/edit.sh"`).
  static func start(
    _ name: String, arguments: [String], files: [String: String] = [:], cols: Int = 120,
    rows: Int = 30, locale: String = "C.UTF-8", term: String? = Tmux.paneTerm,
    redirect: String? = nil, exports: [String] = []
  ) throws -> PreviewSession {
    let tmux = try Tmux(name: name)
    let session = PreviewSession(tmux: tmux)
    for (file, text) in files { try session.write(file, text) }
    let binary = try BrickyardBinary.path()
    let args = arguments.map { "'\($0)'".replacingOccurrences(of: "$DIR", with: "'\"$DIR\"'") }
      .joined(separator: " ")
    let termLine = term.map { "export TERM='\($0)'" } ?? "unset TERM"
    // Under scripts/asan.sh the previewer may quit with a reload still running on its worker
    // and loader threads (it does not wait for them); LeakSanitizer's check at exit then reports
    // the memory those threads hold mid-job. The previewer's leaks are checked in the test
    // process instead (BrickTUITests), where every job has finished.
    let noExitLeakCheck =
      ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil
      ? "" : "export ASAN_OPTIONS=\"$ASAN_OPTIONS:detect_leaks=0\""
    let output = redirect.map { " > \"\($0)\"" } ?? ""
    let script = """
      export LANG='\(locale)' LC_ALL='\(locale)'
      \(exports.map { "export " + $0 }.joined(separator: "\n"))
      \(termLine)
      \(noExitLeakCheck)
      trap ':' INT TERM HUP QUIT
      stty -a > "$DIR/stty.before"
      /bin/sh -c 'echo $$ > "$1/pid"; shift; exec "$@"' sh "$DIR" '\(binary)' \(args)\(output)
      echo "EXIT=$?"
      stty -a > "$DIR/stty.after"
      echo DONE

      """
    try tmux.startScript(script, cols: cols, rows: rows)
    return session
  }

  /// The previewer's process id.
  func pid() throws -> pid_t {
    let text = try tmux.waitForFile("pid").trimmingCharacters(in: .whitespacesAndNewlines)
    guard let pid = pid_t(text) else { throw HarnessError(message: "bad pid file: \(text)") }
    return pid
  }

  /// The status line (the last line of the screen).
  func statusLine() throws -> String { try tmux.capture().last ?? "" }

  /// Waits until the status line contains `text`.
  @discardableResult
  func waitForStatus(_ text: String) throws -> [String] {
    try tmux.waitUntil("a status line with '\(text)'") { ($0.last ?? "").contains(text) }
  }

  /// Expects the program to have exited with `status`, the terminal settings as before and
  /// the previewer's screen gone (`marker` no longer shown).
  func expectRestored(
    status expected: Int32, marker: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (status, screen) = try tmux.waitForExitStatus()
    #expect(status == expected, "exit status", sourceLocation: sourceLocation)
    #expect(
      !screen.contains { $0.contains(marker) },
      "the previewer's screen is still shown:\n\(screen.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    func read(_ name: String) throws -> String {
      try tmux.waitForFile(name).replacing(/rows \d+; columns \d+;/, with: "")
    }
    #expect(
      try read("stty.before") == read("stty.after"), "stty -a changed",
      sourceLocation: sourceLocation)
    try tmux.waitForExit()
  }

  /// An X10 mouse report as tmux sends it (button + 32, column + 33, row + 33).
  static func x10(_ button: Int, _ x: Int, _ y: Int) -> String {
    "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x)))
      + String(UnicodeScalar(UInt8(33 + y)))
  }
}
