extension DocNode.Mapping {
  /// The value of `key` (the last one when the key repeats), for a key that is a plain word
  /// (no YAML rule reads it as a number, a bool or null): a scalar key with that text whose
  /// tag resolves to a string (none, `!` or `!!str`).
  func value(forWordKey key: String) -> DocNode? {
    // By index into the buffer: a pair is copied (its nodes retained) only when it matches.
    pairs.withUnsafeBufferPointer { pairs in
      var found: Int?
      for i in pairs.indices {
        guard case .scalar(let scalar) = pairs[i].key, DocText.same(scalar.string, key),
          scalar.tag.resolved(as: .str) == .str
        else { continue }
        found = i
      }
      return found.map { pairs[$0].value }
    }
  }
}
