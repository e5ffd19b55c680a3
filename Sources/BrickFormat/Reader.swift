import BrickCore

/// Turns a parsed document (`DocNode`s) into a `LayoutSpec`, collecting positioned errors.
///
/// One reader reads one file: it walks the document, checks each value against the format
/// (the `read…` functions of its extensions report what is wrong with a value and return nil
/// or a default, so that reading goes on and several errors are found in one pass) and builds
/// the model. Its parts have jobs of their own: `Diagnostics` keeps the errors, `IdRegistry`
/// the ids (cross-references are checked once the whole tree is read, `Reader+Ids.swift`),
/// `TemplateExpander` the repetitions and placeholders, and `ReadBudget` the limits on what
/// aliases may expand a file to.
///
/// A reader is used on one thread. The four parts it uses for every value are marked
/// `@exclusivity(unchecked)`: the runtime's check of every access to a class's stored
/// property (a thread-local set of accesses, entered and left) took 6% of the instructions
/// spent on a file of 100,000 bricks when the reader's state was 26 such properties. The
/// parts themselves are structs with `mutating` methods, checked statically; the reader's
/// other properties are read a few times per file and keep the runtime's check.
final class Reader {
  /// The families the file's `fonts` names (read before the root, which uses them).
  var fontFamilies: [String] = []
  /// What the parser found out about the document.
  let facts: DocumentFacts
  /// The errors found so far.
  @exclusivity(unchecked) var diagnostics: Diagnostics
  /// The explicit ids and identifiers met so far.
  @exclusivity(unchecked) var ids = IdRegistry()
  /// The repetitions around the node being read, and their placeholders.
  @exclusivity(unchecked) var templates = TemplateExpander()
  /// Nodes and text read so far, against the file's limits.
  @exclusivity(unchecked) var budget = ReadBudget()
  /// Positions of bad merge keys already reported (a mapping may be read more than once).
  var reportedMerges: Set<String> = []
  /// The layout's scroll direction, known before behaviors are read (snap positions depend on it).
  var scrollDirection: ScrollDirection = .vertical
  /// Selectors met while reading behaviors, checked against `ids` at the end.
  var pendingSelectors: [(selector: Selector, node: DocNode, path: Path)] = []
  /// The root section's bricks, read while the file was still being parsed
  /// (`readAhead(rootBricks:firstIndex:progress:)`).
  var rootBricksReadAhead: [BrickCore.Node] = []

  init(sourceName: String, text: String, facts: DocumentFacts = DocumentFacts()) {
    diagnostics = Diagnostics(sourceName: sourceName, text: text)
    self.facts = facts
  }

  /// The errors found so far, in the order they were found.
  var errors: [LayoutError] { diagnostics.errors }
  /// True once an error was left out (`LayoutLoader.maximumErrors`).
  var truncated: Bool { diagnostics.truncated }

  // MARK: - Reporting

  /// Records an error at `node`'s position (or at 1:1 when it has none).
  func report(
    _ kind: LayoutError.Kind, at node: DocNode?, _ path: Path, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    diagnostics.report(kind, at: node, path, message, expected: expected, suggestion: suggestion)
  }

  /// Records an error at a line and column.
  func report(
    _ kind: LayoutError.Kind, line: Int, column: Int, _ path: Path, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    diagnostics.report(
      kind, line: line, column: column, path.description, message, expected: expected,
      suggestion: suggestion)
  }

  // MARK: - Mappings

  /// A mapping's entries, after checking the keys against `allowed`.
  ///
  /// The entries are the mapping's own pairs when every key belongs (the array is shared with
  /// the document, so reading a brick's keys copies nothing); a copy of those kept only when
  /// a key was refused or given twice.
  struct Fields {
    var node: DocNode
    var path: Path
    /// The entries in file order, each key once and a scalar (a mapping has a dozen keys at
    /// most, so a search is quicker than hashing).
    var pairs: [DocNode.Mapping.Pair]
    /// How many keys were reported as not belonging here.
    var rejectedCount = 0
    /// A bit per UTF-8 length (modulo 64) of the keys in `pairs`: most keys looked up are
    /// not there, and most of those are found missing without comparing strings.
    var lengths: UInt64 = 0

