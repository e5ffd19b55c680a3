import Yams

/// YAML's merge key (`<<: *base`) and explicit tags, for the YAML path (JSON has neither).
extension Reader {
  /// The mapping with its merge keys applied: `<<: *base` (or `<<: [*a, *b]`) adds the keys of
  /// the merged mappings that the mapping does not set itself; of two merged mappings the
  /// first wins (YAML 1.1's merge type). Keys keep the merged mapping's positions, so errors
  /// in a merged value point into the anchor it came from. A `<<` whose value is not a
  /// mapping or a list of mappings is reported.
  func merged(_ map: Yams.Node.Mapping, _ path: String) -> Yams.Node.Mapping {
    guard map.contains(where: { Self.isMergeKey($0.key) }) else { return map }
    var own: [(Yams.Node, Yams.Node)] = []
    var sources: [Yams.Node.Mapping] = []
    for (key, value) in map {
      guard Self.isMergeKey(key) else {
        own.append((key, value))
        continue
      }
      switch value {
      case .mapping(let source):
        sources.append(merged(source, path))
      case .sequence(let list) where list.allSatisfy({ if case .mapping = $0 { true } else { false } }):
        for case .mapping(let source) in list { sources.append(merged(source, path)) }
      default:
        // A mapping is merged each time it is read; say so once.
        let at = "\(value.mark?.line ?? 0):\(value.mark?.column ?? 0)"
        guard reportedMerges.insert(at).inserted else { continue }
        report(
          .wrongType, at: value, Self.join(path, "<<"),
          "a merge key takes a mapping or a list of mappings, found \(describe(value))",
          expected: "<<: *anchor, or <<: [*first, *second]")
      }
    }
    var seen = Set(own.compactMap { Self.scalarText($0.0) })
    var pairs = own
    for source in sources {
      for (key, value) in source {
        guard let name = Self.scalarText(key), !seen.contains(name) else { continue }
        seen.insert(name)
        pairs.append((key, value))
      }
    }
    return Yams.Node.Mapping(pairs, map.tag, map.style, map.mark)
  }

  static func isMergeKey(_ key: Yams.Node) -> Bool {
    guard case .scalar(let scalar) = key, scalar.string == "<<" else { return false }
    return scalar.style == .plain || scalar.style == .any
  }

  /// The tags a layout file may carry: YAML's core schema and the merge key. Anything else
  /// (`!!python/object`, `!custom`) asks for a type Brickyard does not have.
  static let knownTags: Set<String> = Set(
    ([.implicit, .nonSpecific, .str, .seq, .map, .bool, .float, .null, .int, .merge] as [Tag.Name])
      .map(\.rawValue))

  /// Reports an explicit tag outside `knownTags`; true when the node may be read.
  func checkTag(_ node: Yams.Node, _ path: String) -> Bool {
    let name = node.tag.rawValue
    guard !Self.knownTags.contains(name) else { return true }
    var shown = name
    if shown.hasPrefix("tag:yaml.org,2002:") { shown = "!!" + shown.dropFirst(18) }
    report(
      .invalidValue, at: node, path, "unknown YAML tag '\(Self.clip(shown))'",
      expected: "plain values without tags (layout files describe bricks, not objects)")
    return false
  }
}
