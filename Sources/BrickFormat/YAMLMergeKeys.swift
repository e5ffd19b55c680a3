/// YAML's merge key (`<<: *base`, YAML 1.1's merge type), for documents the YAML composer
/// built (JSON has none). The reader applies it to each mapping it reads.
enum YAMLMergeKeys {
  /// True for a plain `<<` key.
  static func isMergeKey(_ key: DocNode) -> Bool {
    guard case .scalar(let scalar) = key, scalar.style == .plain || scalar.style == .any else {
      return false
    }
    return DocText.same(scalar.string, "<<")
  }

  /// The mapping with its merge keys applied: `<<: *base` (or `<<: [*a, *b]`) adds the keys of
  /// the merged mappings that the mapping does not set itself; of two merged mappings the
  /// first wins. Keys keep the merged mapping's positions, so errors in a merged value point
  /// into the anchor it came from. Merged mappings have their own merge keys applied first.
  ///
  /// A `<<` value that is not a mapping or a list of mappings merges nothing; it is appended
  /// to `refused` (those of merged mappings too, in the order they are met).
  static func apply(_ map: DocNode.Mapping, refused: inout [DocNode]) -> DocNode.Mapping {
    guard map.contains(where: { isMergeKey($0.key) }) else { return map }
    var own: [DocNode.Mapping.Pair] = []
    var sources: [DocNode.Mapping] = []
    for (key, value) in map {
      guard isMergeKey(key) else {
        own.append(.init(key: key, value: value))
        continue
      }
      switch value {
      case .mapping(let source):
        sources.append(apply(source, refused: &refused))
      case .sequence(let list)
      where list.allSatisfy({ if case .mapping = $0 { true } else { false } }):
        for case .mapping(let source) in list { sources.append(apply(source, refused: &refused)) }
      default:
        refused.append(value)
      }
    }
    var seen = Set(own.compactMap { text(of: $0.key) })
    var pairs = own
    for source in sources {
      for (key, value) in source {
        guard let name = text(of: key), !seen.contains(name) else { continue }
        seen.insert(name)
        pairs.append(.init(key: key, value: value))
      }
    }
    return DocNode.Mapping(pairs, map.tag, map.mark)
  }

  private static func text(of node: DocNode) -> String? {
    if case .scalar(let scalar) = node { return scalar.string }
    return nil
  }
}
