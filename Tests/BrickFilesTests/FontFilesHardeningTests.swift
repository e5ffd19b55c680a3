import BrickCore
import BrickFiles
import BrickFormat
import BrickTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Font files named by a layout's `fonts:` and by `--font` (issue 37 F1, F3, F4, F5, F7):
/// read once, placed at the path's own node, refused with what is wrong. Fonts are built here
/// (`TestFont`).
@Suite struct FontFilesHardeningTests {
  /// A fresh folder under the temporary directory, removed by `cleanUp()`.
  struct Scratch {
    let path: String
    init() throws {
      path = NSTemporaryDirectory() + "brickyard-fonts-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
      let file = "\(path)/\(name)"
      try Data(bytes).write(to: URL(fileURLWithPath: file))
      return file
    }
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
      try write(name, Array(text.utf8))
    }
    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
  }

  static func errors<T>(_ result: Result<T, LayoutErrors>) -> [LayoutError] {
    if case .failure(let e) = result { return e.errors }
    return []
  }

  /// F3: 200 families naming one font (two spellings of its path) share one face: the file is
  /// read once. Before, each family read and kept its own copy.
  @Test func oneFontFileNamedByManyFamiliesIsReadOnce() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    try scratch.write("one.ttf", TestFont.everyCharacter(groups: 1).bytes)
    let families = (0..<200).map { "  F\($0): \($0 % 2 == 0 ? "one.ttf" : "./one.ttf")" }
    let layout = try scratch.write(
      "many.yaml",
      "fonts:\n" + families.joined(separator: "\n")
        + "\nroot: {bricks: [{type: label, text: Hi, font: {family: F7}}]}\n")
    let spec = try LayoutFiles.open(path: layout).get().spec
    let faces = Set(spec.fontFaces.faces.values.map(ObjectIdentifier.init))
    #expect(spec.fontFaces.faces.count == 200)
    #expect(faces.count == 1)
  }

  /// F1 through `fonts:`: a cmap claiming all of Unicode 5,000 times loads, measures, and
  /// keeps a handful of runs.
  @Test func aHostileCmapThroughFontsLoads() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    try scratch.write("all.ttf", TestFont.everyCharacter(groups: 5_000).bytes)
    let layout = try scratch.write(
      "all.yaml", "fonts: {default: all.ttf}\nroot: {bricks: [{type: label, text: Hi}]}\n")
    let spec = try LayoutFiles.open(path: layout).get().spec
    let face = try #require(spec.fontFaces.faces["default"])
    #expect(face.storedEntries <= 4)
    #expect(face.advance("H" as Character) == 600)
  }

  /// F4: the error is placed at the path's own node, not at an earlier mention of the same
  /// text, and an escaped spelling is placed too (YAML and JSON).
  @Test(arguments: [
    (
      "title: see bad.ttf\n# bad.ttf is broken\nfonts:\n  Serif: bad.ttf\n"
        + "root: {bricks: []}\n", "f.yaml", 4, 10, "bad.ttf"
    ),
    ("fonts:\n  A: ok.ttf\n  B: \"b\\x61d.ttf\"\nroot: {bricks: []}\n", "f.yaml", 3, 6, "bad.ttf"),
    (
      "{\"title\": \"bad.ttf\",\n \"fonts\": {\"X\":\n   \"b\\u0061d.ttf\"},\n"
        + " \"root\": {\"bricks\": []}}\n", "f.json", 3, 4, "bad.ttf"
    ),
  ])
  func fontErrorsArePlacedAtThePathsNode(
    text: String, name: String, line: Int, column: Int, file: String
  ) throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    try scratch.write("bad.ttf", Array("not a font".utf8))
    try scratch.write("ok.ttf", TestFont.everyCharacter(groups: 1).bytes)
    let layout = try scratch.write(name, text)
    let errors = Self.errors(LayoutFiles.open(path: layout).map(\.spec))
    #expect(errors.count == 1)
    let error = try #require(errors.first)
    #expect((error.line, error.column) == (line, column))
    #expect(error.message.hasPrefix("font '\(file)' is not a font Brickyard can measure with"))
  }

  /// F5: a NUL in a `fonts:` path is an error at its node; no other file is read in its place
  /// (before, the path was cut at the NUL and `a` was measured).
  @Test func aNulInAFontPathIsAnError() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    try scratch.write("a", TestFont.everyCharacter(groups: 1).bytes)
    let layout = try scratch.write(
      "nul.yaml", "fonts:\n  X: \"a\\0b.ttf\"\nroot: {bricks: []}\n")
    let errors = Self.errors(LayoutFiles.open(path: layout).map(\.spec))
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect(error.message == "a font path cannot contain a NUL character (U+0000)")
    #expect((error.line, error.column, error.keyPath) == (2, 6, "fonts.X"))
    // `--font` and other callers of the reader refuse it as well.
    let direct = try #require(Self.errors(FontFiles.face(path: scratch.path + "/a\0b.ttf")).first)
    #expect(direct.message == "a font path cannot contain a NUL character (U+0000)")
  }

  /// F7: what is at the path is named (a FIFO, a device, a folder, a link loop), a bad field
  /// is named, and the font's path is printed once.
  @Test func fontErrorsSayWhatIsWrong() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    #expect(mkfifo(scratch.path + "/fifo.ttf", 0o600) == 0)
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/dir.ttf", withIntermediateDirectories: false)
    #expect(symlink("loop2.ttf", scratch.path + "/loop1.ttf") == 0)
    #expect(symlink("loop1.ttf", scratch.path + "/loop2.ttf") == 0)
    var upem = TestFont.everyCharacter(groups: 1)
    upem.unitsPerEm = 0
    try scratch.write("upem.ttf", upem.bytes)
    var metrics = TestFont.everyCharacter(groups: 1)
    metrics.metricCount = 0
    try scratch.write("metrics.ttf", metrics.bytes)
    let cases: [(String, String)] = [
      ("fifo.ttf", "is a FIFO, not a font file"),
      ("/dev/null", "is a character device, not a font file"),
      ("dir.ttf", "is a folder, not a font file"),
      ("loop1.ttf", "is a symbolic link loop (the links point at each other)"),
      (
        "upem.ttf",
        "is not a font Brickyard can measure with: unitsPerEm is 0 in the head table "
          + "(a font's is 16 to 16384)"
      ),
      (
        "metrics.ttf",
        "is not a font Brickyard can measure with: numberOfHMetrics is 0 in the hhea table "
          + "(at least one advance width is needed)"
      ),
    ]
    for (file, message) in cases {
      let layout = try scratch.write(
        "l.yaml", "fonts:\n  X: \(file)\nroot: {bricks: []}\n")
      let error = try #require(
        Self.errors(LayoutFiles.open(path: layout).map(\.spec)).first, "\(file)")
      #expect(error.message == "font '\(file)' \(message)")
      #expect(error.description.components(separatedBy: file).count == 2, "\(error)")
      let path = file.hasPrefix("/") ? file : scratch.path + "/" + file
      let direct = try #require(Self.errors(FontFiles.face(path: path)).first)
      #expect(direct.message == message)
      #expect(direct.description.components(separatedBy: path).count == 2, "\(direct)")
    }
  }
}
