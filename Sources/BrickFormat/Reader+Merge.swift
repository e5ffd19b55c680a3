/// YAML's merge key (`<<: *base`) and explicit tags, for the YAML path (JSON has neither).
extension Reader {
  /// The mapping with its merge keys applied: `<<: *base` (or `<<: [*a, *b]`) adds the keys of
  /// the merged mappings that the mapping does not set itself; of two merged mappings the
  /// first wins (YAML 1.1's merge type). Keys keep the merged mapping's positions, so errors
  /// in a merged value point into the anchor it came from. A `<<` whose value is not a
  /// mapping or a list of mappings is reported.
  func merged(_ map: DocNode.Mapping, _ path: Path) -> DocNode.Mapping {
    guard documentHasMergeKeys, map.contains(where: { Self.isMergeKey($0.key) }) else {
      return map
    }
    var own: [DocNode.Mapping.Pair] = []
    var sources: [DocNode.Mapping] = []
    for (key, value) in map {
      guard Self.isMergeKey(key) else {
        own.append(.init(key: key, value: value))
        continue
      }
      switch value {
      case .mapping(let source):
        sources.append(merged(source, path))
      case .sequence(let list)
      where list.allSatisfy({ if case .mapping = $0 { true } else { false } }):
        for case .mapping(let source) in list { sources.append(merged(source, path)) }
      default:
        // A mapping is merged each time it is read; say so once.
        let at = "\(value.mark?.line ?? 0):\(value.mark?.column ?? 0)"
        guard reportedMerges.insert(at).inserted else { continue }
        report(
          .wrongType, at: value, path.appending("<<"),
          "a merge key takes a mapping or a list of mappings, found \(describe(value))",
          expected: "<<: *anchor, or <<: [*first, *second]")
      }
    }
    var seen = Set(own.compactMap { Self.scalarText($0.key) })
    var pairs = own
    for source in sources {
      for (key, value) in source {
        guard let name = Self.scalarText(key), !seen.contains(name) else { continue }
        seen.insert(name)
        pairs.append(.init(key: key, value: value))
      }
    }
    return DocNode.Mapping(pairs, map.tag, map.mark)
  }

  static func isMergeKey(_ key: DocNode) -> Bool {
    guard case .scalar(let scalar) = key, scalar.style == .plain || scalar.style == .any else {
      return false
    }
    return same(scalar.string, "<<")
  }

  /// Reports an explicit tag outside YAML's core schema and the merge key (`DocTag.isKnown`):
  /// anything else (`!!python/object`, `!custom`) asks for a type Brickyard does not have.
  /// True when the node may be read.
  func checkTag(_ node: DocNode, _ path: Path) -> Bool {
    let tag = node.tag
    guard !tag.isKnown else { return true }
    var shown = tagNames.name(of: tag)
    if shown.hasPrefix("tag:yaml.org,2002:") { shown = "!!" + shown.dropFirst(18) }
    report(
      .invalidValue, at: node, path, "unknown YAML tag '\(Self.clip(shown))'",
      expected: "plain values without tags (layout files describe bricks, not objects)")
    return false
  }
}
