import BrickCore

/// Checks a parsed document (`DocNode`s) against the layout format and turns it into the
/// layout model (`LayoutSpec`), with each problem a positioned error.
///
/// The validator owns the format's key tables and value checks (its extensions, one file per
/// concern). Each `read…`-like function reports what is wrong with a value and returns nil or
/// a default, so that reading goes on and one pass finds several errors. What validating one
/// file needs besides is held here explicitly: the `Diagnostics` that keep the errors, the
/// `IdRegistry` of the ids met (cross-references are checked once the whole tree is read,
/// `LayoutValidator+Ids.swift`), the `TemplateExpander` of the repetitions being read and
/// the `ReadBudget` of what aliases may expand the file to. `Reader` drives it.
///
/// A struct with `mutating` methods: every access to its parts is checked for exclusivity
/// when it is compiled, none at run time. The class it was split from marked its parts
/// `@exclusivity(unchecked)` to skip the runtime's check (6% of the instructions on a file of
/// 100,000 bricks); as a struct it runs as many instructions as that class (callgrind, `check`
/// of 100,000 JSON bricks: 1.891G before the split, 1.892G after; of 100,000 text labels
/// with ratio widths: 1.715G, 1.714G).
struct LayoutValidator {
  /// What the parser found out about the document.
  let facts: DocumentFacts
  /// The errors found so far.
  var diagnostics: Diagnostics
  /// The explicit ids and identifiers met so far.
  var ids = IdRegistry()
  /// The repetitions around the node being read, and their placeholders.
  var templates = TemplateExpander()
  /// Nodes and text read so far, against the file's limits.
  var budget = ReadBudget()
  /// The families the file's `fonts` names (read before the root, which uses them).
  var fontFamilies: [String] = []
  /// Positions of bad merge keys already reported (a mapping may be read more than once).
  var reportedMerges: Set<String> = []
  /// The layout's scroll direction, known before behaviors are read (snap positions depend on it).
  var scrollDirection: ScrollDirection = .vertical
  /// Selectors met while reading behaviors, checked against `ids` at the end.
  var pendingSelectors: [(selector: Selector, node: DocNode, path: DocPath)] = []
  /// The first section or collection under a root past `LayoutLoader.maximumSectionItems`,
  /// with the mark of the list entry that wrote it (`noteSectionsOverLimit`).
  var sectionOverLimit: (mark: DocMark, count: Int)?

  init(sourceName: String, text: String, facts: DocumentFacts = DocumentFacts()) {
    diagnostics = Diagnostics(sourceName: sourceName, text: text)
    self.facts = facts
  }

  /// The errors found so far, in the order they were found.
  var errors: [LayoutError] { diagnostics.errors }

  // MARK: - Reporting

  /// Records an error at `node`'s position (or at 1:1 when it has none).
  mutating func report(
    _ kind: LayoutError.Kind, at node: DocNode?, _ path: DocPath, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    diagnostics.report(kind, at: node, path, message, expected: expected, suggestion: suggestion)
  }

  /// Records an error at a line and column.
  mutating func report(
    _ kind: LayoutError.Kind, line: Int, column: Int, _ path: DocPath, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    diagnostics.report(
      kind, line: line, column: column, path.description, message, expected: expected,
      suggestion: suggestion)
  }

  // MARK: - Mappings

  /// The mapping at `node`, or nil after reporting that it is something else.
  mutating func mapping(_ node: DocNode, _ path: DocPath, expected: String) -> DocNode.Mapping? {
    guard checkTag(node, path) else { return nil }
    if case .mapping(let map) = node { return merged(map, path) }
    report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
    return nil
  }

  /// The fields of the mapping at `node`. Keys outside `allowed` are reported (with the nearest
  /// allowed key) unless `checkKeys` is false; `rejected` gives a reason for keys that look
  /// valid but do not apply here.
  mutating func fields(
    _ node: DocNode, _ path: DocPath, expected: String, allowed: [String],
    checkKeys: Bool = true, rejected: [String: String] = [:], extensions: Bool = false
  ) -> DocFields? {
    guard let map = mapping(node, path, expected: expected) else { return nil }
    var result = DocFields(node: node, path: path, pairs: map.pairs)
    // The pairs kept so far, once one was left out or replaced (nil while all are kept).
    var kept: [DocNode.Mapping.Pair]?
    for i in map.pairs.indices {
      // The key alone: the pair (and its value's retain) is copied only when it is needed.
      let key = map.pairs[i].key
      guard case .scalar(let scalar) = key else {
        report(.wrongType, at: key, path, "expected a key, found \(key.described)")
        if kept == nil { kept = Array(map.pairs[..<i]) }
        continue
      }
      let name = scalar.string
      // Extension fields (`x-cards: &card {...}`) hold YAML anchors for merge keys and aliases.
      if extensions && name.hasPrefix("x-") {
        if kept == nil { kept = Array(map.pairs[..<i]) }
        continue
      }
      if checkKeys && !allowed.contains(where: { DocText.same($0, name) }) {
        if kept == nil { kept = Array(map.pairs[..<i]) }
        result.rejectedCount += 1
        if let reason = rejected[name] {
          report(
            .unknownKey, at: key, path, "key '\(name)' does not apply here: \(reason)",
            expected: "one of " + Suggestion.list(allowed))
        } else {
          report(
            .unknownKey, at: key, path, "unknown key '\(name)'",
            expected: "one of " + Suggestion.list(allowed),
            suggestion: Suggestion.nearest(to: name, in: allowed))
        }
        continue
      }
      // Two keys with one text but different tags (`1` and `!!int 1`): the last one counts,
      // in the first one's place.
      // The kept pairs are copied only when one is replaced: two keys of one length (`type`
      // and `text`) are common, a repeated key is not.
      if facts.mayRepeatKeys, result.lengths & DocFields.lengthBit(name) != 0,
        let j = (kept?[...] ?? map.pairs[..<i]).firstIndex(where: {
          DocText.same(DocFields.name(of: $0.key), name)
        })
      {
        if kept == nil { kept = Array(map.pairs[..<i]) }
        kept?[j] = map.pairs[i]
        continue
      }
      kept?.append(map.pairs[i])
      result.lengths |= DocFields.lengthBit(name)
    }
    if let kept { result.pairs = kept }
    return result
  }

