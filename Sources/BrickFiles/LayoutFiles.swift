import BrickCore
import BrickFormat
import Foundation

/// Reads layout files from disk and loads them, turning every way a file can be unusable into
/// a `LayoutErrors` that renders like a loader error (docs/layout-file.md#limits-and-errors).
///
/// The loader itself (`LayoutLoader`) does no I/O; this is the one place that reads files.
/// `open(path:)` (LayoutFiles+Open.swift) is the way in for every command and the previewer.
public enum LayoutFiles {
  /// File name extensions of layout files.
  public static let extensions: Set<String> = ["yaml", "yml", "json"]

  /// The largest layout file read, in bytes. Checked before reading, so a huge (or sparse)
  /// file is refused without using its size in memory. The loader's node limit
  /// (`LayoutLoader.maximumNodes`) is reached by about 20 MB of hand-written bricks.
  public static let maximumFileSize = 32 * 1024 * 1024

  /// The text of the file at `path`: an error for a missing file, a folder, a broken link or
  /// a link loop, a special file (FIFO, device, socket), a file over `maximumFileSize`, a file
  /// that cannot be opened (permissions), binary content (a NUL byte) or bytes that are not
  /// UTF-8 (with the byte offset, line and column of the first bad byte). Symbolic links to
  /// regular files are followed. A UTF-8 byte order mark is dropped.
  public static func readText(path: String) -> Result<String, LayoutErrors> {
    let kind = FileKind.of(path)
    switch kind {
    case .missing:
      return failure(
        path, "no such file", expected: "the path of a .yaml, .yml or .json layout file")
    case .brokenLink, .linkLoop:
      let link = kind.linkProblem(reaching: "a layout file")
      return failure(path, link.message, expected: link.expected)
    case .notAFolderOnTheWay:
      return failure(
        path, "no such file (a part of the path is a file, not a folder)",
        expected: "the path of a .yaml, .yml or .json layout file")
    case .denied:
      return failure(path, "cannot be read (permission denied)", expected: "a file you may read")
    case .folder:
      return failure(
        path, "is a folder, not a layout file",
        expected: "a file inside it, such as \(path)/\(exampleName(in: path))")
    case .special(let what, let viaLink):
      // Only regular files are read: opening a FIFO blocks until a writer comes, and a device
      // such as /dev/zero never ends.
      return failure(
        path, "is not a regular file (\(what)\(viaLink ? ", through a symbolic link" : ""))",
        expected: "a .yaml, .yml or .json layout file")
    case .other(let reason):
      return failure(path, "cannot be read: \(reason)", expected: "a readable file")
    case .regular(let size):
      if size > maximumFileSize {
        return failure(
          path,
          "is \(megabytes(size)), more than the \(megabytes(maximumFileSize)) a layout file may be",
          expected: "a smaller file (use repeat or data for many similar bricks)")
      }
    }
    switch readBytes(path, limit: maximumFileSize) {
    case .failure(let reason):
      if reason.isDenied {
        return failure(path, "cannot be read (permission denied)", expected: "a file you may read")
      }
      return failure(path, "cannot be read: \(reason.message)", expected: "a readable file")
    case .success(let bytes):
      if bytes.count > maximumFileSize {
        return failure(
          path, "grew past \(megabytes(maximumFileSize)) while it was read",
          expected: "a smaller file (use repeat or data for many similar bricks)")
      }
      return decode(bytes, path: path)
    }
  }

  /// A byte count in words: `512 KB`, `32 MB`, `10.0 GB`.
  static func megabytes(_ bytes: Int) -> String {
    let mb = Double(bytes) / 1_048_576
    if mb >= 1024 { return "\((mb / 1024 * 10).rounded() / 10) GB" }
    if mb >= 1 { return "\(Int(mb.rounded())) MB" }
    return "\(max(1, bytes / 1024)) KB"
  }

