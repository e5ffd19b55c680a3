import BrickCore
import BrickExport

/// The frame changes between two scenes at the same offset: items (collection contents
/// included) matched by id, repetition index and enclosing collection.
struct FrameDiff {
  /// An item's identity across the two files.
  struct Key: Hashable, Comparable {
    var collection: String
    var collectionIndex: Int
    var id: String
    var index: Int

    static func < (a: Key, b: Key) -> Bool {
      (a.collection, a.collectionIndex, a.id, a.index) < (
        b.collection, b.collectionIndex, b.id, b.index
      )
    }

    /// `id`, `id#3`, `inner#1 in carousel#0`.
    var label: String {
      var s = index > 0 ? "\(id)#\(index)" : id
      if !collection.isEmpty { s += " in \(collection)#\(collectionIndex)" }
      return s
    }
  }

  /// One changed item: its frame before and after.
  struct Change {
    var key: Key
    var old: Rect
    var new: Rect
  }

  var offset: Point
  var moved: [Change] = []
  var resized: [Change] = []
  var appeared: [(Key, Rect)] = []
  var disappeared: [(Key, Rect)] = []
  /// The sections and collection bricks, in either scene: their size follows their contents,
  /// so their resizing is a consequence, not a change of its own.
  var containers: Set<Key> = []

  var isEmpty: Bool { moved.isEmpty && resized.isEmpty && appeared.isEmpty && disappeared.isEmpty }

  init(old: Scene, new: Scene) {
    offset = new.viewport.offset
    var containers: Set<Key> = []
    let before = Self.frames(old, containers: &containers)
    let after = Self.frames(new, containers: &containers)
    self.containers = containers
    for key in before.keys.sorted() {
      guard let o = before[key] else { continue }
      guard let n = after[key] else {
        disappeared.append((key, o))
        continue
      }
      if o.x != n.x || o.y != n.y { moved.append(Change(key: key, old: o, new: n)) }
      if o.width != n.width || o.height != n.height {
        resized.append(Change(key: key, old: o, new: n))
      }
    }
    for key in after.keys.sorted() where before[key] == nil {
      if let n = after[key] { appeared.append((key, n)) }
    }
  }

  /// Every item's displayed frame in content coordinates, as `frames` prints it; the keys of
  /// sections and collection bricks are added to `containers`.
  static func frames(_ scene: Scene, containers: inout Set<Key>) -> [Key: Rect] {
    var out: [Key: Rect] = [:]
    func visit(_ items: [ExportItem]) {
      for item in items {
        let key = Key(
          collection: item.collection ?? "", collectionIndex: item.collectionIndex ?? 0,
          id: item.id, index: item.index)
        out[key] = item.contentFrame
        if item.isSection || item.isCollection || !item.children.isEmpty {
          containers.insert(key)
        }
        visit(item.children)
      }
    }
    visit(ExportItems.collect(scene))
    return out
  }

  /// The changes split into what changed and what followed from it.
  ///
  /// The changes are the items that appeared, disappeared or resized (containers aside: they
  /// grow and shrink with their contents); the consequences are the containers that resized
  /// and the items that moved. With no such change (a section's inset, a reordering), the
  /// container resizes are the changes; with none of those either, the moves are.
  var split: (changes: [String], resizedContainers: [Change], moved: [Change]) {
    var changes: [String] = []
    let inOrder = resized.sorted(by: Self.readingOrder)
    let own = inOrder.filter { !containers.contains($0.key) }
    var consequent = inOrder.filter { containers.contains($0.key) }
    for c in own {
      changes.append("resized: \(c.key.label) \(Self.size(c.old)) → \(Self.size(c.new))")
    }
    for (k, r) in appeared {
      changes.append("appeared: \(k.label) at \(Self.point(r)) \(Self.size(r))")
    }
    for (k, r) in disappeared {
      changes.append("disappeared: \(k.label) (was at \(Self.point(r)) \(Self.size(r)))")
    }
    if changes.isEmpty {
      for c in consequent {
        changes.append("resized: \(c.key.label) \(Self.size(c.old)) → \(Self.size(c.new))")
      }
      consequent = []
    }
    if changes.isEmpty {
      for c in moved.sorted(by: Self.readingOrder) {
        changes.append("moved: \(c.key.label) \(Self.point(c.old)) → \(Self.point(c.new))")
      }
      return (changes, [], [])
    }
    return (changes, consequent, moved)
  }

  /// Top to bottom, then left to right, by the frame before the change.
  static func readingOrder(_ a: Change, _ b: Change) -> Bool {
    (a.old.y, a.old.x, a.key) < (b.old.y, b.old.x, b.key)
  }

  // MARK: - Output

