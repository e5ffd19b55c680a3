import BrickCore

/// Writes the frames output of FORMAT.md §3: one JSON object per scene, keys in the contract's
/// order, numbers as the shortest text that reads back to the same Double (integers without
/// a fraction). Streams through `write` in chunks, so a million items never build one string.
struct FramesJSON {
  var write: (String) -> Void
  private var buffer = ""

  init(write: @escaping (String) -> Void) {
    self.write = write
    buffer.reserveCapacity(1 << 16)
  }

  /// Emits one scene as a JSON object.
  mutating func emit(_ scene: Scene, indent: String = "") {
    let layout = scene.layout
    let compiled = layout.compiled
    let env = layout.environment
    let t = env.traits
    append("\(indent){\n")
    append("\(indent)  \"viewport\": {\"width\": \(n(scene.viewport.size.width)), \"height\": \(n(scene.viewport.size.height))},\n")
    append("\(indent)  \"orientation\": \"\(t.orientation.rawValue)\", \"horizontalSizeClass\": \"\(t.horizontalSizeClass.rawValue)\", \"verticalSizeClass\": \"\(t.verticalSizeClass.rawValue)\",\n")
    append("\(indent)  \"contentOffset\": {\"x\": \(n(scene.viewport.offset.x)), \"y\": \(n(scene.viewport.offset.y))},\n")
    append("\(indent)  \"contentSize\": {\"width\": \(n(scene.contentSize.width)), \"height\": \(n(scene.contentSize.height))},\n")
    if let target = scene.targetContentOffset {
      append("\(indent)  \"targetContentOffset\": {\"x\": \(n(target.x)), \"y\": \(n(target.y))},\n")
    }
    append("\(indent)  \"items\": [")
    var first = true
    var node = 0
    for item in 0..<layout.solvedItemCount {
      // Items are in pre-order: advance the node cursor instead of searching for each item.
      while node + 1 < compiled.nodeCount && compiled.itemStart(ofNode: node + 1) <= item { node += 1 }
      let a = scene.attributes(of: item)
      let original = layout.originalFrame(of: item)
      let parent = compiled.parentNode(of: node).map { "\"\(escape(compiled.id(ofNode: $0)))\"" } ?? "null"
      append(first ? "\n" : ",\n")
      first = false
      append("\(indent)    {\"id\": \"\(escape(compiled.id(ofNode: node)))\", \"index\": \(item - compiled.itemStart(ofNode: node)), ")
      append("\"type\": \"\(typeName(compiled.contents[node]))\", \"parent\": \(parent),\n")
      append("\(indent)     \"frame\": \(rect(a.frame)),\n")
      append("\(indent)     \"originalFrame\": \(rect(original)),\n")
      append("\(indent)     \"zIndex\": \(a.zIndex), \"hidden\": \(a.hidden), \"alpha\": \(n(a.alpha)), \"scale\": \(n(a.scale))")
      if let p = a.stickingPercentage { append(", \"stickingPercentage\": \(n(p))") }
      append("}")
      if buffer.utf8.count > 60_000 { flush() }
    }
    append(first ? "],\n" : "\n\(indent)  ],\n")
    let i = scene.contentInset
    append("\(indent)  \"contentInset\": {\"top\": \(n(i.top)), \"left\": \(n(i.left)), \"bottom\": \(n(i.bottom)), \"right\": \(n(i.right))},\n")
    append("\(indent)  \"maxZIndex\": \(compiled.maxZIndex)\n")
    append("\(indent)}")
  }

  mutating func append(_ s: String) { buffer += s }

  mutating func flush() {
    if !buffer.isEmpty { write(buffer) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func rect(_ r: Rect) -> String {
    "{\"x\": \(n(r.x)), \"y\": \(n(r.y)), \"width\": \(n(r.width)), \"height\": \(n(r.height))}"
  }

  private func typeName(_ c: Content) -> String {
    switch c {
    case .label: "label"
    case .button: "button"
    case .image: "image"
    case .brick: "brick"
    case .section: "section"
    case .collection: "collection"
    }
  }
}

/// A JSON number: integers without a fraction, others as the shortest round-trip text;
/// non-finite values (which valid files never produce) as null.
func n(_ v: Double) -> String {
  guard v.isFinite else { return "null" }
  if v == v.rounded(), abs(v) < 1e15 {
    return v == 0 ? "0" : String(Int(v))
  }
  return v.description
}

/// Escapes a string for a JSON string literal.
func escape(_ s: String) -> String {
  var out = ""
  out.reserveCapacity(s.utf8.count)
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if u.value < 0x20 {
        let hex = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(u)
      }
    }
  }
  return out
}
