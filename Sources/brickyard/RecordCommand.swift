import ArgumentParser
import BrickCommands
import BrickCore
import BrickFiles
import BrickFormat
import BrickPreview
import BrickTUI
import Foundation

/// `brickyard record FILE --keys "jjjjG" --out demo.cast`: plays keys through the previewer on
/// a virtual terminal and writes what a real terminal would have received as an asciinema v2
/// recording (docs/commands.md#recorded-demos).
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a keyboard demo of the previewer as an asciinema v2 file.",
    discussion: """
      Keys: every character is a key press; <space>, <enter>, <esc>, <tab>, <backtab>, \
      <backspace>, <up>, <down>, <left>, <right>, <pgup>, <pgdn>, <home>, <end>, <lt> (a '<'), \
      <c-x> and <f1>...<f12> name the others; <wait 500> adds 500 ms before the next key. Keys \
      come --pace ms apart (400 by default), the first one --pace ms after the start; the last \
      screen is held --hold ms. Time is virtual: recording takes no longer than drawing. The \
      file is not watched. Play it with `asciinema play FILE`.
      """)

  @Argument(help: "A layout file (.yaml, .yml or .json).", completion: .file())
  var file: String

  @Option(help: ArgumentHelp("The keys to play (see below).", valueName: "keys"))
  var keys: String

  @Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp("Where to write the recording.", valueName: "file"))
  var out: String

  @Option(help: ArgumentHelp("Milliseconds between keys.", valueName: "ms"))
  var pace: Int = KeyScript.defaultPaceMilliseconds

  @Option(help: ArgumentHelp("Milliseconds the last screen is held.", valueName: "ms"))
  var hold: Int = 1000

  @Option(help: ArgumentHelp("The terminal's width in columns.", valueName: "cols"))
  var cols: Int = 80

  @Option(help: ArgumentHelp("The terminal's height in rows.", valueName: "rows"))
  var rows: Int = 40

  /// The device, orientation, state, appearance and text options (shared with `preview`).
  @OptionGroup var shown: PreviewOptions

  @Option(help: ArgumentHelp("Zoom: 1 is 8×16 points a cell.", valueName: "factor"))
  var zoom: Double = 1

  @Flag(help: "Draw with ASCII instead of box drawing characters.")
  var ascii = false

  func validate() throws {
    guard (0...60_000).contains(pace), (0...3_600_000).contains(hold) else {
      throw ValidationError("--pace takes 0 to 60000 ms and --hold 0 to 3600000 ms.")
    }
    guard (16...1000).contains(cols), (5...1000).contains(rows) else {
      throw ValidationError("--cols must be 16...1000 and --rows 5...1000.")
    }
    guard zoom.isFinite && zoom > 0 && zoom <= 16 else {
      throw ValidationError("--zoom must be a number above 0 and at most 16, not \(zoom).")
    }
    do { _ = try KeyScript(keys, paceMilliseconds: pace) } catch let error as KeyScript.ParseError {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let script = try KeyScript(keys, paceMilliseconds: pace)
    let entry = PreviewSubcommand.loadAll([file])[0]
    if let errors = entry.errors { throw errors }
    var settings = PreviewSettings(
      device: shown.device, orientation: shown.orientation, zoom: zoom,
      glyphs: ascii ? .ascii : .unicode, state: shown.state)
    settings.appearance = shown.appearance
    settings.text = try shown.text.overrides()
    var app = PreviewApp(file: entry, settings: settings, source: nil)
    // Streamed to the file as it is made (a long script once held the whole cast: 572 MB for
    // 120 KB of keys), written through the path; the first failed write is thrown at the end.
    let file = try OutputFile.open(path: out)
    let terminal = ScriptedTerminal(
      cols: cols, rows: rows, script: script, holdSeconds: Double(hold) / 1000)
    let backend = CastBackend(
      inner: terminal, title: entry.title, writer: AsciicastWriter { try? file.write($0) })
    _ = try TerminalLoop.run(app: &app, backend: backend)
    try file.finish()
    printToStandardError(
      "\(out): \(backend.frameCount) frames, \(NumberText.fixed(backend.duration, places: 1)) s, "
        + "\(cols)x\(rows)")
  }
}

/// A live session's recording file (`preview --record FILE`): events are written as they
/// happen, so a session ended by a signal still leaves a playable file. Written through the
/// path (`OutputFile`); the first failed write is thrown by `finish`.
final class CastFile {
  let file: OutputFile

  init(path: String) throws {
    file = try OutputFile.open(path: path)
  }

  var writer: AsciicastWriter {
    let file = self.file
    return AsciicastWriter { text in
      try? file.write(text)
      try? file.flush()
    }
  }

  func finish() throws { try file.finish() }
}