    /// The text of entry `i`'s key.
    func name(_ i: Int) -> String { Self.name(of: pairs[i].key) }
    static func name(of key: DocNode) -> String {
      if case .scalar(let scalar) = key { scalar.string } else { "" }
    }
    /// Keys in file order.
    var order: [String] { pairs.indices.map(name) }
    func index(_ key: String) -> Int? {
      guard lengths & Self.lengthBit(key) != 0 else { return nil }
      return pairs.withUnsafeBufferPointer { pairs in
        for i in pairs.indices {
          if case .scalar(let scalar) = pairs[i].key, DocText.same(scalar.string, key) { return i }
        }
        return nil
      }
    }
    /// `key`'s bit in `lengths` (`DocText.same` tells keys of different lengths apart first).
    @inline(__always)
    static func lengthBit(_ key: String) -> UInt64 { 1 << UInt64(key.utf8.count & 63) }
    subscript(_ key: String) -> DocNode? { index(key).map { pairs[$0].value } }
    func has(_ key: String) -> Bool { index(key) != nil }
    func keyNode(_ key: String) -> DocNode? { index(key).map { pairs[$0].key } }
    /// The key path of a value: `root.bricks[3]` + `width`.
    func path(_ key: String) -> Path { path.appending(key) }
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The mapping at `node`, or nil after reporting that it is something else.
  func mapping(_ node: DocNode, _ path: Path, expected: String) -> DocNode.Mapping? {
    guard checkTag(node, path) else { return nil }
    if case .mapping(let map) = node { return merged(map, path) }
    report(.wrongType, at: node, path, "expected \(expected), found \(describe(node))")
    return nil
  }

  /// The fields of the mapping at `node`. Keys outside `allowed` are reported (with the nearest
  /// allowed key) unless `checkKeys` is false; `rejected` gives a reason for keys that look
  /// valid but do not apply here.
  func fields(
    _ node: DocNode, _ path: Path, expected: String, allowed: [String],
    checkKeys: Bool = true, rejected: [String: String] = [:], extensions: Bool = false
  ) -> Fields? {
    guard let map = mapping(node, path, expected: expected) else { return nil }
    var result = Fields(node: node, path: path, pairs: map.pairs)
    // The pairs kept so far, once one was left out or replaced (nil while all are kept).
    var kept: [DocNode.Mapping.Pair]?
    for i in map.pairs.indices {
      // The key alone: the pair (and its value's retain) is copied only when it is needed.
      let key = map.pairs[i].key
      guard case .scalar(let scalar) = key else {
        report(.wrongType, at: key, path, "expected a key, found \(describe(key))")
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
      if facts.mayRepeatKeys, result.lengths & Fields.lengthBit(name) != 0,
        let j = (kept?[...] ?? map.pairs[..<i]).firstIndex(where: {
          DocText.same(Fields.name(of: $0.key), name)
        })
      {
        if kept == nil { kept = Array(map.pairs[..<i]) }
        kept?[j] = map.pairs[i]
        continue
      }
      kept?.append(map.pairs[i])
      result.lengths |= Fields.lengthBit(name)
    }
    if let kept { result.pairs = kept }
    return result
  }

  /// The list at `node`, or nil after reporting that it is something else.
  func sequence(_ node: DocNode, _ path: Path, expected: String) -> [DocNode]? {
    guard checkTag(node, path) else { return nil }
    if case .sequence(let seq) = node { return seq.items }
    report(.wrongType, at: node, path, "expected \(expected), found \(describe(node))")
    return nil
  }

  /// Reports a required key that is missing from `fields`.
  func requireKey(_ key: String, in fields: Fields, expected: String? = nil) {
    report(
      .missingKey, at: fields.node, fields.path, "missing key '\(key)'", expected: expected)
  }
}

/// What a parser found out about a document that lets the reader skip work.
struct DocumentFacts {
  /// The names of the document's tags outside YAML's core schema, for messages.
  var tagNames = DocTagNames()
  /// False when the document has no YAML alias, so a node outside repetitions is read once.
  var hasAliases = true
  /// False when the document has no merge key (`<<`), so mappings are read as they are.
  var hasMergeKeys = true
  /// False when no mapping of the document can hold one key text twice (JSON's parser rejects
  /// a repeated key; YAML allows `1` and `!!int 1` in one mapping).
  var mayRepeatKeys = true
}
