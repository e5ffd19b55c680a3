// Yams' C module (libyaml), imported here and nowhere else: Yams does not export it as a
// product, but the composer reads libyaml's events with their marks (Yams' Swift `Parser`
// hands out nodes without the byte positions our errors need), and libyaml's nesting limit
// has no Swift API (`setYAMLNestingLimit` below, which the executable calls). Anything else
// that needs libyaml goes through this file.
#if canImport(CYaml)
  internal import CYaml
#endif

extension LayoutLoader {
  /// Sets libyaml's nesting limit, a global of the C library (1,000 nested mappings and lists
  /// by default), to `LayoutLoader.documentNestingLimit`, so that the loader's own limit is
  /// the one users meet. A process-wide change: only the executable's `ProcessSetup` calls it,
  /// once, before a command that loads YAML runs.
  public static func setYAMLNestingLimit() {
    #if canImport(CYaml)
      yaml_set_max_nest_level(Int32(documentNestingLimit))
    #endif
  }
}

/// What goes wrong composing YAML, with libyaml's positions (1-based lines and columns).
enum YAMLFailure: Error {
  /// A scanner, parser or composer error: libyaml's problem, where it is, and the context
  /// libyaml gives (what it was reading, and where that started).
  case syntax(problem: String, mark: DocMark, context: (text: String, mark: DocMark)?)
  /// Bytes that are not text: libyaml's problem and the byte offset where it found it.
  case reader(problem: String, byteOffset: Int)
  /// Keys used twice in one mapping: the duplicated keys sorted, and where the first of them
  /// is first used.
  case duplicateKeys([String], first: DocMark)
  /// libyaml could not allocate memory.
  case memory
  /// Mappings and lists nest deeper than the composer was asked to go (`compose`'s
  /// `maximumNesting`), at this mark.
  case nestingPast(DocMark)
}

/// Composes YAML text into `DocNode`s straight from libyaml's events: the tree Yams' composer
/// builds (aliases copied in, duplicate keys rejected, one document per file), without a tag
/// object, an event object and an anchor per node.
///
/// Positions are libyaml's: a node starts where its first event starts (its tag or anchor,
/// if it has one).
final class YAMLComposer {
  #if canImport(CYaml)
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
  #endif
  private var anchors: [String: DocNode] = [:]
  /// What the entries of which lists may add up to, aliases expanded (`ExpansionBudget`).
  private let budget: ExpansionBudget?
  /// How deep mappings and lists may nest (`compose`), and how deep they do where it is.
  private let maximumNesting: Int
  private var nesting = 0
  /// Entries of the budget's lists composed so far, aliases expanded (saturating), and what
  /// each anchored node adds when an alias repeats it: the count is known before anyone
  /// walks the document (`Document.tooManyNodesAt`), so an alias bomb stops at once.
  private var brickEntries = 0
  private var anchorEntries: [String: Int] = [:]
  private var tooManyNodesAt: DocMark?
  private var tagNames = DocTagNames()
  private var hasAliases = false
  private var hasMergeKeys = false
  /// The children of the mappings and lists being composed (`OpenNodes`).
  private let openPairs = OpenNodes<DocNode.Mapping.Pair>()
  private let openItems = OpenNodes<DocNode>()

  private init(budget: ExpansionBudget?, maximumNesting: Int) {
    self.budget = budget
    self.maximumNesting = maximumNesting
    #if canImport(CYaml)
      yaml_parser_initialize(parser)
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      event.initialize(to: yaml_event_t())
    #endif
  }

  deinit {
    #if canImport(CYaml)
      yaml_event_delete(event)
      yaml_parser_delete(parser)
      event.deallocate()
      parser.deallocate()
    #endif
  }

