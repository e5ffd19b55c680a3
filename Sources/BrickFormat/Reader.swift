import BrickCore

/// Turns a parsed document (`DocNode`s) into a `LayoutSpec`, collecting positioned errors.
///
/// One reader reads one file. Every `read…` function reports what is wrong with its value and
/// returns nil (or a default) so that reading goes on and several errors are found in one pass.
/// Cross-references (duplicate ids, behavior selectors) are checked once the whole tree is read
/// (`Reader+Layout.swift`).
///
/// A reader is used on one thread, and its state is marked `@exclusivity(unchecked)`: the
/// runtime's check of every read and write of a class's property (a thread-local set of
/// accesses, entered and left) took 6% of the instructions spent on a file of 100,000 bricks.
/// The test suite ran with the checks on before they were turned off and found no overlap.
final class Reader {
  /// The families the file's `fonts` names (read before the root, which uses them).
  var fontFamilies: [String] = []
  let sourceName: String
  let text: String
  /// The names of the document's tags outside YAML's core schema, for messages.
  @exclusivity(unchecked) var tagNames = DocTagNames()
  /// False when the document has no YAML alias, so a node outside repetitions is read once.
  @exclusivity(unchecked) var documentHasAliases = true
  /// False when the document has no merge key (`<<`), so mappings are read as they are.
  @exclusivity(unchecked) var documentHasMergeKeys = true
  /// False when no string of the document holds a `{`: then no value outside a repetition
  /// can hold a placeholder, and none is looked for.
  @exclusivity(unchecked) var documentHasBraces = true
  /// False when no mapping of the document can hold one key text twice (JSON's parser rejects
  /// a repeated key; YAML allows `1` and `!!int 1` in one mapping).
  @exclusivity(unchecked) var documentMayRepeatKeys = true
  @exclusivity(unchecked) private(set) var errors: [LayoutError] = []
  @exclusivity(unchecked) private(set) var truncated = false
  /// Set once a node deeper than `LayoutLoader.maximumDepth` was reported, so it is reported once.
  @exclusivity(unchecked) var reportedTooDeep = false
  /// Nodes read so far (aliases count once per use), against `LayoutLoader.maximumNodes`.
  @exclusivity(unchecked) var nodesRead = 0
  /// Bytes of string values read so far (aliases count once per use), against
  /// `LayoutLoader.maximumTextBytes`.
  @exclusivity(unchecked) var textBytesRead = 0
  @exclusivity(unchecked) var reportedTooMuchText = false
  /// Positions of bad merge keys already reported (a mapping may be read more than once).
  @exclusivity(unchecked) var reportedMerges: Set<String> = []
  /// The layout's scroll direction, known before behaviors are read (snap positions depend on it).
  @exclusivity(unchecked) var scrollDirection: ScrollDirection = .vertical
  /// Every explicit id (and identifier) met so far, numbered as its record in `idRecords`:
  /// one table, so registering an id costs one lookup.
  @exclusivity(unchecked) var ids = IdTable()
  /// What is known of each id in `ids`.
  @exclusivity(unchecked) var idRecords: [IdRecord] = []
  /// The key path of each id's first use in the tree being read, by record (written out
  /// only for an error).
  @exclusivity(unchecked) var idPaths: [Path] = []
  /// While nodes without copies (`repeat: 0`) are read for their errors, innermost last: the
  /// records as they were before each change (nil: new), so their counts can be undone.
  @exclusivity(unchecked) var idJournals: [[(index: Int, before: IdRecord?)]] = []
  /// Selectors met while reading behaviors, checked against `ids` at the end.
  @exclusivity(unchecked) var pendingSelectors: [(selector: Selector, node: DocNode, path: Path)] =
    []
  @exclusivity(unchecked) private var lines: [Substring]?
  /// The repetitions (`repeat`, `data`) around the node being read, outermost first.
  @exclusivity(unchecked) var contexts: [RepetitionContext] = []
  /// The nesting depth of the node being read.
  @exclusivity(unchecked) var nodeDepth = 0
  /// An id where it is written -> the copy path it was first registered in (tells copies
  /// from aliases).
  @exclusivity(unchecked) var copiesRegistered: [WrittenId: [Int]] = [:]
  /// Per identifier of the tree being read, the items that carry it so far.
  @exclusivity(unchecked) var identifierCounts: [String: Int] = [:]
  /// Errors already reported, so a node read once per copy reports each problem once.
  @exclusivity(unchecked) private var reported: Set<String> = []
  /// Key paths whose placeholder could not be filled: no further error is reported there.
  @exclusivity(unchecked) var unfilledPaths: Set<String> = []
  /// The root section's bricks, read while the file was still being parsed
  /// (`readAhead(rootBricks:firstIndex:progress:)`).
  @exclusivity(unchecked) var rootBricksReadAhead: [BrickCore.Node] = []

  init(sourceName: String, text: String) {
    self.sourceName = sourceName
    self.text = text
  }

  // MARK: - Reporting

  /// Records an error at `node`'s position (or at 1:1 when it has none).
  func report(
    _ kind: LayoutError.Kind, at node: DocNode?, _ path: Path, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    let mark = node?.mark
    report(
      kind, line: mark?.line ?? 1, column: mark?.column ?? 1, path, message,
      expected: expected, suggestion: suggestion)
  }

  /// Records an error at a line and column.
  func report(
    _ kind: LayoutError.Kind, line: Int, column: Int, _ path: Path, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    let path = path.description
    guard !unfilledPaths.contains(path) else { return }
    guard reported.insert("\(line):\(column):\(path):\(message)").inserted else { return }
    guard errors.count < LayoutLoader.maximumErrors else {
      truncated = true
      return
    }
    errors.append(
      LayoutError(
        kind: kind, file: sourceName, line: line, column: column, keyPath: path, message: message,
        expected: expected, suggestion: suggestion, sourceLine: sourceLine(line)))
  }

  /// The text of a 1-based line without its line break.
  func sourceLine(_ line: Int) -> String? {
    if lines == nil {
      // "\r\n" is one Character: split on both, so CRLF files keep their excerpts.
      lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
    guard let lines, line >= 1, line <= lines.count else { return nil }
    var result = lines[line - 1]
    if result.last == "\r" { result = result.dropLast() }
    return String(result)
  }

  // MARK: - Mappings

  /// An explicit id and where it is written.
  struct WrittenId: Hashable {
    var id: String
    var line: Int
    var column: Int
  }

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

  /// Sizes the id table for about `count` more ids (counted in the root's list, or estimated
  /// while it is read ahead), so it does not grow, rehashing every id, a dozen times while a
  /// large file is read. The root and
  /// identifiers take records too: a few to spare keep a table of exactly `count` ids from
  /// doubling for the last one.
  func reserveIds(_ count: Int) {
    guard count > 64 else { return }
    let spare = 64
    ids.reserveCapacity(ids.count + count + spare)
    idRecords.reserveCapacity(idRecords.count + count + spare)
    idPaths.reserveCapacity(idPaths.count + count + spare)
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
      if documentMayRepeatKeys, result.lengths & Fields.lengthBit(name) != 0,
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
