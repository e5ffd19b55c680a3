import Foundation
import Testing

/// The command line of issue 36 ("The command line") and issue 37 (C3, X1): folders in
/// `check`, misspelt commands, completions with values, `diff`'s order, output order in a
/// pipe, offsets past the end, escape sequences in echoed values, states that change only
/// their environment.
@Suite struct CommandLineTests {
  let cli = CLITests()

  /// A new folder for one test, removed by `remove`.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickyard-cmdline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let good = "root:\n  bricks:\n    - {type: brick, height: 50, repeat: 3}\n"
  /// Two errors: an unknown key and a misspelt colour.
  static let bad =
    "root:\n  bricks:\n    - {type: label, widht: 10}\n    - {type: brick, background: rde}\n"

  /// Runs `brickyard arguments...` with standard output and error in one file, as `2>&1`
  /// into a pipe or file does: the order the lines arrive in.
  func runCombined(_ arguments: [String]) throws -> Subprocess.Result {
    let path = try BrickyardBinary.path()
    let quoted = ([path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let scratch = try Self.folder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    return try Subprocess.run(
      ["/bin/sh", "-c", quoted.joined(separator: " ") + " 2>&1"], environment: env,
      scratch: scratch)
  }

  // MARK: - check FOLDER

  /// `check FOLDER` checks the folder's layouts (not its other files), one line each, and
  /// fails when one fails; it refused the folder ("is a folder, not a layout file").
  @Test func checkOfAFolderChecksEveryLayoutInIt() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = try Self.write(Self.good, "a.yaml", in: dir)
    let b = try Self.write(Self.bad, "b.yaml", in: dir)
    let c = try Self.write("{\"root\": {\"bricks\": []}}", "c.json", in: dir)
    _ = try Self.write("not a layout", "notes.txt", in: dir)
    let r = try cli.run(["check", dir.path])
    #expect(r.status == 1)
    #expect(r.output == "ok: \(a) (4 items)\nok: \(c) (1 items)\n")
    let errors = r.errors.split(separator: "\n").map(String.init)
    #expect(
      errors == [
        "\(b):3:21: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'? "
          + "(and 1 more error)",
        "1 of 3 files failed",
      ])
  }

  /// A folder of good layouts passes; the examples' folder is checked like its files.
  @Test func checkOfTheExamplesFolderPasses() throws {
    let layouts = CLITests.root.appendingPathComponent("Layouts").path
    let names = try FileManager.default.contentsOfDirectory(atPath: layouts)
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
    let r = try cli.run(["check", layouts])
    #expect(r.status == 0, "\(r.errors)")
    #expect(r.output.split(separator: "\n").filter { $0.hasPrefix("ok: ") }.count == names.count)
  }

