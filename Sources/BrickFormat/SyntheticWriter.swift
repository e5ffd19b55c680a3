import BrickCore

/// The text of a layout file for a synthetic benchmark workload (`bench --write`, and the
/// loading benchmarks in Benchmarks/), so that loading a file of the same layout can be timed.
/// Text only: the caller writes it.
///
/// Only the forms the workloads use are written: sections of labels and plain bricks with
/// ids, fixed, ratio and auto dimensions, repeats and stickyFooter behaviors.
public enum SyntheticWriter {
  /// `spec` as a JSON layout file (one brick a line).
  public static func json(_ spec: LayoutSpec) -> String {
    var out = ""
    writeJSON(spec, into: &out)
    return out
  }

  /// `spec` as a YAML layout file (one flow mapping a brick).
  public static func yaml(_ spec: LayoutSpec) -> String {
    var out = ""
    writeYAML(spec, into: &out)
    return out
  }

  static func writeJSON(_ spec: LayoutSpec, into out: inout String) {
    out += "{\n"
    if let title = spec.title { out += "  \"title\": \(JSONString.quoted(title)),\n" }
    if case .size(let w, let h, _) = spec.device {
      out +=
        "  \"device\": {\"width\": \(NumberText.plain(w)), \"height\": \(NumberText.plain(h))},\n"
    }
    let root = spec.root.section ?? Section()
    out += "  \"root\": {\n"
    out += "    \"inset\": \(NumberText.plain(root.inset)), "
    out += "\"edgeInsets\": \(NumberText.plain(root.edgeInsets.top)),\n"
    out += "    \"bricks\": [\n"
    for (k, node) in root.bricks.enumerated() {
      let entries = fields(node).map { "\(JSONString.quoted($0.0)): \($0.1)" }
      out += "      {" + entries.joined(separator: ", ") + "}"
      out += k + 1 < root.bricks.count ? ",\n" : "\n"
    }
    out += "    ]\n  }"
    let behaviors = spec.behaviors.compactMap(behavior)
    if !behaviors.isEmpty {
      out +=
        ",\n  \"behaviors\": ["
        + behaviors.map {
          "{"
            + $0.map { "\(JSONString.quoted($0.0)): \($0.1)" }
            .joined(separator: ", ") + "}"
        }.joined(separator: ", ") + "]"
    }
    out += "\n}\n"
  }

  static func writeYAML(_ spec: LayoutSpec, into out: inout String) {
    if let title = spec.title { out += "title: \(JSONString.quoted(title))\n" }
    if case .size(let w, let h, _) = spec.device {
      out += "device: {width: \(NumberText.plain(w)), height: \(NumberText.plain(h))}\n"
    }
    let root = spec.root.section ?? Section()
    out += "root:\n  inset: \(NumberText.plain(root.inset))\n"
    out += "  edgeInsets: \(NumberText.plain(root.edgeInsets.top))\n"
    out += "  bricks:\n"
    for node in root.bricks {
      out += "    - {" + fields(node).map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}\n"
    }
    let behaviors = spec.behaviors.compactMap(behavior)
    if !behaviors.isEmpty {
      out += "behaviors:\n"
      for b in behaviors {
        out += "  - {" + b.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}\n"
      }
    }
  }

  /// A node's keys and values, the values already in JSON (which YAML flow style reads too).
  static func fields(_ node: Node) -> [(String, String)] {
    var f: [(String, String)] = [("type", JSONString.quoted(node.typeName))]
    if let id = node.id { f.append(("id", JSONString.quoted(id))) }
    f.append(("width", dimension(node.width)))
    f.append(("height", dimension(node.height)))
    if node.repeatCount != 1 { f.append(("repeat", "\(node.repeatCount)")) }
    switch node.content {
    case .label(let text, let padding, _):
      f.append(("text", JSONString.quoted(text)))
      if let p = padding.uniform {
        if p != 0 { f.append(("padding", NumberText.plain(p))) }
      } else {
        let edges = [padding.top, padding.left, padding.bottom, padding.right]
        f.append(("padding", "[" + edges.map(NumberText.plain).joined(separator: ", ") + "]"))
      }
    case .brick(let text, let contentHeight, _):
      if let text { f.append(("content", JSONString.quoted(text))) }
      if let contentHeight { f.append(("contentHeight", NumberText.plain(contentHeight))) }
    default:
      break
    }
    return f
  }

  static func behavior(_ b: BehaviorSpec) -> [(String, String)]? {
    guard let footer = b.behavior as? StickyFooterBehavior else { return nil }
    return [
      ("type", JSONString.quoted("stickyFooter")),
      (
        "bricks",
        "[" + footer.bricks.map { JSONString.quoted($0.description) }.joined(separator: ", ") + "]"
      ),
    ]
  }

  static func dimension(_ d: BrickCore.Dimension) -> String {
    switch d {
    case .fixed(let v): return NumberText.plain(v)
    case .ratio(let r):
      let inverse = 1 / r
      if inverse.rounded() == inverse, 1 / inverse == r {
        return JSONString.quoted("1/\(Int(inverse))")
      }
      return "{\"ratio\": \(r)}"
    case .auto(.fixed(50)): return JSONString.quoted("auto")
    case .auto(let e): return "{\"auto\": {\"estimate\": \(dimension(e))}}"
    case .fill: return JSONString.quoted("fill")
    default: return JSONString.quoted("auto")
    }
  }
}