  /// The single document of `text`; its root is nil when the stream holds no document.
  /// With `budget`, the document notes where the entries of its lists first pass it. With
  /// `maximumNesting`, mappings and lists nested deeper stop composing (`.nestingPast`), which
  /// bounds the composer's recursion; without, only libyaml's own limit applies.
  static func compose(
    _ text: String, budget: ExpansionBudget? = nil, maximumNesting: Int? = nil
  ) throws(YAMLFailure) -> Document {
    var text = text
    let composer = YAMLComposer(budget: budget, maximumNesting: maximumNesting ?? Int.max)
    return try text.withUTF8 { bytes in
      Result { () throws(YAMLFailure) -> Document in try composer.run(bytes) }
    }.get()
  }

  private func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(YAMLFailure) -> Document {
    #if canImport(CYaml)
      yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
      _ = try next()  // the stream's start
      guard try next() != YAML_STREAM_END_EVENT else { return Document(root: nil) }
      _ = try next()
      let root = try node()
      _ = try next()  // the document's end
      if try next() != YAML_STREAM_END_EVENT {
        throw .syntax(
          problem: "but found another document", mark: startMark,
          context: ("expected a single document in the stream", DocMark(line: 1, column: 1)))
      }
      return Document(
        root: root, tagNames: tagNames, hasAliases: hasAliases, hasMergeKeys: hasMergeKeys,
        tooManyNodesAt: tooManyNodesAt)
    #else
      return Document(root: nil)
    #endif
  }

  #if canImport(CYaml)
    /// Replaces the current event with the next one.
    private func next() throws(YAMLFailure) -> yaml_event_type_t {
      yaml_event_delete(event)
      guard yaml_parser_parse(parser, event) == 1 else { throw failure() }
      return event.pointee.type
    }

    private var startMark: DocMark {
      DocMark(
        line: Int(event.pointee.start_mark.line) + 1,
        column: Int(event.pointee.start_mark.column) + 1)
    }

