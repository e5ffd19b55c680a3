import ArgumentParser

/// The `brickyard` command: a terminal previewer for BrickKit-style collection layouts.
@main
struct Brickyard: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "brickyard",
    abstract: "Preview BrickKit-style collection layouts in the terminal.",
    discussion: """
      A layout file (YAML or JSON) of sections and bricks is solved for a simulated device and \
      drawn as character cells. `brickyard FILE` opens the previewer; `frames` and `render` \
      print the same layout for scripts and CI.
      """,
    version: "0.1.0",
    subcommands: [
      PreviewCommand.self, FramesCommand.self, RenderCommand.self, CheckCommand.self,
      DiffCommand.self, RecordCommand.self, ImportCommand.self, SchemaCommand.self,
      BenchCommand.self, TUIDemoCommand.self,
    ],
    defaultSubcommand: PreviewCommand.self
  )

  /// Runs the command line. `diff` follows diff(1): a usage error exits 2 (trouble), not
  /// ArgumentParser's 64, since 1 means "the files differ".
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      if arguments.first == "diff" {
        let code = exitCode(for: error)
        if code != .success && code.rawValue != 1 {
          let message = fullMessage(for: error)
          if !message.isEmpty { printError(message) }
          exit(withError: ExitCode(DiffCommand.troubleStatus))
        }
      }
      exit(withError: error)
    }
  }
}
