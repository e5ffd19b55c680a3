/// YAML's merge keys and explicit tags as the reader meets them (JSON has neither).
extension LayoutValidator {
  /// The mapping with its merge keys applied (`YAMLMergeKeys.apply`). A `<<` whose value is not
  /// a mapping or a list of mappings is reported, once per position (a mapping may be read
  /// more than once).
  mutating func merged(_ map: DocNode.Mapping, _ path: DocPath) -> DocNode.Mapping {
    guard facts.hasMergeKeys else { return map }
    var refused: [DocNode] = []
    let result = YAMLMergeKeys.apply(map, refused: &refused)
    for value in refused {
      let at = "\(value.mark?.line ?? 0):\(value.mark?.column ?? 0)"
      guard reportedMerges.insert(at).inserted else { continue }
      report(
        .wrongType, at: value, path.appending("<<"),
        "a merge key takes a mapping or a list of mappings, found \(value.described)",
        expected: "<<: *anchor, or <<: [*first, *second]")
    }
    return result
  }

  /// Reports an explicit tag outside YAML's core schema and the merge key (`DocTag.isKnown`):
  /// anything else (`!!python/object`, `!custom`) asks for a type Brickyard does not have.
  /// True when the node may be read.
  mutating func checkTag(_ node: DocNode, _ path: DocPath) -> Bool {
    let tag = node.tag
    guard !tag.isKnown else { return true }
    var shown = facts.tagNames.name(of: tag)
    if shown.hasPrefix("tag:yaml.org,2002:") { shown = "!!" + shown.dropFirst(18) }
    report(
      .invalidValue, at: node, path, "unknown YAML tag '\(DocText.clip(shown))'",
      expected: "plain values without tags (layout files describe bricks, not objects)")
    return false
  }
}
