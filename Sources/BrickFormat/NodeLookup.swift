extension DocNode.Mapping {
  /// The value of `key` (the last one when the key repeats), for a key that is a plain word
  /// (no YAML rule reads it as a number, a bool or null): a scalar key with that text whose
  /// tag resolves to a string (none, `!` or `!!str`).
  func value(forWordKey key: String) -> DocNode? {
    var found: DocNode?
    for pair in pairs {
      guard case .scalar(let scalar) = pair.key, Reader.same(scalar.string, key),
        scalar.tag.resolved(as: .str) == .str
      else { continue }
      found = pair.value
    }
    return found
  }
}