    /// The node that starts with the current event; on return the current event is its last.
    private func node() throws(YAMLFailure) -> DocNode {
      let mark = startMark
      switch event.pointee.type {
      case YAML_ALIAS_EVENT:
        hasAliases = true
        let name = Self.string(event.pointee.data.alias.anchor) ?? ""
        guard let node = anchors[name] else {
          throw .syntax(problem: "found undefined alias", mark: mark, context: nil)
        }
        countEntries(anchorEntries[name] ?? 0, at: mark)
        return node
      case YAML_SCALAR_EVENT:
        let data = event.pointee.data.scalar
        let text = String(
          decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let tag = data.quoted_implicit == 1 ? .str : tag(data.tag)
        let style = ScalarStyle(rawValue: UInt8(clamping: data.style.rawValue)) ?? .any
        let anchor = Self.string(data.anchor)
        let node = DocNode.scalar(.init(text, tag, style, mark))
        if let anchor { anchors[anchor] = node }
        return node
      case YAML_SEQUENCE_START_EVENT:
        let data = event.pointee.data.sequence_start
        let tag = data.implicit != 0 ? .implicit : tag(data.tag)
        let anchor = Self.string(data.anchor)
        let entriesBefore = brickEntries
        try enter(at: mark)
        defer { nesting -= 1 }
        let base = openItems.open()
        defer { openItems.close(base) }
        while try next() != YAML_SEQUENCE_END_EVENT {
          let item = try node()
          openItems.append(item)
        }
        let node = DocNode.sequence(.init(openItems.take(base), tag, mark))
        if let anchor {
          anchors[anchor] = node
          anchorEntries[anchor] = brickEntries &- entriesBefore
        }
        return node
      case YAML_MAPPING_START_EVENT:
        let data = event.pointee.data.mapping_start
        let tag = data.implicit != 0 ? .implicit : tag(data.tag)
        let anchor = Self.string(data.anchor)
        let entriesBefore = brickEntries
        try enter(at: mark)
        defer { nesting -= 1 }
        let base = openPairs.open()
        defer { openPairs.close(base) }
        while try next() != YAML_MAPPING_END_EVENT {
          let key = try node()
          if YAMLMergeKeys.isMergeKey(key) { hasMergeKeys = true }
          _ = try next()
          let valueMark = startMark
          let value = try node()
          if let budget, case .sequence(let items) = value, case .scalar(let k) = key,
            DocText.same(k.string, budget.listKey)
          {
            countEntries(items.count, at: valueMark)
          }
          openPairs.append(.init(key: key, value: value))
        }
        let pairs = openPairs.take(base)
        if let (keys, first) = Self.duplicateKeys(pairs) {
          throw .duplicateKeys(keys, first: first)
        }
        let node = DocNode.mapping(.init(pairs, tag, mark))
        if let anchor {
          anchors[anchor] = node
          anchorEntries[anchor] = brickEntries &- entriesBefore
        }
        return node
      default:
        throw .syntax(problem: "unexpected event", mark: mark, context: nil)
      }
    }

    /// Counts one more level of nesting at `mark`, stopping past `maximumNesting`.
    private func enter(at mark: DocMark) throws(YAMLFailure) {
      nesting += 1
      if nesting > maximumNesting { throw .nestingPast(mark) }
    }

    /// Adds `n` entries of the budget's lists (saturating at `Int.max`); notes `mark` when the
    /// count first passes the budget.
    private func countEntries(_ n: Int, at mark: DocMark) {
      guard let budget else { return }
      let (sum, overflow) = brickEntries.addingReportingOverflow(n)
      brickEntries = overflow ? Int.max : sum
      if tooManyNodesAt == nil && brickEntries > budget.limit {
        tooManyNodesAt = mark
      }
    }

    /// The error libyaml stopped with.
    private func failure() -> YAMLFailure {
      let p = parser.pointee
      func mark(_ m: yaml_mark_t) -> DocMark {
        DocMark(line: Int(m.line) + 1, column: Int(m.column) + 1)
      }
      let problem = p.problem.map { String(cString: $0) } ?? "unknown problem"
      switch p.error {
      case YAML_MEMORY_ERROR:
        return .memory
      case YAML_READER_ERROR:
        return .reader(problem: problem, byteOffset: Int(p.problem_offset))
      default:
        let context = p.context.map { (String(cString: $0), mark(p.context_mark)) }
        return .syntax(problem: problem, mark: mark(p.problem_mark), context: context)
      }
    }

    /// The tag written as `name` (none when nil).
    private func tag(_ name: UnsafeMutablePointer<UInt8>?) -> DocTag {
      Self.string(name).map { tagNames.tag(named: $0) } ?? .implicit
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
      guard let pointer else { return nil }
      return String.decodeCString(pointer, as: UTF8.self, repairingInvalidCodeUnits: true)?.result
    }
  #endif

  /// The keys of `pairs` that are used more than once (YAML's equality: the same text and
  /// resolved tag), sorted, and where the first of them is first used; nil when every key is
  /// used once.
  static func duplicateKeys(_ pairs: [DocNode.Mapping.Pair]) -> ([String], DocMark)? {
    var repeated: [Int] = []
    if pairs.count <= 16 {
      for i in pairs.indices.dropFirst() {
        guard let first = pairs[..<i].firstIndex(where: { $0.key == pairs[i].key }) else {
          continue
        }
        if !repeated.contains(first) { repeated.append(first) }
      }
    } else {
      var firsts: [DocNode: Int] = [:]
      var seen: Set<Int> = []
      for (i, pair) in pairs.enumerated() {
        if let first = firsts[pair.key] {
          if seen.insert(first).inserted { repeated.append(first) }
        } else {
          firsts[pair.key] = i
        }
      }
    }
    guard !repeated.isEmpty else { return nil }
    let keys = repeated.map { pairs[$0].key }.sorted { a, b in
      switch (a, b) {
      case (.scalar(let x), .scalar(let y)): x.string < y.string
      default: false
      }
    }
    let names = keys.map { key in
      if case .scalar(let s) = key { return s.string }
      return "<uncovertable>"
    }
    return (names, keys[0].mark ?? DocMark(line: 0, column: 0))
  }
}

/// A limit on what aliases may expand a document to, counted while it is composed: the
/// entries of every list that is the value of `listKey`, each alias counting all the entries
/// of what it repeats.
struct ExpansionBudget {
  var listKey: String
  var limit: Int
}
