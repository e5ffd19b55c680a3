/// A value's key path as errors show it (`root.bricks[3].width`), kept in parts and written
/// out only when it is needed: most values are read without an error, and writing a path
/// string for every value read took a tenth of the time a large file took to read.
///
/// The parts are a written-out `base`, then an optional `[index]`, then an optional `.key`
/// (no dot after an empty prefix), which is how `DocPath.join` and `"\(path)[\(i)]"` build
/// paths; a path that has both parts is written out before another part is added.
struct DocPath: ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The written-out beginning.
  private var base: String
  /// `[index]` after `base`; -1 for none.
  private var index: Int
  /// `.key` after those; nil for none (an empty key is a key: `a.`).
  private var key: String?

  init(_ base: String) {
    self.base = base
    index = -1
    key = nil
  }

  init(stringLiteral value: String) { self.init(value) }

  init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// `path.key`, or `key` alone after an empty path, as text.
  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The path as text.
  var description: String {
    var text = base
    if index >= 0 { text += "[\(index)]" }
    if let key { text = Self.join(text, key) }
    return text
  }

  /// The path written out, so that adding parts to it costs nothing (the base of a list's
  /// items).
  var flattened: DocPath { DocPath(description) }

  /// `path.key`, or `key` alone after an empty path.
  func appending(_ key: String) -> DocPath {
    var path = self.key == nil ? self : flattened
    path.key = key
    return path
  }

  /// `path[index]`.
  func appending(index: Int) -> DocPath {
    var path = self.index < 0 && key == nil ? self : flattened
    path.index = index
    return path
  }
}
