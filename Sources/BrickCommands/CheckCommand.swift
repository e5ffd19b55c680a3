import ArgumentParser
import BrickCore
import BrickFiles
import BrickFormat

/// `brickyard check FILE|FOLDER...`: loads each layout file and reports it, without drawing
/// anything. A folder stands for its layouts, as `preview FOLDER` opens them, each reported in
/// one line.
///
/// Prints `ok: FILE (N items)` on standard output for each good file (N counts items with
/// repeats expanded: sections, bricks, mosaic headers and footers, collection contents) and
/// every error of a bad file on standard error, rendered with its position and a caret.
/// With `--format json`, prints one JSON array on standard output instead: one object per
/// error of every file (docs/commands.md#machine-readable-checks), `[]` when all files are good.
/// Exits with status 1 when any file failed, in both formats.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check layout files for errors without opening the previewer.",
    discussion: """
      A folder checks every layout in it (as `brickyard FOLDER` opens them): one line per \
      file, `ok:` or its first error. Exits with status 1 when any file has an error. \
      --format json prints a JSON array with one object per error: {"file", "line", \
      "column", "keyPath", "message", "expected", "suggestion", "kind", "severity"} (line \
      and column 1-based, 0 when the file could not be read; expected and suggestion null \
      when there is none; severity "error"). Warnings \
      (a sticky brick covered by later items at some offset) are listed too, with severity \
      "warning"; they do not change the exit status.
      """)

  /// How `check` reports.
  enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
  }

  @Argument(help: "Layout files (.yaml, .yml or .json), or folders of them.", completion: .file())
  var files: [String]

  @Option(help: ArgumentHelp("text (default) or json.", valueName: "text|json"))
  var format: Format = .text

  @Option(
    help: ArgumentHelp(
      "light or dark, as render takes it (a file's colours are checked in both).",
      valueName: "light|dark"),
    completion: .list(Completions.appearances),
    transform: ViewOptions.parseAppearance)
  var appearance: Appearance?
  /// `--font` is read (a bad font file is an error); the size and metrics change no check.
  @OptionGroup var text: TextOptions

  func validate() throws {
    if files.isEmpty { throw ValidationError("Give at least one layout file.") }
  }

  func run() throws {
    _ = try text.overrides()
    let paths = Self.expanded(files)
    if format == .json {
      try runJSON(paths)
      return
    }
    var failed = 0
    for entry in paths {
      let path = entry.path
      switch entry.listing.map({ .failure($0) }) ?? LayoutFiles.open(path: path).map(\.spec) {
      case .success(let spec):
        let items = LayoutLoader.itemCount(of: spec)
        print("ok: \(TerminalText.sanitized(path)) (\(items) items)")
        let shown = TerminalText.sanitized(path)
        for finding in Self.warnings(spec) { print("warning: \(shown): \(finding.message)") }
        for w in spec.compositional?.warnings ?? [] { print(Self.text(w, file: path)) }
      case .failure(let errors):
        // Reported as it is found, so each error sits after the `ok:` lines before it.
        failed += 1
        if entry.inFolder {
          printToStandardError(Self.oneLine(errors))
        } else {
          ErrorMessage(for: errors, root: Self.self, arguments: []).write()
        }
      }
    }
    if failed > 0 {
      if paths.count > 1 { throw CommandError("\(failed) of \(paths.count) files failed") }
      throw ExitCode(1)
    }
  }

  /// One path to check: a file named on the command line, a file found in a folder named
  /// there (`inFolder`: reported in one line), or a folder that could not be listed or holds
  /// no layouts (`listing`, its error).
  struct Entry: Equatable {
    var path: String
    var inFolder = false
    var listing: LayoutErrors?
  }

  /// The command line's paths with each folder replaced by its layouts, as `preview FOLDER`
  /// opens them (`Commands.layoutFiles(inFolder:)`).
  static func expanded(_ paths: [String]) -> [Entry] {
    var out: [Entry] = []
    for path in paths {
      switch Commands.layoutFiles(inFolder: path) {
      case nil: out.append(Entry(path: path))
      case .success(let found)?: out += found.map { Entry(path: $0, inFolder: true) }
      case .failure(let errors)?: out.append(Entry(path: path, listing: errors))
      }
    }
    return out
  }

  /// A file's errors in one line, for a folder's files: the first error and how many more
  /// (`brickyard check FILE` shows them all, with their source lines).
  static func oneLine(_ errors: LayoutErrors) -> String {
    guard let first = errors.errors.first else { return "" }
    var line = "\(TerminalText.sanitized(first.location)): error: \(first.summary)"
    let more = errors.errors.count - 1
    if more > 0 { line += " (and \(more) more error\(more == 1 ? "" : "s"))" }
    return line
  }

  /// Prints every error of every file as one JSON array.
  func runJSON(_ paths: [Entry]) throws {
    var objects: [String] = []
    var failed = false
    for entry in paths {
      let path = entry.path
      switch entry.listing.map({ .failure($0) }) ?? LayoutFiles.open(path: path).map(\.spec) {
      case .failure(let errors):
        failed = true
        objects += errors.errors.map(Self.json)
      case .success(let spec):
        objects += Self.warnings(spec).map { Self.json($0, file: path) }
        objects += (spec.compositional?.warnings ?? []).map { Self.json($0, file: path) }
      }
    }
    let body =
      objects.isEmpty
      ? "[]" : "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]"
    print(body)
    if failed { throw ExitCode(1) }
  }

  /// One error as a JSON object.
  static func json(_ e: LayoutError) -> String {
    func string(_ s: String?) -> String { s.map { "\"\(JSONString.escaped($0))\"" } ?? "null" }
    return "{\"file\": \(string(e.file)), \"line\": \(e.line), \"column\": \(e.column), "
      + "\"keyPath\": \(string(e.keyPath)), \"message\": \(string(e.message)), "
      + "\"expected\": \(string(e.expected)), \"suggestion\": \(string(e.suggestion)), "
      + "\"kind\": \(string(e.kind.rawValue)), \"severity\": \"error\"}"
  }

  /// A warning as a JSON object: the error's keys (line and column 0, no key path), and
  /// `"severity": "warning"`.
  static func json(_ w: CoverageCheck.Finding, file: String) -> String {
    "{\"file\": \"\(JSONString.escaped(file))\", \"line\": 0, \"column\": 0, \"keyPath\": null, "
      + "\"message\": \"\(JSONString.escaped(w.message))\", \"expected\": null, "
      + "\"suggestion\": \"\(JSONString.escaped("- {type: maxZIndex, bricks: [\(w.covered)]}"))\", "
      + "\"kind\": \"coveredSticky\", \"severity\": \"warning\"}"
  }

  /// A compositional file's warning (what UIKit allows but never shows as written), in the
  /// errors' form: position, message, key path, the line with a caret, what would be meant.
  static func text(_ w: CompositionalWarning, file: String) -> String {
    var s = "\(file):\(w.line):\(w.column): warning: \(w.message)"
    if !w.keyPath.isEmpty { s += " at \(w.keyPath)" }
    if let line = w.sourceLine, w.column > 0 {
      s += "\n    \(TerminalText.sanitized(line))\n    "
      s += String(repeating: " ", count: w.column - 1) + "^"
    }
    if let expected = w.expected { s += "\n  expected: \(expected)" }
    return s
  }

  /// A compositional warning as a JSON object, `"severity": "warning"`.
  static func json(_ w: CompositionalWarning, file: String) -> String {
    func string(_ s: String?) -> String { s.map { "\"\(JSONString.escaped($0))\"" } ?? "null" }
    return "{\"file\": \(string(file)), \"line\": \(w.line), \"column\": \(w.column), "
      + "\"keyPath\": \(string(w.keyPath)), \"message\": \(string(w.message)), "
      + "\"expected\": \(string(w.expected)), \"suggestion\": null, "
      + "\"kind\": \"compositional\", \"severity\": \"warning\"}"
  }

  /// What `check` warns about in a good file: sticky bricks covered at some offset, on the
  /// file's device (or the default one) in its natural orientation, by the one device rule
  /// (`SimulatedDevice`).
  static func warnings(_ spec: LayoutSpec) -> [CoverageCheck.Finding] {
    let device = (try? SimulatedDevice.chosen(file: spec.device).device) ?? .default
    return CoverageCheck.findings(spec, environment: device.environment())
  }
}
