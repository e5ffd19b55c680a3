import ArgumentParser
import BrickPreview
import BrickRaster
import BrickTUI
import BrickTerminal

/// `brickyard tui-demo`: runs the terminal layer's demo app on the real terminal. Hidden; the
/// end-to-end tests drive it through tmux.
struct TUIDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui-demo",
    abstract: "Run the terminal demo (for end-to-end tests).",
    shouldDisplay: false)

  @Option(
    help: ArgumentHelp(
      "Trap (crash) when this key is pressed, to test terminal restore.", visibility: .hidden))
  var crashKey: String?

  func run() throws {
    var app = CrashableDemo(crashKey: crashKey.flatMap(\.first))
    let outcome = try TerminalLoop.run(app: &app, backend: NcursesBackend())
    if outcome != .quit { throw ExitCode(outcome.exitCode) }
  }
}

/// `DemoApp`, plus a deliberate Swift trap on one key.
private struct CrashableDemo: TerminalApp {
  var demo = DemoApp()
  let crashKey: Character?

  init(crashKey: Character?) { self.crashKey = crashKey }

  mutating func handle(_ event: InputEvent, now: Double) -> AppAction {
    if let crashKey, event == .key(.char(crashKey)) {
      fatalError("crash requested with --crash-key \(crashKey)")
    }
    return demo.handle(event, now: now)
  }

  func draw(into grid: inout CellGrid) { demo.draw(into: &grid) }
}
