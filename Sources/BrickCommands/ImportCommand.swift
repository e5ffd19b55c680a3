import ArgumentParser
import BrickFiles
import BrickFormat
import BrickImport
import Foundation

/// `brickyard import FILE.swift... [-o OUT.yaml]`: BrickKit Swift to a layout file
/// (FORMAT.md §6).
///
/// The files are read together (constants, data sources and behaviors may sit in any of them)
/// and never compiled. Whatever the importer cannot follow is printed on standard error as
/// `file:line:column: warning: ...` with the default it used; the layout file is written even
/// then. Exits with status 1 only when a file cannot be read (or the output cannot be written).
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn BrickKit Swift code into a layout file.",
    discussion: """
      Reads BrickSection and brick initializers, BrickDimensions, local constants, repeat-count \
      and hide data sources and layout behaviors, without compiling. What cannot be followed \
      becomes a default and a warning. `brickyard FILE.swift` previews the import directly.
      """)

  @Argument(
    help: "Swift files that build a BrickKit layout.", completion: .file(extensions: ["swift"]))
  var files: [String]

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the layout file here instead of standard output.", valueName: "file"))
  var output: String?

  func validate() throws {
    if files.isEmpty { throw ValidationError("Give at least one Swift file.") }
  }

  func run() throws {
    var sources: [SwiftSource] = []
    for path in files {
      let text = try LayoutFiles.readText(path: path).get()
      sources.append(SwiftSource(name: path, text: text))
    }
    let result: ImportResult
    switch BrickImporter.checkedImport(sources) {
    case .success(let imported): result = imported
    case .failure(let failure): throw CommandError(failure.description)
    }
    for warning in result.warnings { printToStandardError(warning.description) }
    // Written through the path (a link stays a link, a FIFO a FIFO), every write checked.
    try OutputFile.write(result.yaml, to: output)
    // The importer always writes a file the loader takes; if not, that is a bug to report.
    // The errors' lines are the YAML's, so they name it, not the Swift file.
    let name = output ?? "the layout imported from \(files[0])"
    if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: name) {
      throw CommandError(
        "brickyard: the imported layout does not load (a bug in the importer):\n"
          + errors.description)
    }
  }
}
