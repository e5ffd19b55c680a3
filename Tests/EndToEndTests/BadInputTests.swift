import BrickTestSupport
import Foundation
import Testing

/// The catalogue of bad inputs (FORMAT.md §2), end to end: each file is given to the built
/// `brickyard check`, `frames` and `render`, which must exit with status 1, print nothing on
/// standard output, and print the error on standard error: `file[:line:column]: error:
/// message [at key path][; did you mean ...]` first, `expected: ...` last.
///
/// Files the loader tests already cover in detail (BrickFormatTests' error table) appear here
/// once per kind, to pin the whole path from bytes on disk to the exit status. Notes:
/// - An unreadable file (chmod 000) cannot be tested reliably: these tests run as root, who
///   reads it anyway. `unreadableFileWhenNotRoot` checks it for other users; the table covers
///   the other ways a path is not a readable layout file: a folder, a FIFO (which would block
///   a plain open for ever), a device, a path through a file (ENOTDIR, reported as "no such
///   file", which is what the path is), and a missing file.
/// - Absurd sizes are bounded: a `repeat` over 10,000,000, nesting over 1,000 levels, YAML
///   aliases expanding past 250,000 nodes, and `frames` of more than `--max-items` (default
///   1,000,000) items are errors; finite huge sizes (1e300) are accepted and drawn.
struct BadInput: Sendable, CustomTestStringConvertible {
  enum Setup: Sendable {
    case text(String)
    case bytes([UInt8])
    case folder
    case fifo
    /// A symbolic link to this path (relative to the scratch folder, or absolute).
    case symlink(String)
    /// A sparse file of this many bytes.
    case sparse(Int)
    /// No file: the path is used as given.
    case none
  }

  var name: String
  /// The path given to the command (relative to the scratch folder, or absolute).
  var path: String
  var setup: Setup
  /// The start of stderr's first line.
  var error: String
  /// Stderr's last line.
  var expected: String
  var commands: [String] = ["check", "frames", "render"]
  /// Seconds of work in a debug build (reading 250,000 aliased nodes): such a case runs
  /// `check` alone, with a longer time limit (`frames` and `render` load files the same way,
  /// through `loadLayoutFile`).
  var slow = false
  var testDescription: String { name }
}

let bricks = "root:\n  bricks:\n"

