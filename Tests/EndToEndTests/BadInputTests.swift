import BrickTestSupport
import Foundation
import Testing

/// The catalogue of bad inputs (docs/layout-file.md#limits-and-errors), end to end: each file is
/// given to the built `brickyard check`, `frames` and `render`, which must exit with status 1,
/// print nothing on standard output, and print the error on standard error:
/// `file[:line:column]: error: message [at key path][; did you mean ...]` first, `expected: ...`
/// last. What each case's commands print on standard error, exactly, is in `Tests/BadInputs/`
/// (`fixtureName`; `RECORD_FIXTURES=1` records them).
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
  var commands: [String] = ["check", "frames", "render"]
  /// Seconds of work in a debug build (reading 250,000 aliased nodes): such a case runs
  /// `check` alone, with a longer time limit (`frames` and `render` load files the same way,
  /// through `loadLayoutFile`).
  var slow = false
  var testDescription: String { name }
  /// The file of its expected standard error in `Tests/BadInputs/`: the name in lower case,
  /// words joined by `-`.
  var fixtureName: String {
    let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
    return words.joined(separator: "-") + ".txt"
  }
}

/// Each case's expected standard error, one file a case. The folder sits outside the test
/// target's, so the package needs no `exclude` for it.
let badInputFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("BadInputs")

let bricks = "root:\n  bricks:\n"

