import ArgumentParser
import BrickCore
import BrickFormat
import BrickTUI
import Foundation

/// `brickyard check FILE...`: loads each layout file and reports it, without drawing anything.
///
/// Prints `ok: FILE (N items)` on standard output for each good file (N counts items with
/// repeats expanded: sections, bricks, mosaic headers and footers, collection contents) and
/// every error of a bad file on standard error, rendered with its position and a caret.
/// Exits with status 1 when any file failed.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check layout files for errors without opening the previewer.",
    discussion: "Exits with status 1 when any file has an error.")

  @Argument(help: "Layout files (.yaml, .yml or .json).", completion: .file())
  var files: [String]

  func validate() throws {
    if files.isEmpty { throw ValidationError("Give at least one layout file.") }
  }

  func run() throws {
    var failed = 0
    for path in files {
      switch LayoutFiles.load(path: path) {
      case .success(let spec):
        print("ok: \(path) (\(LayoutLoader.itemCount(of: spec)) items)")
      case .failure(let errors):
        failed += 1
        FileHandle.standardError.write(Data((errors.description + "\n").utf8))
      }
    }
    if failed > 0 {
      if files.count > 1 {
        FileHandle.standardError.write(Data("\(failed) of \(files.count) files failed\n".utf8))
      }
      throw ExitCode(1)
    }
  }
}
