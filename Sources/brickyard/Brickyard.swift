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
      DiffCommand.self, BenchCommand.self, SchemaCommand.self, TUIDemoCommand.self,
    ],
    defaultSubcommand: PreviewCommand.self
  )
}