  /// The list at `node`, or nil after reporting that it is something else.
  mutating func sequence(_ node: DocNode, _ path: DocPath, expected: String) -> [DocNode]? {
    guard checkTag(node, path) else { return nil }
    if case .sequence(let seq) = node { return seq.items }
    report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
    return nil
  }

  /// The four items of `[x, y, width, height]` at `node` (`what` is `a frame` or `a cell`); nil,
  /// reported, for anything else.
  mutating func rectangle(
    _ node: DocNode, _ path: DocPath, what: String, expected: String
  ) -> DocNode.Sequence? {
    if case .sequence(let seq) = node, seq.count == 4 { return seq }
    let found =
      if case .sequence(let seq) = node { "a list of \(seq.count)" } else { node.described }
    report(
      .wrongType, at: node, path, "expected \(what) [x, y, width, height], found \(found)",
      expected: expected)
    return nil
  }

  /// The items of the list at `node`; nil, reported, when it is not a list or is empty (then
  /// `empty` is the message and `fix` what would be valid).
  mutating func nonEmptySequence(
    _ node: DocNode, _ path: DocPath, expected: String, empty: String, fix: String
  ) -> [DocNode]? {
    guard let items = sequence(node, path, expected: expected) else { return nil }
    if items.isEmpty {
      report(.invalidValue, at: node, path, empty, expected: fix)
      return nil
    }
    return items
  }

  /// The entries of the non-empty list at `node`, each read by `read` at its own path; nil,
  /// reported, when it is not a list, is empty (`empty`, `fix`) or has an entry `read` refuses.
  mutating func nonEmptyList<Element>(
    _ node: DocNode, _ path: DocPath, expected: String, empty: String, fix: String,
    _ read: (inout LayoutValidator, DocNode, DocPath) -> Element?
  ) -> [Element]? {
    guard let items = nonEmptySequence(node, path, expected: expected, empty: empty, fix: fix)
    else { return nil }
    var result: [Element] = []
    for (i, item) in items.enumerated() {
      guard let element = read(&self, item, path.appending(index: i)) else { return nil }
      result.append(element)
    }
    return result
  }

  /// Reports a required key that is missing from `fields`.
  mutating func requireKey(_ key: String, in fields: DocFields, expected: String? = nil) {
    report(
      .missingKey, at: fields.node, fields.path, "missing key '\(key)'", expected: expected)
  }

  /// The one form (`absolute` in `{absolute: 20}`) of a mapping that takes exactly one of
  /// `forms`: the first of `keys` (the mapping's keys that are forms), or nil after reporting
  /// none (unless a misspelt key is reported already) or two. `mapping` and `one` name the
  /// mapping in the two messages ("a dimension mapping needs…", "a dimension takes…").
  mutating func oneForm(
    _ keys: [String], of f: DocFields, forms: [String], mapping: String, one: String
  ) -> String? {
    guard let form = keys.first else {
      if f.rejectedCount == 0 {
        report(
          .missingKey, at: f.node, f.path, "\(mapping) needs one of its forms",
          expected: Suggestion.list(forms))
      }
      return nil
    }
    if keys.count > 1 {
      report(
        .invalidValue, at: f.keyNode(keys[1]), f.path,
        "\(one) takes exactly one form, found '\(form)' and '\(keys[1])'",
        expected: "one of " + Suggestion.list(forms))
      return nil
    }
    return form
  }

  /// The value of the optional `key` of `fields`, read by `read`: `fallback` when the key is
  /// absent, nil (reported by `read`) when its value is refused.
  mutating func optional<Value>(
    _ key: String, in fields: DocFields, else fallback: Value,
    _ read: (inout LayoutValidator, DocNode, DocPath) -> Value?
  ) -> Value? {
    guard let node = fields[key] else { return fallback }
    return read(&self, node, fields.path(key))
  }

  /// The value of the required `key` of `fields`, read by `read`; nil, reported, when the key
  /// is missing (`expected` is built only then) or `read` refuses its value.
  mutating func required<Value>(
    _ key: String, in fields: DocFields, expected: @autoclosure () -> String,
    _ read: (inout LayoutValidator, DocNode, DocPath) -> Value?
  ) -> Value? {
    guard let node = required(key, in: fields, expected: expected()) else { return nil }
    return read(&self, node, fields.path(key))
  }

  /// The value of `key` in `fields`, or nil after reporting the key missing. `expected` is
  /// built only when the key is missing.
  mutating func required(
    _ key: String, in fields: DocFields, expected: @autoclosure () -> String
  ) -> DocNode? {
    if let value = fields[key] { return value }
    requireKey(key, in: fields, expected: expected())
    return nil
  }
}
