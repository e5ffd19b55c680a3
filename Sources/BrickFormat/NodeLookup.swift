import Yams

extension Yams.Node.Mapping {
  private static let implicitName = Tag.Name.implicit.rawValue
  private static let nonSpecificName = Tag.Name.nonSpecific.rawValue
  private static let stringName = Tag.Name.str.rawValue

  /// The value of `key` (the last one when the key repeats), as `mapping[key]` finds it, for a
  /// key that is a plain word (no YAML rule reads it as a number, a bool or null).
  ///
  /// Yams' string subscript makes a node for the key and compares tags, resolving each through
  /// its regular expressions: about 10 µs a lookup, a second for 100,000 bricks. A word's
  /// implicit, non-specific and `!!str` tags all resolve to a string, so comparing the text
  /// and those tag names finds the same pair without resolving anything.
  func value(forWordKey key: String) -> Yams.Node? {
    var found: Yams.Node?
    for (k, v) in self {
      guard case .scalar(let scalar) = k, scalar.string == key else { continue }
      let name = scalar.tag.rawValue
      if name == Self.implicitName || name == Self.nonSpecificName || name == Self.stringName {
        found = v
      }
    }
    return found
  }
}
