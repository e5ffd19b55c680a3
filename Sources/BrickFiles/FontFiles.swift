import BrickCore
import BrickFormat

/// Font files a layout names (FORMAT.md §1.5, `fonts`, and `--font PATH`): read here, measured
/// by BrickCore's `FontFile` reader.
public enum FontFiles {
  /// The largest font file read.
  public static let maximumFileSize = 64 * 1024 * 1024

  /// The face of the font file at `path` (a collection's first font). Errors name the file.
  public static func face(path: String) -> Result<FontFace, LayoutErrors> {
    let expected = "a TrueType or OpenType font file (.ttf, .otf)"
    switch FileKind.of(path) {
    case .regular(let size) where size <= maximumFileSize:
      break
    case .regular:
      return failure(path, "is larger than a font file may be", expected: expected)
    case .missing, .notAFolderOnTheWay, .brokenLink:
      return failure(path, "no such font file", expected: expected)
    default:
      return failure(path, "is not a readable font file", expected: expected)
    }
    switch readBytes(path, limit: maximumFileSize) {
    case .failure(let reason):
      return failure(path, "cannot be read: \(reason.message)", expected: expected)
    case .success(let bytes):
      do {
        return .success(try FontFile.read(bytes, name: path))
      } catch {
        return failure(
          path, "is not a font Brickyard can measure with (\(error.message))",
          expected: expected)
      }
    }
  }

  /// `spec` with the faces of its `fonts` read, paths taken relative to the layout file's
  /// folder; errors name the layout file and the `fonts` key.
  public static func loadingFonts(
    _ spec: LayoutSpec, layoutPath: String, text: String = ""
  ) -> Result<LayoutSpec, LayoutErrors> {
    guard !spec.fonts.isEmpty else { return .success(spec) }
    var result = spec
    var errors: [LayoutError] = []
    for (family, file) in spec.fonts.sorted(by: { $0.key < $1.key }) {
      switch face(path: resolve(file, relativeTo: layoutPath)) {
      case .success(let face):
        result.fontFaces.set(face, forFamily: family)
      case .failure(let e):
        for var error in e.errors {
          error.file = layoutPath
          error.keyPath = "fonts.\(family)"
          error.kind = .invalidValue
          (error.line, error.column) = position(of: file, in: text)
          error.message = "font '\(file)' " + error.message
          errors.append(error)
        }
      }
    }
    return errors.isEmpty ? .success(result) : .failure(LayoutErrors(errors))
  }

  /// The line and column where `file` is written in the layout text (0, 0 when not found).
  static func position(of file: String, in text: String) -> (Int, Int) {
    var line = 0
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      line += 1
      if let r = row.range(of: file) {
        return (line, row.distance(from: row.startIndex, to: r.lowerBound) + 1)
      }
    }
    return (0, 0)
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
