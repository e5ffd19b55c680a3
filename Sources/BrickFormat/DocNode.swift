/// One node of a parsed layout document: what the strict JSON parser and the YAML composer
/// build, and what the `LayoutValidator` reads (docs/layout-file.md#nodes).
///
/// It keeps only what the validator looks at: a scalar's text, style and tag, a mapping's pairs
/// in file order, a list's items, and every node's line and column. A scalar is 32 bytes
/// (text up to 15 UTF-8 bytes stays inline), so a brick of five keys costs one array of ten
/// nodes; Yams' node tree gave each node a tag object and an optional anchor besides.
///
/// Equality is YAML's, as Yams' composer checks duplicate keys: the same text (or the same
/// pairs or items) and the same resolved tag; positions and styles do not count.
enum DocNode: Hashable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A scalar: its text as written (quotes and escapes resolved), its style and tag.
  struct Scalar: Hashable {
    var string: String
    var tag: DocTag
    var style: ScalarStyle
    private var position: DocPosition

    init(_ string: String, _ tag: DocTag, _ style: ScalarStyle, _ mark: DocMark?) {
      self.string = string
      self.tag = tag
      self.style = style
      position = DocPosition(mark)
    }

    var mark: DocMark? { position.mark }

    static func == (a: Scalar, b: Scalar) -> Bool {
      a.string == b.string && a.tag.resolved(as: .str) == b.tag.resolved(as: .str)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(string)
      hasher.combine(tag.resolved(as: .str))
    }
  }

  /// A mapping's pairs in file order (duplicate keys are rejected before one is built).
  struct Mapping: Hashable, RandomAccessCollection {
    struct Pair: Hashable {
      var key: DocNode
      var value: DocNode
    }

    var pairs: [Pair]
    var tag: DocTag
    private var position: DocPosition

    init(_ pairs: [Pair], _ tag: DocTag, _ mark: DocMark?) {
      self.pairs = pairs
      self.tag = tag
      position = DocPosition(mark)
    }

    var mark: DocMark? { position.mark }
    var startIndex: Int { 0 }
    var endIndex: Int { pairs.count }
    subscript(_ i: Int) -> (key: DocNode, value: DocNode) { (pairs[i].key, pairs[i].value) }

    static func == (a: Mapping, b: Mapping) -> Bool {
      a.pairs == b.pairs && a.tag.resolved(as: .map) == b.tag.resolved(as: .map)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(pairs)
      hasher.combine(tag.resolved(as: .map))
    }
  }

  /// A list's items in file order.
  struct Sequence: Hashable, RandomAccessCollection {
    var items: [DocNode]
    var tag: DocTag
    private var position: DocPosition

    init(_ items: [DocNode], _ tag: DocTag, _ mark: DocMark?) {
      self.items = items
      self.tag = tag
      position = DocPosition(mark)
    }

    var mark: DocMark? { position.mark }
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(_ i: Int) -> DocNode { items[i] }

    static func == (a: Sequence, b: Sequence) -> Bool {
      a.items == b.items && a.tag.resolved(as: .seq) == b.tag.resolved(as: .seq)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(items)
      hasher.combine(tag.resolved(as: .seq))
    }
  }

  /// Where the node starts: 1-based line and column (columns count Unicode scalars).
  var mark: DocMark? {
    switch self {
    case .scalar(let s): s.mark
    case .mapping(let m): m.mark
    case .sequence(let s): s.mark
    }
  }

  var tag: DocTag {
    switch self {
    case .scalar(let s): s.tag
    case .mapping(let m): m.tag
    case .sequence(let s): s.tag
    }
  }
}

/// A 1-based line and column in a layout file (columns count Unicode scalars, as libyaml's).
struct DocMark: Hashable, Comparable {
  var line: Int
  var column: Int

  static func < (a: DocMark, b: DocMark) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// A mark stored in 8 bytes (a file of 32 MB has fewer lines and columns than 2^31).
private struct DocPosition: Hashable {
  var line: Int32
  var column: Int32

  init(_ mark: DocMark?) {
    line = Int32(clamping: mark?.line ?? 0)
    column = Int32(clamping: mark?.column ?? 0)
  }

