import Foundation
import Testing

/// What went wrong while driving tmux, with the screen at the time.
struct HarnessError: Error, CustomStringConvertible {
  var message: String
  var screen: [String] = []
  var description: String {
    guard !screen.isEmpty else { return message }
    return message + "\n--- screen ---\n" + screen.joined(separator: "\n") + "\n--------------"
  }
}

/// A private tmux server with one detached session, for driving a full-screen program the way a
/// user would: keys in, screen text out.
///
/// Each instance has its own socket (`tmux -L`) and scratch directory, so tests run in
/// parallel and never touch the user's tmux. Panes stay open after their program exits
/// (`remain-on-exit`), so the last screen and the exit status can still be read. Every wait
/// polls the screen about every 50 ms up to a generous timeout: tests are not timing-sensitive.
final class Tmux {
  /// The socket name, unique per instance.
  let socket: String
  /// A scratch directory for scripts and the files they write; removed by `kill()`.
  let directory: URL
  let session = "e2e"
  /// How long `waitFor` and friends wait by default, in seconds (the machine may be busy).
  static let defaultTimeout: Double = 20
  private var killed = false
  /// The server's process id, to make sure it is gone after `kill()`.
  private var serverPid: pid_t?
  /// The server's socket file, removed by `kill()` if the server could not remove it.
  private var socketPath: String?

  /// The tmux executable, or nil when it is not installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = "\(dir)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// The terminal type for panes: tmux's own when its terminfo entry exists, else `screen`.
  static let paneTerm: String = {
    let dirs = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"]
    let found = dirs.contains { FileManager.default.fileExists(atPath: "\($0)/t/tmux-256color") }
    return found ? "tmux-256color" : "screen"
  }()

  private static let counter = Counter()

