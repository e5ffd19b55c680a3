/// Widths (docs/semantics.md#dimensions) and heights (docs/semantics.md#dimensions,
/// docs/semantics.md#measured-heights) of bricks, with content measured in the text metrics of
/// docs/layout-file.md#text-metrics.
extension SolvedLayout {
  /// The width of an item of `node` in a section with content width W, with the cursor `offset`
  /// points past the content's left edge and the section's `inset` (BrickKit's ratio formula:
  /// (W − (R/r − 1)·inset)·(r/R)).
  @inline(__always)
  mutating func width(
    ofNode node: Int, contentWidth W: Double, offset S: Double, inset: Double
  ) -> Double {
    let d = fastWidth[Int(compiled.widthDim[node])]
    if let w = Self.width(d, contentWidth: W, offset: S, inset: inset) { return w }
    guard case .general(let index) = d else { return 0 }
    return generalWidth(compiled.dimensions[Int(index)], contentWidth: W, offset: S, inset: inset)
  }

  /// The width for a fast dimension, or nil when it needs the general rule. Static, so the hot
  /// loop never copies the layout to call it.
  @inline(__always)
  static func width(
    _ d: FastDimension, contentWidth W: Double, offset S: Double, inset: Double
  ) -> Double? {
    switch d {
    case .fixed(let v): return v
    case .ratio(let insets, let scale): return (W - insets * inset) * scale
    case .fill: return W > S ? W - S : W
    case .minus(let m): return W - m
    case .auto(let estimate): return estimate
    case .general: return nil
    }
  }

  @inline(__always) func ratioWidth(_ r: Double, contentWidth W: Double, inset: Double) -> Double {
    let R = compiled.spec.widthRatio
    guard r > 0, R > 0 else { return 0 }
    return (W - (R / r - 1) * inset) * (r / R)
  }

  func generalWidth(
    _ d: Dimension, contentWidth W: Double, offset S: Double, inset: Double
  ) -> Double {
    switch d.resolvingRules(against: W, traits: environment.traits) {
    case .fixed(let v): return v
    case .ratio(let r): return ratioWidth(r, contentWidth: W, inset: inset)
    case .viewportRatio(let r): return r * environment.viewport.width
    case .minus(let m): return W - m
    case .fill: return W > S ? W - S : W
    case .auto(let e): return generalWidth(e, contentWidth: W, offset: S, inset: inset)
    case .restricted(let size, _):
      return generalWidth(size, contentWidth: W, offset: S, inset: inset)
    case .range, .orientation, .horizontalSizeClass, .verticalSizeClass: return 0  // resolved above
    }
  }

  /// The height of a brick of `node` (repetition `rep`, item `item`) at width `w`, and whether
  /// it is still an estimate.
  mutating func height(ofNode node: Int, rep: Int, item: Int, width w: Double) -> (Double, Bool) {
    if !heightOverrides.isEmpty, let forced = heightOverrides[item] { return (forced, false) }
    switch fastHeight[Int(compiled.heightDim[node])] {
    case .fixed(let v): return (v, false)
    case .ratio(_, let r): return (r * w, false)
    case .minus(let m): return (environment.viewport.height - m, false)
    case .fill: return (0, false)
    case .auto(let estimate):
      if let m = measure(node: node, rep: rep, width: w) { return (m, false) }
      return (estimate, true)
    case .general(let d):
      return generalHeight(compiled.dimensions[Int(d)], node: node, rep: rep, width: w)
    }
  }

  mutating func generalHeight(
    _ d: Dimension, node: Int, rep: Int, width w: Double
  ) -> (Double, Bool) {
    let traits = environment.traits
    switch d.resolvingRules(against: w, traits: traits) {
    case .fixed(let v): return (v, false)
    case .ratio(let r): return (r * w, false)
    case .viewportRatio(let r): return (r * environment.viewport.height, false)
    case .minus(let m): return (environment.viewport.height - m, false)
    case .fill: return (0, false)
    case .auto(let e):
      if let m = measure(node: node, rep: rep, width: w) { return (m, false) }
      return (generalHeight(e, node: node, rep: rep, width: w).0, true)
    case .restricted(let size, let restriction):
      let (value, estimated) = generalHeight(size, node: node, rep: rep, width: w)
      // The restriction applies to measured heights only (docs/semantics.md#measured-heights).
      guard case .auto = size.resolvingRules(against: w, traits: traits), !estimated else {
        return (value, estimated)
      }
      switch restriction {
      case .minimum(let m):
        return (max(value, generalHeight(m, node: node, rep: rep, width: w).0), false)
      case .maximum(let m):
        return (min(value, generalHeight(m, node: node, rep: rep, width: w).0), false)
      }
    case .range, .orientation, .horizontalSizeClass, .verticalSizeClass:
      return (0, false)  // resolved above
    }
  }

  /// What the content measures at width w (docs/layout-file.md#label-button-image-brick), or nil
  /// when there is nothing to measure yet (the estimate stands).
  mutating func measure(node: Int, rep: Int, width w: Double) -> Double? {
    stats.measurements += 1
    switch compiled.contents[node] {
    case .label(let text, let padding, _):
      return textHeight(node: node, text: text, rep: rep, width: w - padding.horizontal)
        + padding.vertical
    case .button(_, let padding, _):
      return font(ofNode: node).height(lines: 1) + padding.vertical
    case .image(_, let aspect, let delay):
      if let delay, let now = options.timeMilliseconds, now < delay { return nil }
      return aspect.map { w * $0 }
    case .brick(let text, let contentHeight, _):
      if let contentHeight { return contentHeight }
      guard let text else { return nil }
      return textHeight(node: node, text: text, rep: rep, width: w)
    case .collection:
      return collectionContentHeight(node: node, width: w)
    case .section:
      return nil
    }
  }