  var mark: DocMark? { line == 0 ? nil : DocMark(line: Int(line), column: Int(column)) }
}

/// How a scalar was written; the raw values are libyaml's `yaml_scalar_style_t`.
enum ScalarStyle: UInt8, Hashable {
  case any = 0
  case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A node's tag: none written (`implicit`), `!`, one of YAML's core schema and the merge key,
/// or another tag, numbered in the document's `DocTagNames`.
struct DocTag: Hashable {
  var code: UInt32

  static let implicit = DocTag(code: 0)
  static let nonSpecific = DocTag(code: 1)
  static let str = DocTag(code: 2)
  static let seq = DocTag(code: 3)
  static let map = DocTag(code: 4)
  static let bool = DocTag(code: 5)
  static let float = DocTag(code: 6)
  static let null = DocTag(code: 7)
  static let int = DocTag(code: 8)
  static let merge = DocTag(code: 9)
  /// Codes from here on number the other tags of a document.
  static let firstOther: UInt32 = 16

  /// The full names of the known tags, by code.
  static let knownNames: [String] = [
    "", "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:float", "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:int", "tag:yaml.org,2002:merge",
  ]

  /// True for YAML's core schema, `!` and the merge key: the tags a layout file may carry.
  var isKnown: Bool { code < Self.firstOther }

  /// The tag after resolution without rules (Yams' basic resolver): no tag and `!` resolve
  /// to the node kind's default.
  func resolved(as kindDefault: DocTag) -> DocTag {
    self == .implicit || self == .nonSpecific ? kindDefault : self
  }
}

/// The names of the tags outside `DocTag`'s known ones, as one document uses them.
struct DocTagNames {
  private(set) var names: [String] = []
  private var codes: [String: UInt32] = [:]

  /// The tag for a full tag name (`tag:yaml.org,2002:str`, `!custom`).
  mutating func tag(named name: String) -> DocTag {
    if let known = DocTag.knownNames.firstIndex(of: name) { return DocTag(code: UInt32(known)) }
    if let code = codes[name] { return DocTag(code: code) }
    let code = DocTag.firstOther + UInt32(names.count)
    names.append(name)
    codes[name] = code
    return DocTag(code: code)
  }

  /// The full name of `tag`.
  func name(of tag: DocTag) -> String {
    if tag.isKnown { return DocTag.knownNames[Int(tag.code)] }
    let index = Int(tag.code - DocTag.firstOther)
    return index < names.count ? names[index] : "!"
  }
}

/// The children of the mappings or lists being built, innermost last, in one buffer: a parser
/// opens a node (noting where its children start), appends them, and moves them out into an
/// array of their own size when the node closes (moved, not copied: no child is retained and
/// released again on the way).
///
/// One parser uses one on one thread, so its state skips the runtime's exclusivity checks.
final class OpenNodes<Element> {
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private var capacity = 256
  /// How many children are open.
  @exclusivity(unchecked) private var count = 0

  init() { storage = .allocate(capacity: capacity) }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Where the next node's children start.
  func open() -> Int { count }

  @inline(__always)
  func append(_ element: Element) {
    if count == capacity { grow() }
    (storage + count).initialize(to: element)
    count += 1
  }

  @inline(never)
  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }

  /// The children of the node opened at `base`, valid until the next `append`.
  func top(_ base: Int) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: storage + base, count: count - base)
  }

  /// The children of the node opened at `base`, moved into an array of their own (the node
  /// is then empty).
  func take(_ base: Int) -> [Element] {
    let n = count - base
    guard n > 0 else { return [] }
    let children = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
      if let target = buffer.baseAddress { target.moveInitialize(from: storage + base, count: n) }
      initialized = n
    }
    count = base
    return children
  }

  /// Forgets the children of the node opened at `base` (none after `take`).
  func close(_ base: Int) {
    guard count > base else { return }
    (storage + base).deinitialize(count: count - base)
    count = base
  }
}

/// A parsed document: its root node (nil for an empty one), the names of its other tags,
/// and whether it uses aliases (then one written node may stand in several places).
struct Document {
  var root: DocNode?
  var tagNames = DocTagNames()
  var hasAliases = false
  /// Whether some mapping has a merge key (`<<`, `YAMLMergeKeys`); never in JSON.
  var hasMergeKeys = false
  /// Whether some string may hold a `{` (false only when the parser knows none does).
  var hasBraces = true
  /// Where the entries of the composer's `ExpansionBudget` lists, counted with every alias
  /// expanded, first pass its limit: the alias (or node) that passed it. Nil when they stay
  /// within it (or there is no budget).
  var tooManyNodesAt: DocMark?
}
