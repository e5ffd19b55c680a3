import ArgumentParser
import BrickTUI

/// `brickyard tui-demo`: runs the terminal layer's demo app on the real terminal. Hidden; the
/// end-to-end tests drive it through tmux.
struct TUIDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui-demo",
    abstract: "Run the terminal demo (for end-to-end tests).",
    shouldDisplay: false)

  func run() throws {
    var app = DemoApp()
    let outcome = try TerminalLoop.run(app: &app, backend: NcursesBackend())
    if outcome != .quit { throw ExitCode(outcome.exitCode) }
  }
}
