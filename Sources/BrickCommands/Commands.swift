import ArgumentParser
import BrickCore
import BrickFiles
import BrickFormat
import Foundation

/// The commands that print rather than open the terminal, for the executable's command list,
/// and the helpers the terminal commands share with them (their options: `PreviewOptions`).
///
/// The commands stay internal to this module; the executable lists them by these values.
public enum Commands {
  public static let frames: any ParsableCommand.Type = FramesCommand.self
  public static let render: any ParsableCommand.Type = RenderCommand.self
  public static let check: any ParsableCommand.Type = CheckCommand.self
  public static let diff: any ParsableCommand.Type = DiffCommand.self
  #if Importer
    public static let `import`: any ParsableCommand.Type = ImportCommand.self
  #else
    public static let `import`: any ParsableCommand.Type = ImportUnavailableCommand.self
  #endif
  public static let schema: any ParsableCommand.Type = SchemaCommand.self
  public static let bench: any ParsableCommand.Type = BenchCommand.self

  /// The layouts `preview FOLDER` opens and `check FOLDER` checks: the folder's layout files
  /// and `.swift` files, or (a folder of an app's Swift, no layout files) the files that
  /// declare its screens. nil when `path` is not a folder; an error when it cannot be listed
  /// or holds none.
  public static func layoutFiles(inFolder path: String) -> Result<[String], LayoutErrors>? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    var files: [String]
    switch LayoutFiles.layouts(inFolder: path, swift: true) {
    case .success(let found): files = found
    case .failure(let errors): return .failure(errors)
    }
    #if Importer
      // No layout files: a folder of an app's Swift, one entry per screen (as preview lists).
      if case .success(let plain) = LayoutFiles.layouts(inFolder: path), plain.isEmpty {
        files = SwiftApp.screenFiles(inFolder: path)
      }
    #endif
    guard !files.isEmpty else {
      let error = LayoutError(
        kind: .unreadable, file: path, line: 0, column: 0, keyPath: "",
        message: "no layout files (.yaml, .yml, .json or .swift) or Swift screens in this folder",
        expected: "a folder of layout files, or of an app's Swift")
      return .failure(LayoutErrors([error]))
    }
    return .success(files)
  }

  /// The error for a first argument that looks like a misspelt subcommand (`brickyard rendr
  /// x.yaml`), before the arguments are parsed: without it the word is taken for the default
  /// `preview`'s file and the next argument is "unexpected". nil when the first argument is a
  /// command, an option, an existing path, or near no command name.
  ///
  /// - Parameter names: The subcommands' names, in the order help lists them.
  public static func misspeltCommand(_ arguments: [String], names: [String]) -> CommandError? {
    guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-"),
      !names.contains(word), !word.contains("/"), !word.contains("."),
      !FileManager.default.fileExists(atPath: word)
    else { return nil }
    // Words of up to 40 characters (no command name is longer than 10): the distance is cheap.
    guard word.count <= 40 else { return nil }
    let lower = word.lowercased()
    let limit = max(1, min(2, lower.count / 3))
    var best: (name: String, distance: Int)?
    for name in names {
      let d = ViewOptions.editDistance(lower, name)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (name, d) }
    }
    guard let best else { return nil }
    let shown = TerminalText.sanitized(word)
    return CommandError(
      "Error: unknown command '\(shown)'; did you mean '\(best.name)'?\n"
        + "  Commands: \(names.joined(separator: ", ")) (`brickyard FILE` opens the previewer).",
      exitStatus: ExitCode.validationFailure.rawValue)
  }
}