  /// `bytes` as UTF-8 text, or an error naming the first byte that makes it not text.
  public static func decode(_ bytes: [UInt8], path: String) -> Result<String, LayoutErrors> {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) {
      return failure(path, "is UTF-16 text", expected: "UTF-8 text (save the file as UTF-8)")
    }
    let nulOffset = body.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let hit = memchr(base, 0, buffer.count) else {
        return nil
      }
      return body.startIndex + (UnsafeRawPointer(hit) - UnsafeRawPointer(base))
    }
    if let nul = nulOffset {
      let (line, column) = position(of: nul, in: bytes)
      return failure(
        path, "looks binary: NUL byte at offset \(nul)", line: line, column: column,
        expected: "a text file of YAML or JSON")
    }
    // The standard library validates in one fast pass; the slow scan only finds where a file
    // that fails it goes wrong.
    if let text = String(validating: body, as: UTF8.self) { return .success(text) }
    if let bad = firstInvalidUTF8(body) {
      let (line, column) = position(of: bad, in: bytes)
      return failure(
        path,
        "is not UTF-8 text: invalid byte 0x\(hexByte(bytes[bad])) at offset \(bad)",
        line: line, column: column, expected: "UTF-8 text")
    }
    return .success(String(decoding: body, as: UTF8.self))
  }

  /// A byte as two upper-case hex digits (`0A`, `FF`), as error messages name bytes.
  static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  /// The layout files directly inside `folder` (not its subfolders), sorted by name, as paths
  /// `folder/name`; with `swift`, `.swift` files too (each imported when read).
  public static func layouts(
    inFolder folder: String, swift: Bool = false
  ) -> Result<[String], LayoutErrors> {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return failure(folder, "no such folder", expected: "a folder of layout files")
    }
    guard isFolder.boolValue else {
      return failure(folder, "is a file, not a folder", expected: "a folder of layout files")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      return failure(
        folder, "cannot be listed (permission denied)", expected: "a folder you may read")
    }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return .success(
      names.filter { isLayoutName($0) || (swift && isSwiftName($0)) }.sorted().map {
        "\(base)/\($0)"
      }
      .filter { path in
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && !dir.boolValue
      })
  }

  /// True for names ending in `.yaml`, `.yml` or `.json` (any case), hidden files excepted.
  public static func isLayoutName(_ name: String) -> Bool {
    guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// True for names ending in `.swift` (any case), hidden files excepted.
  public static func isSwiftName(_ name: String) -> Bool {
    !name.hasPrefix(".") && name.lowercased().hasSuffix(".swift") && name.count > 6
  }

  // MARK: - Helpers

  private static func failure<T>(
    _ path: String, _ message: String, line: Int = 0, column: Int = 0, expected: String
  ) -> Result<T, LayoutErrors> {
    .failure(
      LayoutErrors([
        LayoutError(
          kind: .unreadable, file: path, line: line, column: column, keyPath: "", message: message,
          expected: expected)
      ]))
  }

  private static func exampleName(in folder: String) -> String {
    if case .success(let paths) = layouts(inFolder: folder), let first = paths.first {
      return String(first.split(separator: "/").last ?? "layout.yaml")
    }
    return "layout.yaml"
  }

  /// 1-based line and column (in scalars) of byte `offset`, counting only the valid text before it.
  static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // not a continuation byte: a new scalar
        column += 1
      }
    }
    return (line, column)
  }

  /// The offset of the first byte that does not start a well-formed UTF-8 sequence (for a
  /// Latin-1 `é` read as UTF-8, the `é`).
  static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
    var i = bytes.startIndex
    while i < bytes.endIndex {
      let lead = bytes[i]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F:
        i += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return i
      }
      for k in 1..<length {
        let j = i + k
        guard j < bytes.endIndex else { return i }
        let limitLow = k == 1 ? low : 0x80
        let limitHigh = k == 1 ? high : 0xBF
        guard bytes[j] >= limitLow, bytes[j] <= limitHigh else { return i }
      }
      i += length
    }
    return nil
  }
}
