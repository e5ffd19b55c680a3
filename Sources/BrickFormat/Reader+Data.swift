import BrickCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One level of repetition while reading (FORMAT.md §1, Nodes): a node with `repeat` or `data`.
struct RepetitionContext {
  /// The copy being read; nil for a `repeat` brick, which stays one node: the solver fills in
  /// `{index}` in its text per item.
  var index: Int?
  /// The `data` element's fields (empty for `repeat`).
  var fields: [String: DocNode]
  /// The field names in file order, for messages.
  var names: [String]
  /// The nesting depth of the node that repeats.
  var depth: Int
}

/// How a node repeats, read from its `repeat` or `data` in the enclosing repetitions.
enum Repetition {
  case once
  case count(Int)
  /// One copy per element: each element's fields by name, and the names in file order.
  case data([(fields: [String: DocNode], names: [String])])
}

extension Reader {
  /// Keys whose values are read without substituting placeholders at this node: children
  /// are read in their own repetitions, and `repeat` and `data` in the enclosing ones.
  static let unsubstitutedKeys: Set<String> = [
    "type", "bricks", "header", "footer", "section", "layout", "behaviors", "data", "repeat",
  ]
  /// The text keys in which a `repeat` brick keeps `{index}` for the solver to fill per item.
  static let perItemTextKeys: Set<String> = ["text", "title", "content", "src"]

  // MARK: - Repeat and data