  /// Creates the server's scratch directory; `start` launches the session.
  /// - Throws: a clear error when tmux is not installed.
  init(name: String) throws {
    guard Self.executable != nil else {
      throw HarnessError(
        message: "tmux is not installed (or not on PATH): the end-to-end tests need it. "
          + "Install it with `apt-get install tmux`.")
    }
    let unique = "\(getpid())-\(Self.counter.next())"
    socket = "brickyard-e2e-\(name)-\(unique)"
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("brickyard-e2e-\(name)-\(unique)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { kill() }

  // MARK: - Sessions

  /// Starts the session at `cols` x `rows` running `command` (an argv, not a shell string).
  func start(cols: Int, rows: Int, command: [String]) throws {
    let config = directory.appendingPathComponent("tmux.conf")
    let settings = [
      "set -g remain-on-exit on", "set -g status off", "set -g escape-time 0",
      "set -g default-terminal \(Self.paneTerm)", "set -g history-limit 2000",
      "set -g exit-empty off",
    ]
    try settings.joined(separator: "\n").appending("\n").write(
      to: config, atomically: true, encoding: .utf8)
    try run(
      [
        "-f", config.path, "new-session", "-d", "-s", session, "-x", "\(cols)", "-y", "\(rows)",
        "--",
      ] + command)
    serverPid = pid_t(try display("#{pid}"))
    socketPath = try display("#{socket_path}")
  }

  /// Writes `body` to a script in the scratch directory and starts the session running it with
  /// `/bin/sh`. `$DIR` in the script is the scratch directory.
  func startScript(_ body: String, cols: Int, rows: Int) throws {
    let script = directory.appendingPathComponent("run.sh")
    try ("DIR='\(directory.path)'\n" + body).write(to: script, atomically: true, encoding: .utf8)
    try start(cols: cols, rows: rows, command: ["/bin/sh", script.path])
  }

  /// Ends the server and removes the scratch directory. Safe to call more than once.
  func kill() {
    guard !killed else { return }
    killed = true
    _ = try? run(["kill-server"], allowFailure: true)
    if let serverPid {
      // kill-server hangs up the panes and exits; make sure nothing outlives the test.
      let deadline = Date().addingTimeInterval(5)
      while Self.isRunning(serverPid) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
      if Self.isRunning(serverPid) { Foundation.kill(serverPid, SIGKILL) }
    }
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Whether a process exists and is not a zombie (an exited server whose parent, the
  /// long-gone client, left it to an init that may not reap).
  static func isRunning(_ pid: pid_t) -> Bool {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let state = stat[close...].dropFirst(2).first
      return state != "Z" && state != "X"
    #else
      // No /proc: whether the process exists at all (a zombie counts as running).
      return Foundation.kill(pid, 0) == 0
    #endif
  }

  // MARK: - Input

  /// Sends keys by tmux name (`j`, `Enter`, `C-c`, `C-z`, `PageDown`).
  func sendKeys(_ keys: String...) throws {
    try run(["send-keys", "-t", session] + keys)
  }

  /// Sends one key `count` times with a single tmux command (`send-keys -N`).
  func sendKey(_ key: String, times count: Int) throws {
    try run(["send-keys", "-t", session, "-N", "\(count)", key])
  }

  /// Sends text literally, character by character.
  func sendText(_ text: String) throws {
    try run(["send-keys", "-t", session, "-l", "--", text])
  }

  /// Resizes the window (and so the pane) to `cols` x `rows`.
  func resize(cols: Int, rows: Int) throws {
    try run(["resize-window", "-t", session, "-x", "\(cols)", "-y", "\(rows)"])
  }

  // MARK: - Output

  /// The pane's visible lines, trailing spaces trimmed; with `history`, preceded by the lines
  /// that scrolled off the top (of the normal screen: the alternate screen has none).
  /// With `escapes`, colours and attributes are kept as SGR escape sequences.
  func capture(history: Bool = false, escapes: Bool = false) throws -> [String] {
    let text = try run(
      ["capture-pane", "-p", "-t", session] + (history ? ["-S", "-"] : []) + (escapes ? ["-e"] : [])
    )
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A format variable of the pane (`#{pane_dead}`…).
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", session, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the pane's program has exited.
  func paneIsDead() throws -> Bool { try display("#{pane_dead}") == "1" }

  /// Polls the screen until `predicate` holds, and returns that screen.
  /// - Throws: a `HarnessError` with the last screen when `timeout` seconds pass first.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Double = Tmux.defaultTimeout, history: Bool = false,
    _ predicate: ([String]) throws -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var screen: [String] = []
    while true {
      screen = try capture(history: history)
      if try predicate(screen) { return screen }
      if Date() >= deadline { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw HarnessError(message: "timed out after \(timeout) s waiting for \(what)", screen: screen)
  }

  /// Polls until two captures `interval` seconds apart are equal, and returns that screen: for
  /// a reference screen, taken when nothing is still being drawn.
  @discardableResult
  func waitUntilSettled(
    _ what: String, interval: Double = 0.2, timeout: Double = Tmux.defaultTimeout
  ) throws -> [String] {
    try waitUntil("\(what) to stop changing", timeout: timeout) { screen in
      Thread.sleep(forTimeInterval: interval)
      return try capture() == screen
    }
  }

  /// Polls the screen until it contains `text`, and returns that screen.
  @discardableResult
  func waitFor(
    text: String, timeout: Double = Tmux.defaultTimeout, history: Bool = false
  ) throws
    -> [String]
  {
    try waitUntil("'\(text)'", timeout: timeout, history: history) {
      $0.contains { $0.contains(text) }
    }
  }

  /// Waits for a session's script to finish (it prints `EXIT=<status>`, then `DONE`), and
  /// returns the program's exit status and the screen with its history (tmux's "Pane is dead"
  /// line may scroll the first lines off).
  func waitForExitStatus() throws -> (status: Int32, screen: [String]) {
    let screen = try waitUntil("EXIT=n and DONE", history: true) { lines in
      lines.contains { $0.hasPrefix("EXIT=") } && lines.contains("DONE")
    }
    guard let line = screen.first(where: { $0.hasPrefix("EXIT=") }),
      let status = Int32(line.dropFirst(5))
    else { throw HarnessError(message: "no exit status", screen: screen) }
    return (status, screen)
  }

  /// Polls until the pane's program has exited.
  func waitForExit(timeout: Double = Tmux.defaultTimeout) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try !paneIsDead() {
      if Date() >= deadline {
        throw HarnessError(
          message: "the pane's program did not exit within \(timeout) s", screen: try capture())
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Polls until a file in the scratch directory exists and is not empty, and returns its text.
  func waitForFile(_ name: String, timeout: Double = Tmux.defaultTimeout) throws -> String {
    let url = directory.appendingPathComponent(name)
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty { return text }
      if Date() >= deadline {
        throw HarnessError(
          message: "\(name) did not appear within \(timeout) s", screen: try capture())
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  // MARK: - Running tmux

  @discardableResult
  private func run(_ arguments: [String], allowFailure: Bool = false) throws -> String {
    guard let executable = Self.executable else {
      throw HarnessError(message: "tmux is not installed")
    }
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    environment["TERM"] = environment["TERM"] ?? "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    let result = try Subprocess.run(
      [executable, "-u", "-L", socket] + arguments, environment: environment, scratch: Self.scratch)
    if result.status != 0 && !allowFailure {
      throw HarnessError(
        message: "tmux \(arguments.joined(separator: " ")) failed: \(result.errors)")
    }
    return result.output
  }

  /// Where tmux's output goes briefly (not `directory`, which `kill()` removes first).
  private static let scratch = FileManager.default.temporaryDirectory
}

/// A thread-safe counter for unique names.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
