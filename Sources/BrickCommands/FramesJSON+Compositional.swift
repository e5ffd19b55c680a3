import BrickCore

/// The frames output of a compositional layout (docs/compositional.md, "frames"): the same
/// object as for BrickKit files, each item carrying `section`, `item`, `group` and
/// `elementKind` where it has them; orthogonal sections carry `innerContentOffset` and
/// `innerContentSize`; `frame` is where the item is drawn (orthogonal offset, pinning and
/// `visibleItems` applied), `originalFrame` where the layout put it.
extension FramesJSON {
  mutating func emit(
    _ layout: CompositionalLayout, scroll: CompositionalScroll, indent: String = ""
  ) {
    let env = layout.environment
    let v = scroll.viewport
    append("\(indent){\n")
    appendViewport(v.size, traits: env.traits, indent: indent)
    appendInsets("safeArea", env.safeArea, indent: indent, last: false)
    appendPoint("contentOffset", v.offset, indent: indent)
    appendSize("contentSize", layout.contentSize, indent: indent)
    append("\(indent)  \"items\": [")
    var first = true
    var index = 0
    layout.forEachElement { e in
      append(first ? "\n" : ",\n")
      first = false
      emit(e, layout: layout, scroll: scroll, index: index, indent: indent + "    ")
      index += 1
    }
    append(first ? "],\n" : "\n\(indent)  ],\n")
    appendInsets("contentInset", v.contentInset, indent: indent, last: true)
    append("\(indent)}")
  }

  private mutating func emit(
    _ e: CompositionalElement, layout: CompositionalLayout, scroll: CompositionalScroll,
    index: Int, indent: String
  ) {
    let d = layout.displayed(e, at: scroll)
    var s = "\(indent){"
    let type: String
    switch e.kind {
    case .section: type = "section"
    case .decoration: type = "decoration"
    case .cell: type = e.node?.typeName ?? "brick"
    case .supplementary: type = e.node?.typeName ?? "supplementary"
    }
    if let id = e.id { s += "\"id\": \"\(JSONString.escaped(id))\", " }
    s += "\"type\": \"\(type)\""
    if let section = e.section { s += ", \"section\": \(section)" }
    if let item = e.item { s += ", \"item\": \(item)" }
    if let group = e.group { s += ", \"group\": \(group)" }
    if let kind = e.elementKind { s += ", \"elementKind\": \"\(JSONString.escaped(kind))\"" }
    s += ",\n\(indent) \"frame\": \(rect(d.frame)),\n"
    s += "\(indent) \"originalFrame\": \(rect(e.frame)),\n"
    s += "\(indent) \"zIndex\": \(d.zIndex), \"hidden\": false, \"alpha\": \(n(d.alpha)), "
    s += "\"scale\": \(n(d.scale))"
    if e.kind == .section, let si = e.section, let inner = layout.sections[si].innerContentSize {
      let o = layout.orthogonalOffset(si, scroll)
      let vertical = layout.scrollDirection == .vertical
      s += ",\n\(indent) \"orthogonalScrollingBehavior\": "
      s += "\"\(layout.sections[si].orthogonalBehavior.rawValue)\""
      s += ",\n\(indent) \"innerContentOffset\": {\"x\": \(n(vertical ? o : 0)), \"y\": "
      s += "\(n(vertical ? 0 : o))}"
      s += ",\n\(indent) \"innerContentSize\": {\"width\": \(n(inner.width)), \"height\": "
      s += "\(n(inner.height))}"
    }
    if e.pinToVisibleBounds { s += ", \"pinToVisibleBounds\": true" }
    s += "}"
    append(s)
  }
}