let badInputs: [BadInput] = [
  BadInput(
    name: "empty file", path: "empty.yaml", setup: .text(""),
    error: "empty.yaml:1:1: error: the file is empty",
    expected:
      "  expected: a mapping with a 'root' section, such as root: {bricks: [{type: label, text: "
      + "Hello}]}"
  ),
  BadInput(
    name: "binary file", path: "binary.yaml",
    setup: .bytes(
      Array((bricks + "    - {type: label, text: \"a").utf8) + [0] + Array("b\"}\n".utf8)),
    error: "binary.yaml:3:29: error: looks binary: NUL byte at offset 44",
    expected: "  expected: a text file of YAML or JSON"),
  BadInput(
    name: "invalid UTF-8 (Latin-1)", path: "latin1.yaml",
    setup: .bytes(
      Array((bricks + "    - {type: label, text: \"caf").utf8) + [0xE9] + Array("\"}\n".utf8)),
    error: "latin1.yaml:3:31: error: is not UTF-8 text: invalid byte 0xE9 at offset 46",
    expected: "  expected: UTF-8 text"),
  BadInput(
    name: "UTF-16 file", path: "utf16.yaml", setup: .bytes([0xFF, 0xFE, 0x72, 0, 0x6F, 0]),
    error: "utf16.yaml: error: is UTF-16 text",
    expected: "  expected: UTF-8 text (save the file as UTF-8)"),
  BadInput(
    name: "folder given as a file", path: "folder.yaml", setup: .folder,
    error: "folder.yaml: error: is a folder, not a layout file",
    expected: "  expected: a file inside it, such as folder.yaml/layout.yaml"),
  BadInput(
    name: "FIFO", path: "fifo.yaml", setup: .fifo,
    error: "fifo.yaml: error: is not a regular file (a FIFO)",
    expected: "  expected: a .yaml, .yml or .json layout file"),
  BadInput(
    name: "device", path: "/dev/zero", setup: .none,
    error: "/dev/zero: error: is not a regular file (a character device)",
    expected: "  expected: a .yaml, .yml or .json layout file"),
  BadInput(
    name: "path through a file (ENOTDIR)", path: "empty.yaml/b.yaml", setup: .none,
    error: "empty.yaml/b.yaml: error: no such file (a part of the path is a file, not a folder)",
    expected: "  expected: the path of a .yaml, .yml or .json layout file"),
  BadInput(
    name: "broken symbolic link", path: "broken.yaml", setup: .symlink("nowhere.yaml"),
    error:
      "broken.yaml: error: is a broken symbolic link (to 'nowhere.yaml', which does not exist)",
    expected: "  expected: a link to a layout file, or the file itself"),
  BadInput(
    name: "symbolic link loop", path: "loop-a.yaml", setup: .symlink("loop-b.yaml"),
    error: "loop-a.yaml: error: is a symbolic link loop (the links point at each other)",
    expected: "  expected: a link that ends at a layout file"),
  BadInput(
    name: "symbolic link loop, other end", path: "loop-b.yaml", setup: .symlink("loop-a.yaml"),
    error: "loop-b.yaml: error: is a symbolic link loop (the links point at each other)",
    expected: "  expected: a link that ends at a layout file"),
  BadInput(
    name: "symbolic link to a device", path: "null.yaml", setup: .symlink("/dev/null"),
    error: "null.yaml: error: is not a regular file (a character device, through a symbolic link)",
    expected: "  expected: a .yaml, .yml or .json layout file"),
  BadInput(
    name: "10 GB sparse file", path: "huge-file.yaml", setup: .sparse(10 << 30),
    error: "huge-file.yaml: error: is 10.0 GB, more than the 32 MB a layout file may be",
    expected: "  expected: a smaller file (use repeat or data for many similar bricks)"),
  BadInput(
    name: "a width past the supported range", path: "wide.yaml",
    setup: .text(bricks + "    - {type: label, width: 1e20, text: hi}\n"),
    error:
      "wide.yaml:3:28: error: the number 1e20 is outside the supported range at "
      + "root.bricks[0].width",
    expected: "  expected: a number from -1,000,000 to 1,000,000"),
  BadInput(
    name: "a device past the supported size", path: "device.yaml",
    setup: .text("device: {width: 1e20, height: 500}\nroot: {}\n"),
    error: "device.yaml:1:17: error: width 1e20 is over the limit of 20,000 at device.width",
    expected: "  expected: a width above 0 and at most 20,000"),
  BadInput(
    name: "minus past the supported range", path: "minus.yaml",
    setup: .text(bricks + "    - {type: label, width: {minus: 1e308}}\n"),
    error:
      "minus.yaml:3:36: error: the number 1e308 is outside the supported range at "
      + "root.bricks[0].width.minus",
    expected: "  expected: a number from -1,000,000 to 1,000,000"),
  BadInput(
    name: "a tiny widthRatio", path: "widthratio.yaml",
    setup: .text("widthRatio: 1e-300\nroot: {}\n"),
    error: "widthratio.yaml:1:13: error: ratio 1e-300 is too small at widthRatio",
    expected: "  expected: a ratio from 0.0001 to 10,000"),
  BadInput(
    name: "a subnormal ratio", path: "subnormal.yaml",
    setup: .text(bricks + "    - {type: brick, width: {ratio: 1e-320}, height: 10}\n"),
    error: "subnormal.yaml:3:36: error: ratio 1e-320 is too small at root.bricks[0].width.ratio",
    expected: "  expected: a ratio from 0.0001 to 10,000"),
  BadInput(
    name: "heights whose sum overflows", path: "sum.yaml",
    setup: .text(bricks + "    - {type: brick, height: 1e308, repeat: 2}\n"),
    error:
      "sum.yaml:3:29: error: the number 1e308 is outside the supported range at "
      + "root.bricks[0].height",
    expected: "  expected: a number from -1,000,000 to 1,000,000"),
  BadInput(
    name: "mosaic spacing past the supported range", path: "spacing.yaml",
    setup: .text(
      "root:\n  layout:\n    mosaic:\n      pattern: [{frames: [[0, 0, 1, 1]]}]\n"
        + "      spacing: {between: 1e308}\n"
    ),
    error:
      "spacing.yaml:5:26: error: the number 1e308 is outside the supported range at "
      + "root.layout.mosaic.spacing.between",
    expected: "  expected: a number from -1,000,000 to 1,000,000"),
  BadInput(
    name: "a repeat count of 27 digits", path: "repeat27.yaml",
    setup: .text(bricks + "    - {type: label, repeat: 99999999999999999999999999}\n"),
    error:
      "repeat27.yaml:3:29: error: repeat count 99999999999999999999999999 is over the limit of "
      + "10,000,000 at root.bricks[0].repeat",
    expected: "  expected: a whole number from 0 to 10,000,000"),
  BadInput(
    name: "missing file", path: "missing.yaml", setup: .none,
    error: "missing.yaml: error: no such file",
    expected: "  expected: the path of a .yaml, .yml or .json layout file"),
  BadInput(
    name: "YAML syntax error", path: "syntax.yaml",
    setup: .text(bricks + "    - type: label\n     text: oops\n"),
    error: "syntax.yaml:4:6: error: syntax error: did not find expected '-' indicator",
    expected: "  expected: well-formed YAML or JSON"),
  BadInput(
    name: "JSON syntax error", path: "syntax.json", setup: .text("{\"root\": {\"bricks\": [}}\n"),
    error: "syntax.json:1:22: error: syntax error: unexpected '}' where a value should be",
    expected:
      "  expected: a JSON value: an object, a list, a \"string\", a number, true, false or null"),
  BadInput(
    name: "duplicate key", path: "dupkey.yaml", setup: .text("root:\n  inset: 1\n  inset: 2\n"),
    error: "dupkey.yaml:3:3: error: duplicate key 'inset' (first used at line 2)",
    expected: "  expected: each key once in a mapping"),
  BadInput(
    name: "wrong type", path: "wrongtype.yaml", setup: .text("root:\n  inset: \"10\"\n"),
    error: "wrongtype.yaml:2:10: error: expected a number, found the string '10' at root.inset",
    expected: "  expected: a number without quotes"),
  BadInput(
    name: "unknown key", path: "unknownkey.yaml",
    setup: .text(bricks + "    - {type: label, widht: 10}\n"),
    error:
      "unknownkey.yaml:3:21: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'?",
    expected:
      "  expected: one of type, id, width, height, repeat, hidden, background, identifier, data, "
      + "text, padding or font"
  ),
  BadInput(
    name: "unknown type", path: "unknowntype.yaml", setup: .text(bricks + "    - {type: lable}\n"),
    error:
      "unknowntype.yaml:3:14: error: unknown type 'lable' at root.bricks[0].type; did you mean "
      + "'label'?",
    expected: "  expected: label, button, image, brick, section or collection"),
  BadInput(
    name: "duplicate id", path: "dupid.yaml",
    setup: .text(bricks + "    - {type: label, id: a}\n    - {type: label, id: a}\n"),
    error: "dupid.yaml:4:25: error: duplicate id 'a' (first used at line 3) at root.bricks[1].id",
    expected: "  expected: an id used once"),
  BadInput(
    name: "negative size", path: "negative.yaml",
    setup: .text(bricks + "    - {type: label, width: -5}\n"),
    error: "negative.yaml:3:28: error: negative size -5 at root.bricks[0].width",
    expected: "  expected: a size of 0 or more points"),
  BadInput(
    name: "non-finite size", path: "infinite.yaml",
    setup: .text(bricks + "    - {type: label, height: .inf}\n"),
    error: "infinite.yaml:3:29: error: the number .inf is not finite at root.bricks[0].height",
    expected: "  expected: a finite number"),
  BadInput(
    name: "ratio of zero", path: "zeroratio.yaml",
    setup: .text(bricks + "    - {type: label, width: \"0%\"}\n"),
    error: "zeroratio.yaml:3:28: error: ratio 0% is not positive at root.bricks[0].width",
    expected: "  expected: a ratio above 0, such as 0.5, \"1/2\" or \"50%\""),
  BadInput(
    name: "repeat count past the limit", path: "repeat.yaml",
    setup: .text(bricks + "    - {type: label, repeat: 10000001}\n"),
    error:
      "repeat.yaml:3:29: error: repeat count 10000001 is over the limit of 10,000,000 at "
      + "root.bricks[0].repeat",
    expected: "  expected: a whole number from 0 to 10,000,000"),
  BadInput(
    name: "nesting past the limit", path: "deep.json", setup: .text(deepJSON(labelLevel: 1_001)),
    error: "deep.json:1:31022: error: nesting deeper than 1,000 levels at root.bricks[0].bricks[0]",
    expected: "  expected: at most 1,000 levels of nodes inside sections"),
  BadInput(
    name: "selector matching nothing", path: "selector.yaml",
    setup: .text(
      bricks + "    - {type: label, id: title}\nbehaviors:\n  - {type: sticky, bricks: [titel]}\n"),
    error:
      "selector.yaml:5:29: error: selector 'titel' matches no id at behaviors[0].bricks[0]; did "
      + "you mean 'title'?",
    expected: "  expected: an id in this file: root or title"),
  BadInput(
    name: "mosaic block with no cells", path: "mosaic.yaml",
    setup: .text("root:\n  layout:\n    mosaic:\n      pattern:\n        - frames: []\n"),
    error:
      "mosaic.yaml:5:19: error: a mosaic block needs at least one cell at "
      + "root.layout.mosaic.pattern[0].frames",
    expected:
      "  expected: cells [x, y, width, height] as fractions of the side, such as [0, 0, 1, 1]"),
  BadInput(
    name: "YAML aliases expanding to 10,000,000 nodes", path: "aliases.yaml",
    setup: .text(aliasBomb(levels: 7)),
    error: "aliases.yaml:9:41: error: more than 250,000 nodes (each use of a YAML alias is a copy)",
    expected:
      "  expected: at most 250,000 bricks and sections; use 'repeat' for many copies of a brick"),
  BadInput(
    name: "one 100 KB text through 20,000 aliases", path: "textbomb.yaml",
    setup: .text(
      bricks + "    - &a {type: label, text: \"" + String(repeating: "x", count: 100_000) + "\"}\n"
        + String(repeating: "    - *a\n", count: 20_000)),
    error:
      "textbomb.yaml:3:30: error: the text values add up to more than 32 MB (each use of a YAML "
      + "alias is a copy) at root.bricks[335].text",
    expected: "  expected: at most 32 MB of text in all; use 'repeat' or 'data' for many copies"),
  // Hardening, round three (issue 22): each of these once hung, crashed or took minutes.
  BadInput(
    name: "nested aliases fanning out ten levels (748 bytes)", path: "fanout.yaml",
    setup: .text(nestedAliasFanOut(levels: 10)),
    error: "fanout.yaml:1:576: error: more than 250,000 nodes (each use of a YAML alias is a copy)",
    expected:
      "  expected: at most 250,000 bricks and sections; use 'repeat' for many copies of a brick"),
  BadInput(
    name: "a JSON string of 1,000,000 escapes, then an unknown key", path: "escapes.json",
    setup: .text(
      #"{"root": {"bricks": [{"type": "label", "text": ""#
        + String(repeating: #"\n"#, count: 1_000_000) + #"", "colour": 1}]}}"#),
    error: "escapes.json:1:2000052: error: unknown key 'colour' at root.bricks[0]",
    expected: "  expected: one of type, id, width, height, repeat, hidden, background, identifier, "
      + "data, text, padding or font"),
  BadInput(
    name: "40,000 braces in a repeated label's text, then an unknown key", path: "braces.yaml",
    setup: .text(
      bricks + "    - {type: label, repeat: 2, text: \""
        + String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)
        + "\", colour: red}\n"),
    error: "braces.yaml:3:40042: error: unknown key 'colour' at root.bricks[0]",
    expected: "  expected: one of type, id, width, height, repeat, hidden, background, identifier, "
      + "data, text, padding or font"),
  BadInput(
    name: "{index+Int.max} in a repeated section", path: "index-overflow.yaml",
    setup: .text(
      bricks + "    - {type: section, repeat: 2, bricks: [{type: label, "
        + "text: \"{index+9223372036854775807}\"}]}\n"),
    error:
      "index-overflow.yaml:3:63: error: the shift in '{index+9223372036854775807}' is outside "
      + "the supported range at root.bricks[0].bricks[0].text",
    expected: "  expected: {index+K} or {index-K} with K at most 999,999,999"),
  BadInput(
    name: "frames of 10,000,001 items", path: "tenmillion.yaml",
    setup: .text(bricks + "    - {type: brick, height: 50, repeat: 10000000}\n"),
    error:
      "tenmillion.yaml: error: the layout has 10,000,001 items, more than --max-items 1,000,000",
    expected: "  expected: --max-items 10000001 to print them all", commands: ["frames"]),
]

/// A JSON file whose label sits at nesting `level` (inside `level - 1` sections), on one line.
func deepJSON(labelLevel level: Int) -> String {
  let open = String(repeating: #"{"type": "section", "bricks": ["#, count: level - 1)
  let close = String(repeating: "]}", count: level - 1)
  return #"{"root": {"bricks": ["# + open + #"{"type": "label"}"# + close + "]}}"
}

/// `&aK {type: section, bricks: [&aJ {...}, *aJ x9]}` nested `levels` deep on one line.
func nestedAliasFanOut(levels: Int) -> String {
  func level(_ k: Int) -> String {
    if k == 0 { return "&a0 {type: label, text: x}" }
    return "&a\(k) {type: section, bricks: [\(level(k - 1)), "
      + Array(repeating: "*a\(k - 1)", count: 9).joined(separator: ", ") + "]}"
  }
  return "root: {bricks: [" + level(levels) + "]}\n"
}

/// `levels` levels of ten aliases each: 10^levels labels in a few hundred bytes.
func aliasBomb(levels: Int) -> String {
  var text = bricks + "    - &x0 {type: label}\n"
  for i in 1...levels {
    text +=
      "    - &x\(i) {type: section, bricks: ["
      + Array(repeating: "*x\(i - 1)", count: 10).joined(separator: ", ") + "]}\n"
  }
  return text
}

/// A scratch folder holding every case's file.
final class BadInputFolder: Sendable {
  static let shared = BadInputFolder()
  let path: String

  init() {
    path = NSTemporaryDirectory() + "brickyard-bad-inputs-" + UUID().uuidString
    let fm = FileManager.default
    try? fm.createDirectory(atPath: path, withIntermediateDirectories: true)
    for input in badInputs {
      let file = path + "/" + input.path
      switch input.setup {
      case .text(let text): _ = fm.createFile(atPath: file, contents: Data(text.utf8))
      case .bytes(let bytes): _ = fm.createFile(atPath: file, contents: Data(bytes))
      case .folder: try? fm.createDirectory(atPath: file, withIntermediateDirectories: true)
      case .fifo: mkfifo(file, 0o644)
      case .symlink(let target): symlink(target, file)
      case .sparse(let size):
        _ = fm.createFile(atPath: file, contents: nil)
        truncate(file, off_t(size))
      case .none: break
      }
    }
  }
}

@Suite struct BadInputTests {
  @Test(.tags(.slow), .whenSlowTestsRun, arguments: badInputs)
  func badInputIsReportedOnStandardError(_ input: BadInput) throws {
    let folder = BadInputFolder.shared.path
    let sanitized = ProcessInfo.processInfo.environment["BRICKYARD_SANITIZER"] != nil
    let commands = input.slow ? ["check"] : input.commands
    let limit: Double = (input.slow ? 4 : 1) * (sanitized ? 300 : 30)
    for command in commands {
      let out = try BrickyardProcess.run([command, input.path], in: folder, timeLimit: limit)
      #expect(!out.timedOut, "\(command) \(input.path) did not finish")
      #expect(out.status == 1, "\(command): exit status")
      #expect(out.stdout.isEmpty, "\(command): printed on stdout: \(out.stdout.prefix(200))")
      let lines = out.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.first?.hasPrefix(input.error) == true, "\(command): stderr was\n\(out.stderr)")
      #expect(
        lines.last.map(String.init) == input.expected, "\(command): stderr was\n\(out.stderr)")
    }
  }

  /// chmod 000 is only unreadable to a user other than root (these tests usually run as root).
  @Test(.enabled(if: getuid() != 0)) func unreadableFileWhenNotRoot() throws {
    let folder = BadInputFolder.shared.path
    let file = folder + "/locked.yaml"
    _ = FileManager.default.createFile(
      atPath: file, contents: Data("root: {}\n".utf8), attributes: [.posixPermissions: 0])
    let out = try BrickyardProcess.run(["check", "locked.yaml"], in: folder)
    #expect(out.status == 1)
    #expect(
      out.stderr
        == "locked.yaml: error: cannot be read (permission denied)\n"
        + "  expected: a file you may read\n"
    )
  }

  /// The largest supported sizes are accepted, and every command finishes quickly:
  /// million-point bricks repeated 10,000,000 times (`frames` needs its --max-items raised, so
  /// it is given a single brick), at far offsets (solving all 10,000,000 to reach the end is
  /// the benchmarks' business, not this test's).
  @Test func largestSupportedSizesFinish() throws {
    let folder = BadInputFolder.shared.path
    _ = FileManager.default.createFile(
      atPath: folder + "/huge.yaml",
      contents: Data(
        (bricks + "    - {type: label, width: 1e6, height: 1e6, repeat: 10000000}\n").utf8))
    _ = FileManager.default.createFile(
      atPath: folder + "/huge1.yaml",
      contents: Data((bricks + "    - {type: label, width: 1e6, height: 1e6, text: wide}\n").utf8))
    let runs = [
      ["check", "huge.yaml"], ["render", "huge.yaml", "--offset", "5e9"],
      ["frames", "huge1.yaml", "--offset", "-1e15"], ["render", "huge1.yaml", "--width", "20000"],
    ]
    for args in runs {
      let out = try BrickyardProcess.run(args, in: folder, timeLimit: 20)
      #expect(!out.timedOut && out.status == 0, "\(args): \(out.stderr)")
    }
  }

  /// A symbolic link to a layout file is followed by every command.
  @Test func symbolicLinksToLayoutFilesAreFollowed() throws {
    let folder = BadInputFolder.shared.path
    _ = FileManager.default.createFile(
      atPath: folder + "/target.yaml",
      contents: Data((bricks + "    - {type: label, text: hi}\n").utf8))
    symlink("target.yaml", folder + "/link.yaml")
    symlink("link.yaml", folder + "/link-to-link.yaml")
    for path in ["link.yaml", "link-to-link.yaml"] {
      for command in ["check", "frames", "render"] {
        let out = try BrickyardProcess.run([command, path], in: folder, timeLimit: 30)
        #expect(out.status == 0, "\(command) \(path): \(out.stderr)")
      }
    }
  }

}
