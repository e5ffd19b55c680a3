import ArgumentParser
import BrickFiles
import BrickFormat

/// `brickyard schema`: the JSON Schema of the layout file (docs/editor.md), for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema (draft 2020-12) of the layout file, for editor completion.",
    discussion: """
      Layout files name it on their first line, for yaml-language-server (VS Code's YAML \
      extension, Neovim, Helix):
        # yaml-language-server: $schema=../docs/brickyard.schema.json
      and JSON files with a "$schema" key. `brickyard schema > docs/brickyard.schema.json` \
      regenerates the copy in the repository.
      """)

  func run() throws {
    try OutputFile.write(LayoutSchema.text(), to: nil)
  }
}
