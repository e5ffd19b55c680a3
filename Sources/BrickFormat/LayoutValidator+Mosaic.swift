import BrickCore

extension LayoutValidator {
  /// `flow` or `{mosaic: {pattern, spacing, header, footer}}`
  /// (docs/layout-file.md#mosaic-sections); nil after an error.
  ///
  /// Blocks are validated as docs/semantics.md#mosaic-sections says, since SquareMosaicLayout
  /// itself loops forever or crashes on them: a pattern has blocks, a block has cells, and every
  /// cell lies in `[0, 1]` of the side on both axes.
  mutating func layout(_ node: DocNode, _ path: DocPath, depth: Int) -> SectionLayout? {
    let expected = "flow, or {mosaic: {pattern: [{frames: [[x, y, width, height], ...]}]}}"
    if case .scalar(let scalar) = node, case .string(let raw) = ScalarValue.classify(scalar) {
      if raw == "flow" { return .flow }
      if raw == "mosaic" {
        report(
          .invalidValue, at: node, path, "a mosaic layout needs a pattern", expected: expected)
        return nil
      }
      report(
        .invalidValue, at: node, path, "unknown layout '\(DocText.clip(raw))'", expected: expected,
        suggestion: Suggestion.nearest(to: raw, in: ["flow", "mosaic"]))
      return nil
    }
    guard let f = fields(node, path, expected: expected, allowed: ["mosaic"]) else { return nil }
    guard let m = required("mosaic", in: f, expected: expected) else { return nil }
    return mosaic(m, f.path("mosaic"), depth: depth).map { .mosaic($0) }
  }

  /// The keys of `layout: {mosaic: ...}` (the reader's and the schema's).
  static let mosaicKeys = ["pattern", "spacing", "header", "footer", "hiddenForEmptySection"]

  private mutating func mosaic(_ node: DocNode, _ path: DocPath, depth: Int) -> MosaicSpec? {
    let expected =
      "{pattern: [{frames: [[x, y, width, height], ...], repeated: false}], spacing: {...}}"
    guard let f = fields(node, path, expected: expected, allowed: Self.mosaicKeys) else {
      return nil
    }
    guard let patternNode = required("pattern", in: f, expected: "pattern: a list of blocks") else {
      return nil
    }
    guard
      let blocks = nonEmptySequence(
        patternNode, f.path("pattern"), expected: "a list of blocks",
        empty: "a mosaic pattern needs at least one block",
        fix: "a list of blocks such as {frames: [[0, 0, 1, 1]]}")
    else { return nil }
    var spec = MosaicSpec(pattern: [])
    var ok = true
    for (i, blockNode) in blocks.enumerated() {
      if let block = block(blockNode, f.path("pattern").appending(index: i)) {
        spec.pattern.append(block)
      } else {
        ok = false
      }
    }
    if let n = f["spacing"] {
      let names = ["before", "between", "after"]
      if let g = fields(
        n, f.path("spacing"), expected: "{before: N, between: N, after: N}", allowed: names)
      {
        spec.before = g["before"].flatMap { size($0, g.path("before")) } ?? 0
        spec.between = g["between"].flatMap { size($0, g.path("between")) } ?? 0
        spec.after = g["after"].flatMap { size($0, g.path("after")) } ?? 0
      }
    }
    if let n = f["hiddenForEmptySection"] {
      spec.hiddenForEmptySection = bool(n, f.path("hiddenForEmptySection")) ?? false
    }
    if let n = f["header"] { spec.header = self.node(n, f.path("header"), depth: depth + 1) }
    if let n = f["footer"] { spec.footer = self.node(n, f.path("footer"), depth: depth + 1) }
    return ok ? spec : nil
  }

  private mutating func block(_ node: DocNode, _ path: DocPath) -> MosaicSpec.Block? {
    let expected = "{frames: [[x, y, width, height], ...], repeated: false}"
    guard let f = fields(node, path, expected: expected, allowed: ["frames", "repeated"]) else {
      return nil
    }
    guard let framesNode = required("frames", in: f, expected: expected) else { return nil }
    guard
      let frames = nonEmptyList(
        framesNode, f.path("frames"), expected: "a list of cells",
        empty: "a mosaic block needs at least one cell",
        fix: "cells [x, y, width, height] as fractions of the side, such as [0, 0, 1, 1]",
        { $0.cell($1, $2) })
    else { return nil }
    let repeated = f["repeated"].flatMap { bool($0, f.path("repeated")) } ?? false
    return MosaicSpec.Block(frames: frames, repeated: repeated)
  }

  /// `[x, y, width, height]`, fractions of the side inside `[0, 1]` (with a 1e-9 tolerance for
  /// decimals such as 0.6667 + 0.3333).
  private mutating func cell(_ node: DocNode, _ path: DocPath) -> Rect? {
    let expected = "[x, y, width, height] as fractions of the side, each cell inside [0, 1]"
    guard let seq = rectangle(node, path, what: "a cell", expected: expected) else { return nil }
    let values = seq.enumerated().map { number($1, path.appending(index: $0)) }
    guard let x = values[0], let y = values[1], let w = values[2], let h = values[3] else {
      return nil
    }
    let text = "[" + seq.map { $0.scalarText ?? "" }.joined(separator: ", ") + "]"
    let tolerance = 1e-9
    if w <= 0 || h <= 0 {
      report(
        .invalidValue, at: node, path,
        "cell \(text) has no area (width and height must be above 0)",
        expected: expected)
      return nil
    }
    if x < 0 || y < 0 || x + w > 1 + tolerance || y + h > 1 + tolerance {
      report(
        .invalidValue, at: node, path, "cell \(text) lies outside the block", expected: expected)
      return nil
    }
    return Rect(x: x, y: y, width: w, height: h)
  }
}
