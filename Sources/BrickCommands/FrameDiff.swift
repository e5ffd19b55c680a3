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

  var isEmpty: Bool { moved.isEmpty && resized.isEmpty && appeared.isEmpty && disappeared.isEmpty }

  init(old: Scene, new: Scene) {
    offset = new.viewport.offset
    let before = Self.frames(old)
    let after = Self.frames(new)
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

  /// Every item's displayed frame in content coordinates, as `frames` prints it.
  static func frames(_ scene: Scene) -> [Key: Rect] {
    var out: [Key: Rect] = [:]
    func visit(_ items: [ExportItem]) {
      for item in items {
        let key = Key(
          collection: item.collection ?? "", collectionIndex: item.collectionIndex ?? 0,
          id: item.id, index: item.index)
        out[key] = item.contentFrame
        visit(item.children)
      }
    }
    visit(ExportItems.collect(scene))
    return out
  }

  // MARK: - Output

  static func text(_ diffs: [FrameDiff], old: String, new: String, device: String) -> String {
    var lines: [String] = []
    for d in diffs {
      lines.append(
        "\(old) → \(new) (\(device), offset \(num(d.offset.x)),\(num(d.offset.y)))"
      )
      if d.isEmpty { lines.append("no frame changes") }
      for c in d.moved {
        lines.append("moved: \(c.key.label) \(point(c.old)) → \(point(c.new))")
      }
      for c in d.resized {
        lines.append("resized: \(c.key.label) \(size(c.old)) → \(size(c.new))")
      }
      for (k, r) in d.appeared { lines.append("appeared: \(k.label) at \(point(r)) \(size(r))") }
      for (k, r) in d.disappeared {
        lines.append("disappeared: \(k.label) (was at \(point(r)) \(size(r)))")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func num(_ v: Double) -> String { n(v) }
  static func point(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y))" }
  static func size(_ r: Rect) -> String { "\(n(r.width))×\(n(r.height))" }

  static func json(_ diffs: [FrameDiff], old: String, new: String, device: String) -> String {
    func rect(_ r: Rect) -> String {
      "{\"x\": \(n(r.x)), \"y\": \(n(r.y)), \"width\": \(n(r.width)), \"height\": \(n(r.height))}"
    }
    func key(_ k: Key) -> String {
      var s = "\"id\": \"\(escape(k.id))\", \"index\": \(k.index)"
      if !k.collection.isEmpty {
        s +=
          ", \"collection\": \"\(escape(k.collection))\", \"collectionIndex\": \(k.collectionIndex)"
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
        "old": "\(escape(old))", "new": "\(escape(new))", "device": "\(escape(device))",
        "changed": \(diffs.contains { !$0.isEmpty }),
        "offsets": [
      \(entries.joined(separator: ",\n"))
        ]
      }
      """
  }
}