  /// A node's `repeat` or `data`, with placeholders of the enclosing repetitions substituted.
  func repetition(_ f: Fields) -> Repetition {
    let repeatNode = f["repeat"].map { substitute($0, f.path("repeat"), key: "repeat") }
    let dataNode = f["data"].map { substitute($0, f.path("data"), key: "data") }
    if let repeatNode, dataNode != nil {
      report(
        .invalidValue, at: f.keyNode("data"), f.path("data"), "'data' and 'repeat' on one node",
        expected: "either repeat: N or data: [...] (data repeats the node once per element)")
      return repeatCount(repeatNode, f.path("repeat")).map { .count($0) } ?? .once
    }
    if let repeatNode {
      return repeatCount(repeatNode, f.path("repeat")).map { .count($0) } ?? .once
    }
    guard let dataNode else { return .once }
    let path = f.path("data")
    let expected = "a list of mappings, such as [{title: Lamp, price: 40}, {title: Rug, price: 90}]"
    guard let items = sequence(dataNode, path, expected: expected) else { return .once }
    if items.count > LayoutLoader.maximumRepeatCount {
      report(
        .invalidValue, at: dataNode, path, "more than 10,000,000 data elements",
        expected: "at most 10,000,000 elements")
      return .once
    }
    var elements: [(fields: [String: DocNode], names: [String])] = []
    elements.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      let itemPath = path.appending(index: i)
      guard let map = mapping(item, itemPath, expected: expected) else { return .once }
      var fields: [String: DocNode] = [:]
      var names: [String] = []
      for (key, value) in map {
        guard let name = Self.scalarText(key), Self.isFieldName(name) else {
          report(
            .invalidValue, at: key, itemPath,
            "'\(DocText.clip(Self.scalarText(key) ?? describe(key)))' is not a field name",
            expected: "a name of letters, digits and '_', not starting with a digit")
          continue
        }
        if fields[name] == nil { names.append(name) }
        fields[name] = value
      }
      elements.append((fields, names))
    }
    return .data(elements)
  }

  /// Letters, digits and `_`, not starting with a digit: what `{FIELD}` can name.
  static func isFieldName<S: StringProtocol>(_ name: S) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// The key under which copies of a node are told apart from aliases: the indexes of the
  /// repetitions being read.
  var copyPath: [Int] { contexts.map { $0.index ?? -1 } }

  /// Registers an explicit id for one copy of a node; returns the index of its first
  /// repetition (copies of a repeated section and `data` elements share the id and count on).
  func registerCopy(id: String, at node: DocNode, _ path: Path, repeatCount: Int) -> Int {
    // Outside any repetition, in a file without aliases, a node is read once. Otherwise the
    // same written node read again for another copy is not a duplicate; read again in the
    // same copy (a YAML alias), it is.
    var firstCopy = true
    if !contexts.isEmpty || documentHasAliases {
      let mark = WrittenId(id: id, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
      if let first = copiesRegistered[mark], first != copyPath {
        firstCopy = false
      } else {
        copiesRegistered[mark] = copyPath
      }
    }
    let inTree = firstCopy && acceptable(id: id, at: node, path)
    // One lookup: count the copies and raise the count, note the first use in the tree.
    let index = idIndex(id)
    let base = idRecords[index].addCopies(repeatCount)
    if inTree { noteUse(index, id, at: node, path) }
    return base
  }

  /// Adds `n` to `value` and returns what it was.
  static func add(_ n: Int, to value: inout Int) -> Int {
    defer { value += n }
    return value
  }

  /// Raises the largest repeat count of `id` (or identifier) to at least `count`, so that
  /// selectors may name it.
  func raiseKnown(_ id: String, to count: Int) {
    idRecords[idIndex(id)].raise(to: count)
  }

  /// Registers an identifier (`identifier:`), which selectors may name like an id.
  func registerIdentifier(_ name: String, repeatCount: Int) {
    let count = Self.add(repeatCount, to: &identifierCounts[name, default: 0]) + repeatCount
    raiseKnown(name, to: count)
  }

  /// Forgets the copies and first uses counted so far (a new tree: a state's root).
  func startTree() {
    for i in idRecords.indices { idRecords[i].startTree() }
    copiesRegistered = [:]
    identifierCounts = [:]
  }

  /// Reads `body` for its errors only: the copies and repeat counts it registers are undone
  /// afterwards (the first uses it notes stay, so a duplicate inside it is still reported).
  func uncounted(_ body: () -> Void) {
    idJournals.append([])
    let savedIdentifiers = identifierCounts
    body()
    let changes = idJournals.removeLast()
    for (index, before) in changes.reversed() {
      let old = before ?? IdRecord()
      idRecords[index].copies = old.copies
      idRecords[index].most = old.most
      idRecords[index].known = old.known
    }
    identifierCounts = savedIdentifiers
    // An enclosing node without copies undoes these changes too.
    if !idJournals.isEmpty { idJournals[idJournals.count - 1].append(contentsOf: changes) }
  }

  // MARK: - Placeholders

  /// `f` with placeholders substituted in every value but children, `repeat` and `data`.
  func substituted(_ f: Fields) -> Fields {
    guard !contexts.isEmpty || (documentHasBraces && Self.mayHavePlaceholders(f)) else { return f }
    var g = f
    for (i, pair) in f.pairs.enumerated() {
      let name = f.name(i)
      guard !Self.unsubstitutedKeys.contains(name) else { continue }
      g.pairs[i].value = substitute(pair.value, f.path(name), key: name)
    }
    return g
  }

  /// True when some scalar value of `f` contains a `{` (so a stray placeholder is found).
  /// Children are never scanned here (the key is tested first): each is scanned when it is
  /// read, and scanning them at every level walked an aliased subtree once per level above
  /// it (ten levels of ten aliases ran for minutes).
  static func mayHavePlaceholders(_ f: Fields) -> Bool {
    f.pairs.indices.contains {
      !unsubstitutedKeys.contains(f.name($0)) && containsBrace(f.pairs[$0].value)
    }
  }

  static func containsBrace(_ node: DocNode) -> Bool {
    switch node {
    case .scalar(let s): return hasBrace(s.string)
    case .mapping(let m): return m.contains { containsBrace($0.value) }
    case .sequence(let s): return s.contains { containsBrace($0) }
    }
  }

  /// True when `text` contains a `{`. A text used through thousands of aliases is scanned
  /// once per use, so this is `memchr` over the bytes (a generic scan of the UTF-8 view takes
  /// a minute for a 100 KB text used 20,000 times in a debug build).
  static func hasBrace(_ text: String) -> Bool {
    hasByte(UInt8(ascii: "{"), in: text)
  }

  /// True when the UTF-8 of `text` holds `byte`: `memchr` over the bytes, which also costs
  /// less than the UTF-8 view's generic `contains` on short texts.
  static func hasByte(_ byte: UInt8, in text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
      #else
        return bytes.contains(byte)
      #endif
    }
    return found ?? text.utf8.contains(byte)
  }

  /// A value with `{index}`, `{index+K}`, `{index-K}` and `{FIELD}` filled in from the
  /// repetitions being read. A scalar that is exactly one placeholder takes the field's value
  /// itself (any type); otherwise the placeholders are spliced into the text.
  func substitute(_ node: DocNode, _ path: Path, key: String) -> DocNode {
    switch node {
    case .scalar(let scalar):
      return substituteScalar(scalar, node, path, key: key)
    case .mapping(let map):
      var changed = false
      var pairs: [DocNode.Mapping.Pair] = []
      for (k, v) in map {
        let value = substitute(v, path.appending(Self.scalarText(k) ?? "?"), key: key)
        if value != v { changed = true }
        pairs.append(.init(key: k, value: value))
      }
      return changed ? .mapping(.init(pairs, map.tag, map.mark)) : node
    case .sequence(let seq):
      var changed = false
      var items: [DocNode] = []
      for (i, v) in seq.enumerated() {
        let value = substitute(v, path.appending(index: i), key: key)
        if value != v { changed = true }
        items.append(value)
      }
      return changed ? .sequence(.init(items, seq.tag, seq.mark)) : node
    }
  }

  /// A placeholder found in a scalar: where it is, the name inside the braces, and a shift.
  struct Placeholder {
    var range: Range<String.Index>
    var name: String
    var shift: Int
  }

  /// The placeholders of a text: `{name}` (letters, digits, `_`) or `{index+K}`/`{index-K}`.
  ///
  /// A placeholder holds no brace, so it runs from the last `{` before a `}` to that `}`: one
  /// pass over the text, remembering the last `{` (a text of 40,000 `{` once took 32 s).
  ///
  /// - Complexity: O(text length).
  static func placeholders(in text: String) -> [Placeholder] {
    guard hasBrace(text) else { return [] }
    var result: [Placeholder] = []
    var open: String.Index?
    var i = text.utf8.startIndex
    let end = text.utf8.endIndex
    while i < end {
      let byte = text.utf8[i]
      if byte == UInt8(ascii: "{") {
        open = i
      } else if byte == UInt8(ascii: "}"), let start = open {
        open = nil
        let inner = text[text.index(after: start)..<i]
        if let (name, shift) = placeholderName(inner) {
          result.append(
            Placeholder(range: start..<text.index(after: i), name: name, shift: shift))
        }
      }
      i = text.utf8.index(after: i)
    }
    return result
  }

  /// The name and shift of a placeholder's inside: a field name, or `index+K` / `index-K`
  /// (digits only; K past `Int.max` keeps the text as it is, a field name it is not).
  private static func placeholderName(_ inner: Substring) -> (String, Int)? {
    if inner.hasPrefix("index"), inner.utf8.count > 5 {
      let rest = inner.dropFirst(5)
      let digits = rest.dropFirst()
      if let sign = rest.first, sign == "+" || sign == "-", !digits.isEmpty,
        digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      {
        // More digits than Int holds: a shift no index reaches; `resolve` reports it.
        let value = Int(digits) ?? Int.max
        return ("index", sign == "+" ? value : -value)
      }
    }
    return isFieldName(inner) ? (String(inner), 0) : nil
  }

  private func substituteScalar(
    _ scalar: DocNode.Scalar, _ node: DocNode, _ path: Path, key: String
  ) -> DocNode {
    let text = scalar.string
    let found = Self.placeholders(in: text)
    guard !found.isEmpty else { return node }
    let whole = found.count == 1 && found[0].range == text.startIndex..<text.endIndex
    var out = ""
    var last = text.startIndex
    for p in found {
      out += text[last..<p.range.lowerBound]
      last = p.range.upperBound
      let written = String(text[p.range])
      guard let value = resolve(p, written: written, at: node, path, key: key) else {
        unfilledPaths.insert(path.description)
        out += written
        continue
      }
      switch value {
      case .keep:
        out += written
      case .number(let n):
        if whole { return .scalar(.init(String(n), .implicit, .plain, scalar.mark)) }
        out += String(n)
      case .node(let field):
        if whole { return field }
        guard case .scalar(let s) = field else {
          report(
            .wrongType, at: node, path,
            "field '\(p.name)' is \(describe(field)); "
              + "only a whole value \"{\(p.name)}\" can take it",
            expected: "a field that is text or a number, or the value \"{\(p.name)}\" alone")
          out += written
          continue
        }
        out += s.string
      }
    }
    out += text[last...]
    return .scalar(.init(out, scalar.tag, scalar.style, scalar.mark))
  }

  /// The largest K of `{index+K}`: the solver reads at most nine digits in a `repeat` brick's
  /// text, and an index (at most 10,000,000 copies) plus K stays far inside `Int`.
  static let maximumIndexShift = 999_999_999

  private enum Resolved {
    /// Left as written for the solver (`{index}` in a `repeat` brick's text).
    case keep
    case number(Int)
    case node(DocNode)
  }

  /// The value of one placeholder, or nil after reporting why it has none.
  private func resolve(
    _ p: Placeholder, written: String, at node: DocNode, _ path: Path, key: String
  ) -> Resolved? {
    guard let innermost = contexts.last else {
      report(
        .invalidValue, at: node, path,
        "placeholder '\(DocText.clip(written))' outside any repetition",
        expected: "'repeat' or 'data' on this node or a section around it")
      return nil
    }
    if p.name == "index" {
      // Never past Int: the sum is checked, and K is bounded (the solver reads nine digits).
      guard abs(p.shift) <= Self.maximumIndexShift else {
        report(
          .invalidValue, at: node, path,
          "the shift in '\(DocText.clip(written))' is outside the supported range",
          expected: "{index+K} or {index-K} with K at most 999,999,999")
        return nil
      }
      if let index = innermost.index { return .number(index + p.shift) }
      if innermost.depth != nodeDepth {
        // Inside a repeated collection brick: its inner bricks are one layout for every copy.
        report(
          .invalidValue, at: node, path,
          "'\(DocText.clip(written))' inside a collection with 'repeat' "
            + "(every copy shows the same inner layout)",
          expected: "'data' on the collection (one copy per element) for content that varies")
        return nil
      }
      if Self.perItemTextKeys.contains(key) { return .keep }
      report(
        .invalidValue, at: node, path,
        "'\(DocText.clip(written))' in '\(key)' of a brick with 'repeat' "
          + "(each repetition is the same node)",
        expected:
          "{index} only in text, title, content or src there; or 'data' for values that vary")
      return nil
    }
    for context in contexts.reversed() {
      if let value = context.fields[p.name] { return .node(value) }
    }
    var names: [String] = []
    for context in contexts.reversed() {
      for name in context.names where !names.contains(name) { names.append(name) }
    }
    report(
      .invalidValue, at: node, path,
      "unknown field '\(DocText.clip(p.name))' in '\(DocText.clip(written))'",
      expected: names.isEmpty
        ? "{index} (no 'data' around this node)"
        : "{index} or a field of the data: " + Suggestion.list(names),
      suggestion: Suggestion.nearest(to: p.name, in: names + ["index"]).map { "{\($0)}" })
    return nil
  }
}
