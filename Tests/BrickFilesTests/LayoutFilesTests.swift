import BrickCore
import BrickFiles
import BrickFormat
import Foundation
import Testing

/// A fresh folder under the temporary directory, removed by `cleanUp()`.
private struct Scratch {
  let path: String
  init() throws {
    path = NSTemporaryDirectory() + "brickyard-layoutfiles-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = "\(path)/\(name)"
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }
  func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }
  func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

private func firstError<T>(_ result: Result<T, LayoutErrors>) -> LayoutError? {
  if case .failure(let errors) = result { return errors.first }
  return nil
}

@Test func loadsAGoodFile() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  let file = try scratch.write("ok.yaml", "title: OK\nroot: {bricks: [{type: label, text: Hi}]}\n")
  let spec = try LayoutFiles.open(path: file).get().spec
  #expect(spec.title == "OK")
}

@Test func loaderErrorsNameThePath() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  let file = try scratch.write("bad.yaml", "root:\n  inset: -1\n")
  let error = try #require(firstError(LayoutFiles.open(path: file).map(\.spec)))
  #expect(error.file == file)
  #expect((error.line, error.column, error.keyPath) == (2, 10, "root.inset"))
}

@Test func missingFile() throws {
  let error = try #require(
    firstError(LayoutFiles.readLayout(path: "/nonexistent/brickyard/x.yaml").map(\.text)))
  #expect(error.kind == .unreadable)
  #expect(error.message == "no such file")
  #expect(error.description.hasPrefix("/nonexistent/brickyard/x.yaml: error: no such file"))
}

@Test func folderGivenAsFile() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  _ = try scratch.write("a.yaml", "root: {}")
  let error = try #require(firstError(LayoutFiles.readLayout(path: scratch.path).map(\.text)))
  #expect(error.message == "is a folder, not a layout file")
  #expect(error.expected == "a file inside it, such as \(scratch.path)/a.yaml")
}

/// Root reads any file, so the permission check can only be seen as another user.
@Test(.enabled(if: geteuid() != 0, "root reads any file")) func unreadableFile() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  let file = try scratch.write("secret.yaml", "root: {}")
  try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
  let error = try #require(firstError(LayoutFiles.readLayout(path: file).map(\.text)))
  #expect(error.message == "cannot be read (permission denied)")
}

/// Special files are refused before they are opened: opening a FIFO would block until a
/// writer came (hardening), and a device such as /dev/zero never ends.
@Test func specialFilesAreRefused() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  let fifo = scratch.path + "/pipe.yaml"
  #expect(mkfifo(fifo, 0o644) == 0)
  let error = try #require(firstError(LayoutFiles.readLayout(path: fifo).map(\.text)))
  #expect(error.message == "is not a regular file (a FIFO)")
  let device = try #require(firstError(LayoutFiles.readLayout(path: "/dev/zero").map(\.text)))
  #expect(device.message == "is not a regular file (a character device)")
  #expect(device.expected == "a .yaml, .yml or .json layout file")
}

@Test func invalidUTF8NamesTheByte() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  let file = try scratch.write(
    "latin1.yaml", Array("root:\n  bricks: [{type: label, text: caf".utf8) + [0xE9, 0x7D, 0x5D])
  let error = try #require(firstError(LayoutFiles.readLayout(path: file).map(\.text)))
  #expect(error.message == "is not UTF-8 text: invalid byte 0xE9 at offset 40")
  #expect((error.line, error.column) == (2, 35))
}

@Test func truncatedSequenceAndOverlongEncodings() {
  #expect(LayoutFiles.decode([0x61, 0xC3], path: "x").isFailure)
  #expect(LayoutFiles.decode([0xC0, 0xAF], path: "x").isFailure)
  #expect(LayoutFiles.decode([0xED, 0xA0, 0x80], path: "x").isFailure)  // a surrogate
  #expect((try? LayoutFiles.decode(Array("é €😀".utf8), path: "x").get()) == "é €😀")
}

@Test func binaryFile() throws {
  let error = try #require(
    firstError(LayoutFiles.decode([0x50, 0x4B, 0x03, 0x04, 0x00, 0x01], path: "a.zip")))
  #expect(error.message == "looks binary: NUL byte at offset 4")
  #expect((error.line, error.column) == (1, 5))
}

@Test func byteOrderMarks() throws {
  let text = try LayoutFiles.decode([0xEF, 0xBB, 0xBF] + Array("root: {}".utf8), path: "x").get()
  #expect(text == "root: {}")
  let error = try #require(firstError(LayoutFiles.decode([0xFF, 0xFE, 0x72, 0x00], path: "x")))
  #expect(error.message == "is UTF-16 text")
}

@Test func layoutsInFolderAreSortedAndFiltered() throws {
  let scratch = try Scratch()
  defer { scratch.cleanUp() }
  for name in ["b.yml", "a.yaml", "c.JSON", "notes.txt", ".hidden.yaml"] {
    _ = try scratch.write(name, "root: {}")
  }
  try FileManager.default.createDirectory(
    atPath: scratch.path + "/d.yaml", withIntermediateDirectories: true)
  let paths = try LayoutFiles.layouts(inFolder: scratch.path + "/").get()
  #expect(paths == ["a.yaml", "b.yml", "c.JSON"].map { "\(scratch.path)/\($0)" })
  #expect(
    firstError(LayoutFiles.layouts(inFolder: scratch.path + "/a.yaml"))?.message
      == "is a file, not a folder")
  #expect(
    firstError(LayoutFiles.layouts(inFolder: scratch.path + "/none"))?.message == "no such folder")
}

extension Result {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
