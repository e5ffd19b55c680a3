/// One level of repetition while reading (docs/layout-file.md#repetition-and-data): a node with
/// `repeat` or `data`.
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
  /// What repeats one node when `index` is nil, for messages.
  var repeatedNode = "a brick with 'repeat'"
}

/// How a node repeats, read from its `repeat` or `data` in the enclosing repetitions.
enum Repetition {
  case once
  case count(Int)
  /// One copy per element: each element's fields by name, and the names in file order.
  case data([(fields: [String: DocNode], names: [String])])
}

/// The template engine of layout files (docs/layout-file.md#repetition-and-data): the repetitions
/// (`repeat`, `data`) around the node being read, and the placeholders (`{index}`, `{index+K}`,
/// `{FIELD}`) filled in from them. The reader enters a repetition for each copy it reads and has
/// the copy's values substituted here; what cannot be filled is reported to the `Diagnostics`
/// given, and nothing more is reported at that key path.
struct TemplateExpander {
  /// The repetitions around the node being read, outermost first.
  private(set) var contexts: [RepetitionContext] = []
  /// The nesting depth of the node being read.
  private(set) var nodeDepth = 0
  /// False when no string of the document holds a `{`: then no value outside a repetition
  /// can hold a placeholder, and none is looked for.
  var documentHasBraces = true

  /// Keys whose values are read without substituting placeholders at this node: children
  /// are read in their own repetitions, and `repeat` and `data` in the enclosing ones.
  static let unsubstitutedKeys: Set<String> = [
    "type", "bricks", "header", "footer", "section", "layout", "behaviors", "data", "repeat",
  ]
  /// The text keys in which a `repeat` brick keeps `{index}` for the solver to fill per item.
  static let perItemTextKeys: Set<String> = ["text", "title", "content", "src"]

  /// True inside a repetition.
  var isRepeating: Bool { !contexts.isEmpty }

  /// The key under which copies of a node are told apart from aliases: the indexes of the
  /// repetitions being read.
  var copyPath: [Int] { contexts.map { $0.index ?? -1 } }

  /// Starts reading one copy of a node at `depth`, inside `context` when it repeats; returns
  /// what `leave` needs.
  mutating func enter(_ context: RepetitionContext?, depth: Int) -> (outerDepth: Int, pushed: Bool)
  {
    if let context { contexts.append(context) }
    let outerDepth = nodeDepth
    nodeDepth = depth
    return (outerDepth, context != nil)
  }

  /// Ends reading the copy `enter` started.
  mutating func leave(_ entered: (outerDepth: Int, pushed: Bool)) {
    nodeDepth = entered.outerDepth
    if entered.pushed { contexts.removeLast() }
  }

  /// Letters, digits and `_`, not starting with a digit: what `{FIELD}` can name.
  static func isFieldName<S: StringProtocol>(_ name: S) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  // MARK: - Substituting

  /// `f` with placeholders substituted in every value but children, `repeat` and `data`.
  func substituted(_ f: DocFields, _ diagnostics: inout Diagnostics) -> DocFields {
    guard !contexts.isEmpty || (documentHasBraces && Self.mayHavePlaceholders(f)) else { return f }
    var g = f
    for (i, pair) in f.pairs.enumerated() {
      let name = f.name(i)
      guard !Self.unsubstitutedKeys.contains(name) else { continue }
      g.pairs[i].value = substitute(pair.value, f.path(name), key: name, &diagnostics)
    }
    return g
  }

  /// True when some scalar value of `f` contains a `{` (so a stray placeholder is found).
  /// Children are never scanned here (the key is tested first): each is scanned when it is
  /// read, and scanning them at every level walked an aliased subtree once per level above
  /// it (ten levels of ten aliases ran for minutes).
  static func mayHavePlaceholders(_ f: DocFields) -> Bool {
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
    DocText.hasByte(UInt8(ascii: "{"), in: text)
  }

  /// A value with `{index}`, `{index+K}`, `{index-K}` and `{FIELD}` filled in from the
  /// repetitions being read. A scalar that is exactly one placeholder takes the field's value
  /// itself (any type); otherwise the placeholders are spliced into the text.
  func substitute(
    _ node: DocNode, _ path: DocPath, key: String, _ diagnostics: inout Diagnostics
  ) -> DocNode {
    switch node {
    case .scalar(let scalar):
      return substituteScalar(scalar, node, path, key: key, &diagnostics)
    case .mapping(let map):
      var changed = false
      var pairs: [DocNode.Mapping.Pair] = []
      for (k, v) in map {
        let value = substitute(
          v, path.appending(k.scalarText ?? "?"), key: key, &diagnostics)
        if value != v { changed = true }
        pairs.append(.init(key: k, value: value))
      }
      return changed ? .mapping(.init(pairs, map.tag, map.mark)) : node
    case .sequence(let seq):
      var changed = false
      var items: [DocNode] = []
      for (i, v) in seq.enumerated() {
        let value = substitute(v, path.appending(index: i), key: key, &diagnostics)
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
    _ scalar: DocNode.Scalar, _ node: DocNode, _ path: DocPath, key: String,
    _ diagnostics: inout Diagnostics
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
      guard let value = resolve(p, written: written, at: node, path, key: key, &diagnostics)
      else {
        diagnostics.silence(path.description)
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
          diagnostics.report(
            .wrongType, at: node, path,
            "field '\(p.name)' is \(field.described); "
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
    _ p: Placeholder, written: String, at node: DocNode, _ path: DocPath, key: String,
    _ diagnostics: inout Diagnostics
  ) -> Resolved? {
    guard let innermost = contexts.last else {
      diagnostics.report(
        .invalidValue, at: node, path,
        "placeholder '\(DocText.clip(written))' outside any repetition",
        expected: "'repeat' or 'data' on this node or a section around it")
      return nil
    }
    if p.name == "index" {
      // Never past Int: the sum is checked, and K is bounded (the solver reads nine digits).
      guard abs(p.shift) <= Self.maximumIndexShift else {
        diagnostics.report(
          .invalidValue, at: node, path,
          "the shift in '\(DocText.clip(written))' is outside the supported range",
          expected: "{index+K} or {index-K} with K at most 999,999,999")
        return nil
      }
      if let index = innermost.index { return .number(index + p.shift) }
      if innermost.depth != nodeDepth {
        // Inside a repeated collection brick: its inner bricks are one layout for every copy.
        diagnostics.report(
          .invalidValue, at: node, path,
          "'\(DocText.clip(written))' inside a collection with 'repeat' "
            + "(every copy shows the same inner layout)",
          expected: "'data' on the collection (one copy per element) for content that varies")
        return nil
      }
      if Self.perItemTextKeys.contains(key) { return .keep }
      diagnostics.report(
        .invalidValue, at: node, path,
        "'\(DocText.clip(written))' in '\(key)' of \(innermost.repeatedNode) "
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
    diagnostics.report(
      .invalidValue, at: node, path,
      "unknown field '\(DocText.clip(p.name))' in '\(DocText.clip(written))'",
      expected: names.isEmpty
        ? "{index} (no 'data' around this node)"
        : "{index} or a field of the data: " + Suggestion.list(names),
      suggestion: Suggestion.nearest(to: p.name, in: names + ["index"]).map { "{\($0)}" })
    return nil
  }
}
