import BrickCore
import BrickFormat

/// Font files a layout names (docs/layout-file.md#text-metrics, `fonts`, and `--font PATH`): read
/// here, measured by BrickCore's `FontFile` reader.
public enum FontFiles {
  /// The largest font file read.
  public static let maximumFileSize = 64 * 1024 * 1024

  /// The face of the font file at `path` (a collection's first font). Errors name the file
  /// once and say what is there when it is not a regular file.
  public static func face(path: String) -> Result<FontFace, LayoutErrors> {
    let expected = "a TrueType or OpenType font file (.ttf, .otf)"
    if path.utf8.contains(0) {
      return failure(
        path.replacingNUL, "a font path cannot contain a NUL character (U+0000)",
        expected: "the path of a .ttf or .otf file")
    }
    let kind = FileKind.of(path)
    switch kind {
    case .regular(let size) where size <= maximumFileSize:
      break
    case .regular(let size):
      return failure(
        path,
        "is \(LayoutFiles.megabytes(size)), more than the "
          + "\(LayoutFiles.megabytes(maximumFileSize)) a font file may be",
        expected: expected)
    case .missing:
      return failure(path, "no such font file", expected: expected)
    case .notAFolderOnTheWay:
      return failure(
        path, "no such font file (a part of the path is a file, not a folder)",
        expected: expected)
    case .brokenLink, .linkLoop:
      let link = kind.linkProblem(reaching: "a font file")
      return failure(path, link.message, expected: link.expected)
    case .folder:
      return failure(path, "is a folder, not a font file", expected: expected)
    case .special(let what, let viaLink):
      // Only regular files are read: a FIFO blocks until a writer comes, /dev/zero never ends.
      return failure(
        path,
        "is \(what)\(viaLink ? " (through a symbolic link)" : ""), not a font file",
        expected: expected)
    case .denied:
      return failure(path, "cannot be read (permission denied)", expected: "a file you may read")
    case .other(let reason):
      return failure(path, "cannot be read: \(reason)", expected: expected)
    }
    switch readBytes(path, limit: maximumFileSize) {
    case .failure(let reason):
      return failure(path, "cannot be read: \(reason.message)", expected: expected)
    case .success(let bytes):
      if bytes.count > maximumFileSize {
        return failure(
          path, "grew past the size a font file may be while it was read", expected: expected)
      }
      do {
        return .success(try FontFile.read(bytes, name: path))
      } catch {
        return failure(
          path, "is not a font Brickyard can measure with: \(error.reason)", expected: expected)
      }
    }
  }

  /// `spec` with the faces of its `fonts` read, paths taken relative to the layout file's
  /// folder; errors name the layout file, the `fonts` key and the line and column where the
  /// path is written (its node's mark, kept by the loader in `fontFaces.pathPositions`). Each
  /// file is read once, however many families name it (by its device and inode, so `a.ttf`
  /// and `./a.ttf` are one file).
  public static func loadingFonts(
    _ spec: LayoutSpec, layoutPath: String
  ) -> Result<LayoutSpec, LayoutErrors> {
    guard !spec.fonts.isEmpty else { return .success(spec) }
    var result = spec
    var errors: [LayoutError] = []
    var read: [String: Result<FontFace, LayoutErrors>] = [:]
    var byIdentity: [FileIdentity: Result<FontFace, LayoutErrors>] = [:]
    for (family, file) in spec.fonts.sorted(by: { $0.key < $1.key }) {
      let path = resolve(file, relativeTo: layoutPath)
      let outcome: Result<FontFace, LayoutErrors>
      if let known = read[path] {
        outcome = known
      } else if !path.utf8.contains(0), let id = FileIdentity(path), let known = byIdentity[id] {
        outcome = known
        read[path] = known
      } else {
        outcome = face(path: path)
        read[path] = outcome
        if !path.utf8.contains(0), let id = FileIdentity(path) { byIdentity[id] = outcome }
      }
      switch outcome {
      case .success(let face):
        result.fontFaces.set(face, forFamily: family)
      case .failure(let e):
        let at = spec.fontFaces.pathPositions[family]
        for var error in e.errors {
          error.file = layoutPath
          error.keyPath = "fonts.\(family)"
          error.kind = .invalidValue
          error.line = at?.line ?? 0
          error.column = at?.column ?? 0
          error.message = "font '\(file.replacingNUL)' " + error.message
          errors.append(error)
        }
      }
    }
    return errors.isEmpty ? .success(result) : .failure(LayoutErrors(errors))
  }

  /// `file` as written in a layout at `layoutPath`: absolute, or relative to its folder.
  static func resolve(_ file: String, relativeTo layoutPath: String) -> String {
    if file.hasPrefix("/") { return file }
    guard let slash = layoutPath.lastIndex(of: "/") else { return file }
    return String(layoutPath[...slash]) + file
  }

  private static func failure<T>(
    _ path: String, _ message: String, expected: String
  ) -> Result<T, LayoutErrors> {
    .failure(
      LayoutErrors([
        LayoutError(
          kind: .unreadable, file: path, line: 0, column: 0, keyPath: "", message: message,
          expected: expected)
      ]))
  }
}

extension String {
  /// The string with each NUL shown as `\0` (a path in a message).
  fileprivate var replacingNUL: String {
    utf8.contains(0)
      ? split(separator: "\u{0}", omittingEmptySubsequences: false).joined(separator: "\\0") : self
  }
}