  /// The measuring font of a node's text.
  @inline(__always) func font(ofNode node: Int) -> MeasuredFont {
    measuredFonts[Int(compiled.fontIndex[node])]
  }

  /// The height of the node's text wrapped at `width` with `{index}` standing for `rep`
  /// (docs/layout-file.md#text-metrics), without building the substituted text: ASCII is measured
  /// from its bytes, and line counts are kept by (node, line limit, width of `rep`'s digits), which
  /// is all a wrap depends on when no word had to be broken between characters (or the font's
  /// digits are all one width).
  @inline(__always)
  mutating func textHeight(node: Int, text: String, rep: Int, width: Double) -> Double {
    if text.isEmpty { return 0 }
    let f = font(ofNode: node)
    let limit = f.limit(width)
    let key = TextLineCache.key(
      node: node, limit: limit, digits: TextMetrics.digitCount(rep), digitUnits: f.digitUnits(rep))
    // Only texts without a shifted index are stored, so a hit needs no scan of the text.
    if let key, let lines = textLines.lookup(key) { return f.height(lines: lines) }
    // `{index+K}`/`{index-K}` shift the number, so its digits are not `rep`'s: the general path.
    if Self.hasShiftedIndex(text) {
      return f.height(lines: f.lineCount(Self.substituteIndex(text, rep), width: width))
    }
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
      f.ascii.withUnsafeBufferPointer { widths in
        TextMetrics.asciiLines(bytes, widths: widths, rep: rep, limit: limit)
      }
    }
    let lines: Int
    let cacheable: Bool
    if let counted, let c = counted {
      lines = c.lines
      cacheable = !c.forced || f.uniformDigits
    } else {
      lines = f.lineCount(Self.substituteIndex(text, rep), width: width)
      cacheable = f.uniformDigits
    }
    if let key, cacheable { textLines.store(key, lines: lines) }
    return f.height(lines: lines)
  }

  static let indexPlaceholderPrefix: [UInt8] = Array("{index".utf8)

  /// True when `text` holds `{index+` or `{index-`. A scan over UTF-8 that never allocates
  /// (the measuring loop runs it per repetition).
  @inline(__always) static func hasShiftedIndex(_ text: String) -> Bool {
    let pattern = indexPlaceholderPrefix
    var matched = 0
    for byte in text.utf8 {
      if matched == pattern.count {
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { return true }
        matched = 0
      }
      if byte == pattern[matched] { matched += 1 } else { matched = byte == pattern[0] ? 1 : 0 }
    }
    return false
  }

  /// Replaces `{index}`, `{index+K}` and `{index-K}` with the repetition of the item within
  /// its node (shifted by K): the placeholders the reader leaves in a `repeat` brick's text.
  ///
  /// The text is searched as UTF-8 bytes, never by `Character`: a string search steps back
  /// over characters, and stepping back over a run of flag emoji (regional indicator pairs)
  /// reads the run from its start each time, which made 50,000 flags take seconds.
  ///
  /// - Complexity: O(text length); text without `{index` is returned as it is.
  public static func substituteIndex(_ text: String, _ index: Int) -> String {
    guard hasIndexPlaceholder(text) else { return text }
    let bytes = Array(text.utf8)
    let pattern = indexPlaceholderPrefix
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var i = 0
    while i < bytes.count {
      if bytes[i] == pattern[0], i + pattern.count <= bytes.count,
        bytes[i..<(i + pattern.count)].elementsEqual(pattern)
      {
        let after = i + pattern.count
        if let (shift, end) = placeholderShift(bytes, from: after) {
          out.append(contentsOf: String(index + shift).utf8)
          i = end
          continue
        }
        out.append(contentsOf: pattern)
        i = after
        continue
      }
      out.append(bytes[i])
      i += 1
    }
    // The placeholder is ASCII, so what is cut around it is whole UTF-8 sequences.
    return String(decoding: out, as: UTF8.self)
  }

  /// True when `text` holds `{index` (a scan over UTF-8 that never allocates).
  @inline(__always) static func hasIndexPlaceholder(_ text: String) -> Bool {
    let pattern = indexPlaceholderPrefix
    var matched = 0
    for byte in text.utf8 {
      if byte == pattern[matched] {
        matched += 1
        if matched == pattern.count { return true }
      } else {
        matched = byte == pattern[0] ? 1 : 0
      }
    }
    return false
  }

  /// After `{index` at byte `from`: an optional `+K` / `-K` (at most 9 digits) then `}`; the
  /// shift and the byte after the brace.
  static func placeholderShift(_ b: [UInt8], from: Int) -> (Int, Int)? {
    var i = from
    guard i < b.count else { return nil }
    if b[i] == UInt8(ascii: "}") { return (0, i + 1) }
    let sign = b[i] == UInt8(ascii: "+") ? 1 : b[i] == UInt8(ascii: "-") ? -1 : 0
    guard sign != 0 else { return nil }
    i += 1
    var value = 0
    var digits = 0
    while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9"), digits < 9 {
      value = value * 10 + Int(b[i] - UInt8(ascii: "0"))
      digits += 1
      i += 1
    }
    guard digits > 0, i < b.count, b[i] == UInt8(ascii: "}") else { return nil }
    return (sign * value, i + 1)
  }

}
