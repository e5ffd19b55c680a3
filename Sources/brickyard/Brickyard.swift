import ArgumentParser
import BrickCommands
import BrickFiles

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
      PreviewSubcommand.self, Commands.frames, Commands.render, Commands.check, Commands.diff,
      RecordCommand.self, Commands.import, Commands.schema, Commands.bench, TUIDemoCommand.self,
    ],
    defaultSubcommand: PreviewSubcommand.self
  )

  /// Runs the command line. Commands throw; whatever they throw is shown and turned into the
  /// exit status in one place, `ErrorMessage`.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    ProcessSetup.apply(arguments: arguments)
    do {
      // `brickyard rendr x.yaml`: "did you mean render?", not preview's "Unexpected argument".
      let names = configuration.subcommands.map { $0._commandName } + ["help"]
      if let misspelt = Commands.misspeltCommand(arguments, names: names) { throw misspelt }
      var command = try parseAsRoot(arguments)
      try command.run()
      // What `print` wrote (check, bench) is checked too: a full disk is an error.
      try OutputFile.checkPrinted()
    } catch {
      ErrorMessage(for: error, root: self, arguments: arguments).exit()
    }
  }
}
