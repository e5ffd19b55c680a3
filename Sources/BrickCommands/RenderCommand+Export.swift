import ArgumentParser
import BrickCore
import BrickExport
import BrickFormat
import BrickRaster

/// SVG and HTML exports: scenes made the way `frames` makes them, so every exported rect is
/// the frame `frames` prints for the same options.
extension RenderCommand {
  /// The panels of every row (variant) and offset, all made at once (`exportPlan` drained);
  /// what `render` writes piece by piece is this sheet's document.
  func exportSheet(for fileSpec: LayoutSpec) throws -> ExportSheet {
    let plan = try exportPlan(for: fileSpec)
    var rows: [[ExportPanel]] = []
    for r in plan.sizes.indices {
      var panels: [ExportPanel] = []
      try plan.makeRow(r) { panels.append($0) }
      rows.append(panels)
    }
    return ExportSheet(title: plan.title, rows: rows)
  }

  /// The sheet of every row (variant) and offset as a plan whose panels are solved one at a
  /// time as the writer asks for them: 20,000 offsets once held 845 MB of scenes and text.
  func exportPlan(for fileSpec: LayoutSpec) throws -> ExportPlan {
    // Every panel of every row counts against --max-items, before any is drawn: 20,000
    // offsets once wrote 270 MB of SVG with 845 MB resident.
    let panelCount = scroll.offsets?.points.count ?? 1
    var total = 0
    var sizes: [Size] = []
    for row in rows {
      let resolved = try row.view.resolve(fileSpec)
      sizes.append(resolved.viewport.size)
      let count = LayoutLoader.itemCount(of: resolved.spec)
      let (items, o1) = count.multipliedReportingOverflow(by: panelCount)
      let (sum, o2) = total.addingReportingOverflow(items)
      total = o1 || o2 ? Int.max : sum
    }
    if total > maximumItems {
      let shown =
        total == Int.max
        ? "more than \(NumberText.grouped(Int.max))" : NumberText.grouped(total)
      let many = panelCount > 1 || rows.count > 1
      throw CommandError(
        "\(file): error: the \(many ? "pictures hold" : "layout has") \(shown) items"
          + (many ? " (every panel's items)" : "")
          + ", more than --max-items \(NumberText.grouped(maximumItems)) for a picture\n"
          + "  expected: "
          + (many ? "fewer --offsets or variants, or " : "")
          + "--max-items \(total == Int.max ? "a larger count" : String(total)) to draw them all")
    }
    let rows = self.rows
    let title = fileSpec.title ?? Self.fileName(file)
    // With offsets, one sheet row per variant, a panel per offset; without, the variants share
    // one row, a panel each.
    if let offsets = scroll.offsets {
      let count = offsets.points.count
      return ExportPlan(title: title, sizes: sizes.map { Array(repeating: $0, count: count) }) {
        r, emit in
        try panels(of: rows[r], in: fileSpec, emit: emit)
      }
    }
    return ExportPlan(title: title, sizes: [sizes]) { _, emit in
      for row in rows { try panels(of: row, in: fileSpec, emit: emit) }
    }
  }

  /// The panels of one variant, made one at a time and handed to `emit`.
  private func panels(
    of row: (caption: String?, view: ViewOptions), in fileSpec: LayoutSpec,
    emit: (ExportPanel) throws -> Void
  ) throws {
    let resolved = try row.view.resolve(fileSpec)
    try Self.framesScenes(
      resolved: resolved, scroll: scroll, collections: collections,
      explicitOffset: row.view.offset != nil
    ) { scene in
      if scroll.offsets != nil || row.view.offset != nil {
        Self.noteOffsetOutOfRange(scene, variant: row.caption)
      }
      var parts: [String] = []
      if let caption = row.caption { parts.append(caption) }
      if matrix != nil || scroll.offsets != nil || parts.isEmpty {
        parts.append(Self.offsetCaption(scene.viewport.offset))
      }
      if matrix == nil && scroll.offsets == nil {
        parts.insert(resolved.device.displayName(), at: 0)
      }
      try emit(
        ExportPanel(
          scene: scene, caption: parts.joined(separator: " · "),
          appearance: resolved.spec.appearance))
    }
  }

  /// The scenes `frames` prints for these options: the layout solved to its end, behaviors
  /// settled at 0 and run through each offset in order (or at the one offset), the collections
  /// shown everywhere.
  static func framesScenes(
    resolved: ViewOptions.Resolved, scroll: ScrollOptions, collections: CollectionOffsetOptions
  ) throws -> [Scene] {
    var scenes: [Scene] = []
    try framesScenes(resolved: resolved, scroll: scroll, collections: collections) {
      scenes.append($0)
    }
    return scenes
  }

  /// The same scenes handed to `each` one at a time, as they are made (an export of many
  /// offsets holds one).
  static func framesScenes(
    resolved: ViewOptions.Resolved, scroll: ScrollOptions, collections: CollectionOffsetOptions,
    explicitOffset: Bool = true, each: (Scene) throws -> Void
  ) throws {
    var layout = SolvedLayout(
      CompiledLayout(resolved.spec), environment: resolved.environment,
      options: scroll.solveOptions)
    layout.solve(through: .end)
    guard let offsets = scroll.offsets else {
      var engine = BehaviorEngine(layout: layout, viewport: resolved.viewport)
      try collections.apply(to: &engine)
      // A compositional file opens at rest, as the text picture and `frames` do.
      if resolved.spec.compositional != nil {
        engine.applyStart(.top, explicitOffset: explicitOffset)
      }
      if let propose = scroll.propose { _ = engine.targetContentOffset(proposed: propose) }
      engine.showCollections(in: FramesCommand.everything)
      try each(engine.scene)
      return
    }
    var start = resolved.viewport
    start.offset = .zero
    var engine = BehaviorEngine(layout: layout, viewport: start)
    try collections.apply(to: &engine)
    for offset in offsets.points {
      engine.scroll(to: offset)
      if let propose = scroll.propose { _ = engine.targetContentOffset(proposed: propose) }
      engine.showCollections(in: FramesCommand.everything)
      try each(engine.scene)
    }
  }
}

/// Text panels side by side, each under its caption (the text filmstrip and contact sheet).
enum TextSheet {
  /// Columns between two panels.
  static let gap = 3

  /// The panels' lines joined row by row, each panel padded to its widest line.
  static func sideBySide(_ panels: [(caption: String, text: String)], colored: Bool) -> String {
    let columns: [[String]] = panels.map { panel in
      var lines = panel.text.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      if lines.last == "" { lines.removeLast() }
      return [panel.caption] + lines
    }
    let widths = columns.map { $0.map(visibleWidth).max() ?? 0 }
    let height = columns.map(\.count).max() ?? 0
    var out = ""
    for row in 0..<height {
      var line = ""
      for (k, column) in columns.enumerated() {
        let text = row < column.count ? column[row] : ""
        line += text
        if k + 1 < columns.count {
          line += String(repeating: " ", count: widths[k] - visibleWidth(text) + gap)
        }
      }
      if !colored { while line.last == " " { line.removeLast() } }
      out += line + "\n"
    }
    return out
  }

  /// Terminal columns a line takes, ANSI escape sequences skipped.
  static func visibleWidth(_ s: String) -> Int {
    var n = 0
    var inEscape = false
    for c in s {
      if inEscape {
        if let a = c.asciiValue, a >= 0x40, a <= 0x7E, c != "[" { inEscape = false }
        continue
      }
      if c == "\u{1B}" {
        inEscape = true
        continue
      }
      n += TextMetrics.displayWidth(c)
    }
    return n
  }
}
