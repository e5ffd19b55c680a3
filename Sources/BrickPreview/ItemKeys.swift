import BrickCore

/// Items by key: a node's id, with `#k` for repetitions after the first (`photo`, `photo#1`),
/// the keys `StateDiff` reports. Keys survive a reload or a state change, item numbers do not.
/// Package-wide: the previewer's test support finds items by key.
package enum ItemKeys {
  /// The key of `item`.
  static func key(of item: Int, in compiled: CompiledLayout) -> String {
    let node = compiled.node(ofItem: item)
    let rep = compiled.index(ofItem: item, node: node)
    let id = compiled.id(ofNode: node)
    return rep == 0 ? id : "\(id)#\(rep)"
  }

  /// The item with this key, or nil.
  package static func item(forKey key: String, in compiled: CompiledLayout) -> Int? {
    let (id, rep) = split(key)
    if let node = compiled.node(forID: id, index: rep) {
      let start = compiled.itemStart(ofNode: node)
      return start + rep - compiled.index(ofItem: start, node: node)
    }
    guard let node = node(forID: id, in: compiled) else { return nil }
    guard rep < compiled.repetitions(ofNode: node) else { return nil }
    return compiled.itemStart(ofNode: node) + rep
  }

  /// The items of many keys at once (one pass over the nodes).
  static func items(forKeys keys: [String], in compiled: CompiledLayout) -> [String: Int] {
    guard !keys.isEmpty else { return [:] }
    var nodes: [String: Int] = [:]
    for n in 0..<compiled.nodeCount where compiled.explicitIDs[n] == nil {
      nodes[compiled.id(ofNode: n)] = n
    }
    var out: [String: Int] = [:]
    for key in keys {
      let (id, rep) = split(key)
      if compiled.nodeForID[id] != nil {
        if let item = item(forKey: key, in: compiled) { out[key] = item }
        continue
      }
      guard let n = nodes[id], rep < compiled.repetitions(ofNode: n) else { continue }
      out[key] = compiled.itemStart(ofNode: n) + rep
    }
    return out
  }

  /// `photo#3` → (`photo`, 3); `photo` → (`photo`, 0).
  static func split(_ key: String) -> (String, Int) {
    if let hash = key.lastIndex(of: "#"), let rep = Int(key[key.index(after: hash)...]), rep >= 0 {
      return (String(key[..<hash]), rep)
    }
    return (key, 0)
  }

  static func node(forID id: String, in compiled: CompiledLayout) -> Int? {
    if let n = compiled.nodeForID[id] { return n }
    if id == "root" { return 0 }
    guard id.hasPrefix("root.") else { return nil }
    for n in 0..<compiled.nodeCount
    where compiled.explicitIDs[n] == nil && compiled.id(ofNode: n) == id {
      return n
    }
    return nil
  }
}

/// The items a new layout changed, by kind: what the flash and appear animations show. Made
/// from a `StateDiff` in one pass over the keys, so a reload can make it off the loop.
struct ChangedItems: Hashable, Sendable {
  /// Items whose brick moved to another place among its siblings.
  var moved: [Int] = []
  /// Items whose brick changed its content or its style.
  var updated: [Int] = []
  /// Items whose brick is new, in the diff's order.
  var inserted: [Int] = []

  /// The items of `diff`'s keys in `compiled` (keys without an item are left out).
  init(_ diff: StateDiff, in compiled: CompiledLayout) {
    let items = ItemKeys.items(forKeys: diff.inserted + diff.updated + diff.moved, in: compiled)
    moved = diff.moved.compactMap { items[$0] }
    updated = diff.updated.compactMap { items[$0] }
    inserted = diff.inserted.compactMap { items[$0] }
  }
}