  /// The text of `diff OLD NEW`: per offset, what changed first (items resized, appeared,
  /// disappeared), then what followed from it in a summary: the containers that resized and
  /// the items that moved, grouped by how far (a brick 10 points taller moves every item
  /// below it; those are one line, not one each).
  static func text(_ diffs: [FrameDiff], old: String, new: String, device: String) -> String {
    var lines: [String] = []
    for d in diffs {
      lines.append(
        "\(old) → \(new) (\(device), offset \(num(d.offset.x)),\(num(d.offset.y)))"
      )
      if d.isEmpty {
        lines.append("no frame changes")
        continue
      }
      let (changes, containers, moved) = d.split
      lines += changes
      guard !containers.isEmpty || !moved.isEmpty else { continue }
      var parts: [String] = []
      if !containers.isEmpty { parts.append(count(containers.count, "section") + " resized") }
      if !moved.isEmpty { parts.append(count(moved.count, "item") + " moved") }
      lines.append(
        "because of \(changes.count == 1 ? "it" : "these"), \(parts.joined(separator: " and ")):")
      for c in containers {
        lines.append("  resized: \(c.key.label) \(size(c.old)) → \(size(c.new))")
      }
      lines += movedGroups(moved).map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// Moves grouped by their displacement, the largest group first: `moved 0,+10: row, row#1,
  /// ... (14 items)`, naming at most `namedPerGroup` items of each, in reading order.
  static func movedGroups(_ moved: [Change]) -> [String] {
    var groups: [Point: [Change]] = [:]
    var order: [Point] = []
    for c in moved.sorted(by: readingOrder) {
      let delta = Point(x: c.new.x - c.old.x, y: c.new.y - c.old.y)
      if groups[delta] == nil { order.append(delta) }
      groups[delta, default: []].append(c)
    }
    let sorted = order.enumerated().sorted { a, b in
      let (ca, cb) = (groups[a.element]?.count ?? 0, groups[b.element]?.count ?? 0)
      return ca != cb ? ca > cb : a.offset < b.offset
    }
    return sorted.map { _, delta in
      let members = groups[delta] ?? []
      var names = members.prefix(namedPerGroup).map(\.key.label).joined(separator: ", ")
      if members.count > namedPerGroup { names += ", …" }
      let total = members.count == 1 ? "" : " (\(members.count) items)"
      return "moved \(signed(delta.x)),\(signed(delta.y)): \(names)\(total)"
    }
  }

  /// How many items of a moved group are named.
  static let namedPerGroup = 6

  /// `1 item`, `3 items`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// `0`, `+10`, `-4.5`.
  static func signed(_ v: Double) -> String { v > 0 ? "+" + n(v) : n(v) }

  static func num(_ v: Double) -> String { n(v) }
  static func point(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y))" }
  static func size(_ r: Rect) -> String { "\(n(r.width))×\(n(r.height))" }

  static func json(_ diffs: [FrameDiff], old: String, new: String, device: String) -> String {
    func rect(_ r: Rect) -> String {
      "{\"x\": \(n(r.x)), \"y\": \(n(r.y)), \"width\": \(n(r.width)), \"height\": \(n(r.height))}"
    }
    func key(_ k: Key) -> String {
      var s = "\"id\": \"\(JSONString.escaped(k.id))\", \"index\": \(k.index)"
      if !k.collection.isEmpty {
        s += ", \"collection\": \"\(JSONString.escaped(k.collection))\", "
        s += "\"collectionIndex\": \(k.collectionIndex)"
      }
      return s
    }
    func changes(_ list: [Change]) -> String {
      "["
        + list.map { "{\(key($0.key)), \"from\": \(rect($0.old)), \"to\": \(rect($0.new))}" }
        .joined(separator: ", ") + "]"
    }
    func placed(_ list: [(Key, Rect)]) -> String {
      "[" + list.map { "{\(key($0.0)), \"frame\": \(rect($0.1))}" }.joined(separator: ", ") + "]"
    }
    let entries = diffs.map { d in
      "    {\"contentOffset\": {\"x\": \(n(d.offset.x)), \"y\": \(n(d.offset.y))}, "
        + "\"moved\": \(changes(d.moved)), \"resized\": \(changes(d.resized)), "
        + "\"appeared\": \(placed(d.appeared)), \"disappeared\": \(placed(d.disappeared))}"
    }
    return """
      {
        "old": "\(JSONString.escaped(old))", "new": "\(JSONString.escaped(new))", \
      "device": "\(JSONString.escaped(device))",
        "changed": \(diffs.contains { !$0.isEmpty }),
        "offsets": [
      \(entries.joined(separator: ",\n"))
        ]
      }
      """
  }
}