let badInputs: [BadInput] = [
  BadInput(name: "empty file", path: "empty.yaml", setup: .text("")),
  BadInput(
    name: "binary file", path: "binary.yaml",
    setup: .bytes(
      Array((bricks + "    - {type: label, text: \"a").utf8) + [0] + Array("b\"}\n".utf8))),
  BadInput(
    name: "invalid UTF-8 (Latin-1)", path: "latin1.yaml",
    setup: .bytes(
      Array((bricks + "    - {type: label, text: \"caf").utf8) + [0xE9] + Array("\"}\n".utf8))),
  BadInput(name: "UTF-16 file", path: "utf16.yaml", setup: .bytes([0xFF, 0xFE, 0x72, 0, 0x6F, 0])),
  // `check` takes folders (every layout in one; an empty one is CommandLineTests' case).
  BadInput(
    name: "folder given as a file", path: "folder.yaml", setup: .folder,
    commands: ["frames", "render"]),
  BadInput(name: "FIFO", path: "fifo.yaml", setup: .fifo),
  BadInput(name: "device", path: "/dev/zero", setup: .none),
  BadInput(name: "path through a file (ENOTDIR)", path: "empty.yaml/b.yaml", setup: .none),
  BadInput(name: "broken symbolic link", path: "broken.yaml", setup: .symlink("nowhere.yaml")),
  BadInput(name: "symbolic link loop", path: "loop-a.yaml", setup: .symlink("loop-b.yaml")),
  BadInput(
    name: "symbolic link loop, other end", path: "loop-b.yaml", setup: .symlink("loop-a.yaml")),
  BadInput(name: "symbolic link to a device", path: "null.yaml", setup: .symlink("/dev/null")),
  BadInput(name: "10 GB sparse file", path: "huge-file.yaml", setup: .sparse(10 << 30)),
  BadInput(
    name: "a width past the supported range", path: "wide.yaml",
    setup: .text(bricks + "    - {type: label, width: 1e20, text: hi}\n")),
  BadInput(
    name: "a device past the supported size", path: "device.yaml",
    setup: .text("device: {width: 1e20, height: 500}\nroot: {}\n")),
  BadInput(
    name: "minus past the supported range", path: "minus.yaml",
    setup: .text(bricks + "    - {type: label, width: {minus: 1e308}}\n")),
  BadInput(
    name: "a tiny widthRatio", path: "widthratio.yaml",
    setup: .text("widthRatio: 1e-300\nroot: {}\n")),
  BadInput(
    name: "a subnormal ratio", path: "subnormal.yaml",
    setup: .text(bricks + "    - {type: brick, width: {ratio: 1e-320}, height: 10}\n")),
  BadInput(
    name: "heights whose sum overflows", path: "sum.yaml",
    setup: .text(bricks + "    - {type: brick, height: 1e308, repeat: 2}\n")),
  BadInput(
    name: "mosaic spacing past the supported range", path: "spacing.yaml",
    setup: .text(
      "root:\n  layout:\n    mosaic:\n      pattern: [{frames: [[0, 0, 1, 1]]}]\n"
        + "      spacing: {between: 1e308}\n"
    )),
  BadInput(
    name: "a repeat count of 27 digits", path: "repeat27.yaml",
    setup: .text(bricks + "    - {type: label, repeat: 99999999999999999999999999}\n")),
  BadInput(name: "missing file", path: "missing.yaml", setup: .none),
  BadInput(
    name: "YAML syntax error", path: "syntax.yaml",
    setup: .text(bricks + "    - type: label\n     text: oops\n")),
  BadInput(
    name: "JSON syntax error", path: "syntax.json", setup: .text("{\"root\": {\"bricks\": [}}\n")),
  BadInput(
    name: "duplicate key", path: "dupkey.yaml", setup: .text("root:\n  inset: 1\n  inset: 2\n")),
  BadInput(name: "wrong type", path: "wrongtype.yaml", setup: .text("root:\n  inset: \"10\"\n")),
  BadInput(
    name: "unknown key", path: "unknownkey.yaml",
    setup: .text(bricks + "    - {type: label, widht: 10}\n")),
  BadInput(
    name: "unknown type", path: "unknowntype.yaml", setup: .text(bricks + "    - {type: lable}\n")),
  BadInput(
    name: "duplicate id", path: "dupid.yaml",
    setup: .text(bricks + "    - {type: label, id: a}\n    - {type: label, id: a}\n")),
  BadInput(
    name: "negative size", path: "negative.yaml",
    setup: .text(bricks + "    - {type: label, width: -5}\n")),
  BadInput(
    name: "non-finite size", path: "infinite.yaml",
    setup: .text(bricks + "    - {type: label, height: .inf}\n")),
  BadInput(
    name: "ratio of zero", path: "zeroratio.yaml",
    setup: .text(bricks + "    - {type: label, width: \"0%\"}\n")),
  BadInput(
    name: "repeat count past the limit", path: "repeat.yaml",
    setup: .text(bricks + "    - {type: label, repeat: 10000001}\n")),
  BadInput(
    name: "nesting past the limit", path: "deep.json", setup: .text(deepJSON(labelLevel: 1_001))),
  BadInput(
    name: "selector matching nothing", path: "selector.yaml",
    setup: .text(
      bricks + "    - {type: label, id: title}\n"
        + "behaviors:\n  - {type: sticky, bricks: [titel]}\n")),
  BadInput(
    name: "mosaic block with no cells", path: "mosaic.yaml",
    setup: .text("root:\n  layout:\n    mosaic:\n      pattern:\n        - frames: []\n")),
  BadInput(
    name: "YAML aliases expanding to 10,000,000 nodes", path: "aliases.yaml",
    setup: .text(aliasBomb(levels: 7))),
  BadInput(
    name: "one 100 KB text through 20,000 aliases", path: "textbomb.yaml",
    setup: .text(
      bricks + "    - &a {type: label, text: \"" + String(repeating: "x", count: 100_000) + "\"}\n"
        + String(repeating: "    - *a\n", count: 20_000))),
  // Hardening, round three (issue 22): each of these once hung, crashed or took minutes.
  BadInput(
    name: "nested aliases fanning out ten levels (748 bytes)", path: "fanout.yaml",
    setup: .text(nestedAliasFanOut(levels: 10))),
  BadInput(
    name: "a JSON string of 1,000,000 escapes, then an unknown key", path: "escapes.json",
    setup: .text(
      #"{"root": {"bricks": [{"type": "label", "text": ""#
        + String(repeating: #"\n"#, count: 1_000_000) + #"", "colour": 1}]}}"#)),
  BadInput(
    name: "40,000 braces in a repeated label's text, then an unknown key", path: "braces.yaml",
    setup: .text(
      bricks + "    - {type: label, repeat: 2, text: \""
        + String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)
        + "\", colour: red}\n")),
  BadInput(
    name: "{index+Int.max} in a repeated section", path: "index-overflow.yaml",
    setup: .text(
      bricks + "    - {type: section, repeat: 2, bricks: [{type: label, "
        + "text: \"{index+9223372036854775807}\"}]}\n")),
  BadInput(
    name: "frames of 10,000,001 items", path: "tenmillion.yaml",
    setup: .text(bricks + "    - {type: brick, height: 50, repeat: 10000000}\n"),
    commands: ["frames"]),
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
    var first: String?
    for command in commands {
      let out = try BrickyardProcess.run([command, input.path], in: folder, timeLimit: limit)
      #expect(!out.timedOut, "\(command) \(input.path) did not finish")
      #expect(out.status == 1, "\(command): exit status")
      #expect(out.stdout.isEmpty, "\(command): printed on stdout: \(out.stdout.prefix(200))")
      let lines = out.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.first?.contains(": error: ") == true, "\(command): stderr was\n\(out.stderr)")
      #expect(
        lines.last?.hasPrefix("  expected: ") == true, "\(command): stderr was\n\(out.stderr)")
      // The first command's output is the fixture's; the others must print the same.
      if let first {
        #expect(out.stderr == first, "\(command) and \(commands[0]) differ on stderr")
      } else {
        first = out.stderr
        Fixtures.expect(
          out.stderr, file: badInputFixtures.appendingPathComponent(input.fixtureName))
      }
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