  /// A folder with no layouts is a failure that says so; `--format json` expands folders too.
  @Test func checkOfAnEmptyFolderFailsAndJSONExpandsFolders() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = try cli.run(["check", dir.path])
    #expect(empty.status == 1)
    #expect(empty.errors.contains("no layout files (.yaml, .yml, .json or .swift)"))
    let b = try Self.write(Self.bad, "b.yaml", in: dir)
    let json = try cli.run(["check", "--format", "json", dir.path])
    #expect(json.status == 1)
    let list = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(list?.count == 2)
    #expect(list?.allSatisfy { $0["file"] as? String == b } == true)
  }

  // MARK: - Misspelt commands

  @Test(arguments: [("rendr", "render"), ("chek", "check"), ("frams", "frames"), ("dif", "diff")])
  func aMisspeltCommandIsSuggested(_ typed: String, _ meant: String) throws {
    let r = try cli.run([typed, cli.layout("sticky.yaml")])
    #expect(r.status == 64)
    #expect(
      r.errors.contains("unknown command '\(typed)'; did you mean '\(meant)'?"), "\(r.errors)")
    #expect(!r.errors.contains("Unexpected argument"))
  }

  /// A file or folder that exists is opened, whatever its name; a word near no command is
  /// left to the previewer (which says there is no such file).
  @Test func aFileNamedLikeACommandIsNotACommand() throws {
    let r = try cli.run(["nosuchfileatall", "--device", "nosuch"])
    #expect(!r.errors.contains("unknown command"))
  }

  // MARK: - Completions and help

  /// Each shell's script offers the values of `--device`, `--content-size`, `--matrix` and
  /// `--appearance` (argument-parser's `.list`), in the shell's own form.
  @Test(arguments: [
    (
      "bash",
      [
        "'iphone-se'$'\\n''iphone-se3'", "'xSmall'$'\\n''small'", "'light'$'\\n''dark'",
        "'orientation'$'\\n''sizeClass'$'\\n''appearance'$'\\n''contentSize'",
      ]
    ),
    (
      "zsh",
      [
        "___device=('iphone-se' 'iphone-se3'", "___content_size=('xSmall' 'small'",
        "___appearance=('light' 'dark')", "___matrix=('orientation' 'sizeClass' 'appearance'",
      ]
    ),
    (
      "fish",
      [
        "-rfka 'iphone-se iphone-se3", "-rfka 'xSmall small", "-rfka 'light dark'",
        "-rfka 'orientation sizeClass appearance contentSize",
      ]
    ),
  ])
  func completionsOfferOptionValues(_ shell: String, _ pieces: [String]) throws {
    let r = try cli.run(["--generate-completion-script", shell])
    #expect(r.status == 0)
    for piece in pieces { #expect(r.output.contains(piece), "\(shell): \(piece)") }
  }

  @Test func renderHelpNamesContentSizeInMatrix() throws {
    let r = try cli.run(["help", "render"])
    let matrix = r.output.components(separatedBy: "--matrix").dropFirst().joined()
    #expect(matrix.contains("contentSize"))
    #expect(matrix.contains("contentSize:xSmall,large,accessibility3"))
  }

  // MARK: - diff

  /// A taller title moves 26 items: the two real changes lead, then one summary line per
  /// distance moved (the moves came first, one line each, before the changes).
  @Test func diffLeadsWithTheChangesThenSummarisesTheMoves() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let text = try String(contentsOfFile: cli.layout("sticky.yaml"), encoding: .utf8)
    let new = try Self.write(
      text.replacingOccurrences(of: "height: 50", with: "height: 60"), "new.yaml", in: dir)
    let r = try cli.run(["diff", cli.layout("sticky.yaml"), new])
    #expect(r.status == 1)
    let lines = r.output.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst()) == [
        "resized: titleLabel 320×50 → 320×60",
        "resized: footerTitle 320×50 → 320×60",
        "because of these, 3 sections resized and 26 items moved:",
        "  resized: first 320×770 → 320×780",
        "  resized: root 320×1540 → 320×1560",
        "  resized: second 320×770 → 320×780",
        "  moved 0,+10: row, row#1, row#2, row#3, row#4, row#5, … (14 items)",
        "  moved 0,+20: moreRow, moreRow#1, moreRow#2, moreRow#3, moreRow#4, moreRow#5, … "
          + "(12 items)",
      ], "\(r.output)")
  }

  /// Only moves (two bricks swapped): the moves are the change, each on its line.
  @Test func diffOfOnlyMovesListsEachMove() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let old = try Self.write(
      "root:\n  bricks:\n    - {type: brick, id: a, height: 50}\n"
        + "    - {type: brick, id: b, height: 50}\n", "old.yaml", in: dir)
    let new = try Self.write(
      "root:\n  bricks:\n    - {type: brick, id: b, height: 50}\n"
        + "    - {type: brick, id: a, height: 50}\n", "new.yaml", in: dir)
    let r = try cli.run(["diff", old, new])
    #expect(r.status == 1)
    #expect(
      Array(r.output.split(separator: "\n").dropFirst()) == [
        "moved: a 0,0 → 0,50", "moved: b 0,50 → 0,0",
      ])
  }

  /// X1: a state that changes only `contentSize` or `appearance` is a change ("no changes"
  /// before), and the frames that moved because of it are counted.
  @Test func diffOfStatesComparesTheirEnvironments() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try Self.write(
      """
      root:
        bricks:
          - {type: label, id: title, text: "A title long enough to wrap at larger sizes"}
          - {type: label, id: body, text: "Body", repeat: 3}
      states:
        - {name: big, contentSize: accessibility3}
        - {name: dark, appearance: dark}

      """, "states.yaml", in: dir)
    let big = try cli.run(["diff", file, "--from", "root", "--to", "big"])
    #expect(big.status == 0)
    #expect(!big.output.contains("no changes"))
    #expect(big.output.contains("contentSize: large → accessibility3"))
    #expect(
      big.output.contains("frames: 5 items resized, 3 items moved, 0 appeared, 0 disappeared"),
      "\(big.output)")
    let dark = try cli.run(["diff", file, "--from", "root", "--to", "dark"])
    #expect(!dark.output.contains("no changes"))
    #expect(dark.output.contains("appearance: light → dark"))
    let json = try cli.run(["diff", file, "--from", "root", "--to", "big", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let settings = object?["settings"] as? [[String: Any]]
    #expect(settings?.first?["key"] as? String == "contentSize")
    #expect((object?["frames"] as? [String: Any])?["moved"] as? Int == 3)
    // The same state on both sides: still no changes.
    let same = try cli.run(["diff", file, "--from", "big", "--to", "big"])
    #expect(same.output.contains("no changes"))
  }

  // MARK: - Output order and offsets

  /// In a pipe, `check`'s lines come in the order they were made: each file's line, then the
  /// summary (standard output was flushed only at exit, after the errors and the summary).
  @Test func checkInAPipeKeepsItsOrder() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = try Self.write(Self.good, "a.yaml", in: dir)
    let b = try Self.write(Self.bad, "b.yaml", in: dir)
    let c = try Self.write(Self.good, "c.yaml", in: dir)
    let r = try runCombined(["check", a, b, c])
    #expect(r.status == 1)
    let lines = r.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "ok: \(a) (4 items)")
    #expect(lines.dropFirst().first?.hasPrefix("\(b):3:21: error:") == true)
    #expect(lines.firstIndex(of: "ok: \(c) (4 items)") ?? 0 > 1)
    #expect(lines.last == "2 of 3 files failed" || lines.last == "1 of 3 files failed")
  }

  /// `render --offsets` says which offsets the layout cannot scroll to (and draws them).
  @Test func renderSaysWhenAnOffsetIsOutOfRange() throws {
    let r = try cli.run(["render", cli.layout("sticky.yaml"), "--offsets", "0,300,5000"])
    #expect(r.status == 0)
    let notes = r.errors.split(separator: "\n").map(String.init)
    #expect(
      notes == [
        "render: offset 0,5000 is outside what the layout scrolls to (0,0 to 0,972); drawn as given"
      ])
    let svg = try cli.run([
      "render", cli.layout("sticky.yaml"), "--format", "svg", "--offsets", "-100",
    ])
    #expect(svg.errors.contains("render: offset 0,-100 is outside what the layout scrolls to"))
    let inRange = try cli.run(["render", cli.layout("sticky.yaml"), "--offsets", "0,972"])
    #expect(inRange.errors.isEmpty)
  }

  // MARK: - Escape sequences (C3)

  static let escape = "\u{1B}]0;owned\u{07}\u{1B}[31m"

  /// Every option's parse error shows an escape sequence in its value, never sends it: the
  /// "The value '…' is invalid" prefix, the option's own message, and the "no such state"
  /// of `--state`.
  @Test(arguments: [
    "--appearance", "--orientation", "--offset", "--state", "--collection-offset",
    "--content-size", "--horizontal-size-class", "--text-metrics", "--device", "--matrix",
  ])
  func optionErrorsShowEscapesInTheirValues(_ option: String) throws {
    let r = try cli.run(["render", cli.layout("sticky.yaml"), option, "x" + Self.escape])
    #expect(r.status != 0)
    #expect(!r.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(r.errors.contains("␛[31m"), "\(r.errors)")
  }

  /// `record`'s "wrote" line names the output path as shown, not obeyed.
  @Test func recordNamesItsOutputSafely() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("demo\(Self.escape).cast").path
    let r = try cli.run(["record", cli.layout("sticky.yaml"), "--keys", "j", "--out", out])
    #expect(r.status == 0, "\(r.errors)")
    #expect(!r.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(r.errors.contains("demo␛]0;owned␇␛[31m.cast: "))
  }
}
