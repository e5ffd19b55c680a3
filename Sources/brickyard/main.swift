import ArgumentParser

// Placeholder root on the `tui` branch, replaced by the real root command at merge: it only
// exposes `brickyard tui-demo` for the end-to-end tests.
struct BrickyardRoot: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "brickyard", subcommands: [TUIDemoCommand.self])
}

BrickyardRoot.main()
