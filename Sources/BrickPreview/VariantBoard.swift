import BrickCore
import BrickRaster

/// `=`: the layout in two to four variants side by side, scrolled together
/// (docs/picture.md#how-to-read-the-picture; issue 11, item 5): portrait and landscape, the four
/// size-class combinations, a list of devices, or light and dark. Each panel solves the same
/// compiled layout in its own environment and runs its own behaviors at the shared scroll offset,
/// so a sticky header or a snap can be compared across variants as it happens. `render --matrix`
/// prints the same variants as text, with the same captions.
public struct VariantBoard: Sendable {
  /// Which variants the board shows; `=` steps through them, then back to the single view.
  public enum Kind: String, CaseIterable, Sendable {
    case orientation
    case sizeClass
    case devices
    case appearance

    /// The next kind, or nil after the last (back to the single view).
    var next: Kind? {
      let all = Kind.allCases
      guard let i = all.firstIndex(of: self), i + 1 < all.count else { return nil }
      return all[i + 1]
    }

    /// `orientation`, `size classes`, `devices`.
    var title: String {
      switch self {
      case .orientation: "orientation"
      case .sizeClass: "size classes"
      case .devices: "devices"
      case .appearance: "appearance"
      }
    }
  }

  /// One variant: its caption, environment and behavior engine, and the appearance it is
  /// drawn in (nil: the single view's).
  public struct Panel: Sendable {
    var caption: String
    var environment: Environment
    var engine: BehaviorEngine
    var appearance: Appearance?
  }

  /// The devices `=` compares: a small phone, a current phone and a tablet.
  static let deviceNames = ["iphone-se", "iphone-16", "ipad"]

  /// What the board was made from; the model makes a new board when this changes.
  struct Source: Hashable, Sendable {
    var generation: Int
    var device: SimulatedDevice
    var orientation: Traits.Orientation
  }

  public let kind: Kind
  public private(set) var panels: [Panel]
  var source: Source?

  /// The variants of `kind` for a device in an orientation, each solved from `compiled`
  /// (lazily: a panel solves what it shows) and settled at offset 0.
  init(
    kind: Kind, compiled: CompiledLayout, device: SimulatedDevice,
    orientation: Traits.Orientation, offset: Point
  ) {
    self.kind = kind
    let variants = Self.environments(kind: kind, device: device, orientation: orientation)
    panels = variants.enumerated().map { i, variant in
      let layout = SolvedLayout(compiled, environment: variant.environment)
      var engine = BehaviorEngine(
        layout: layout, viewport: Viewport(offset: .zero, size: variant.environment.viewport))
      engine.scroll(to: engine.scene.clampedOffset(offset))
      let appearance = kind == .appearance ? Appearance.allCases[i] : nil
      return Panel(
        caption: variant.caption, environment: variant.environment, engine: engine,
        appearance: appearance)
    }
  }

  /// The captions and environments of a kind's variants, in `render --matrix`'s order.
  static func environments(
    kind: Kind, device: SimulatedDevice, orientation: Traits.Orientation
  ) -> [(caption: String, environment: Environment)] {
    switch kind {
    case .orientation:
      return [Traits.Orientation.portrait, .landscape].map { ($0.rawValue, device.environment($0)) }
    case .sizeClass:
      var out: [(String, Environment)] = []
      for h in [Traits.SizeClass.compact, .regular] {
        for v in [Traits.SizeClass.compact, .regular] {
          var environment = device.environment(orientation)
          environment.traits.horizontalSizeClass = h
          environment.traits.verticalSizeClass = v
          out.append(("\(h.rawValue)/\(v.rawValue)", environment))
        }
      }
      return out
    case .appearance:
      // The same device twice: the panels differ in their colours (`Panel.appearance`).
      return Appearance.allCases.map { ($0.rawValue, device.environment(orientation)) }
    case .devices:
      return deviceNames.compactMap { name in
        guard let preset = Device.preset(named: name) else { return nil }
        return (preset.displayName, preset.environment(orientation))
      }
    }
  }

  /// Every panel follows the scroll offset (each clamped to its own content), running its
  /// behaviors as it goes.
  mutating func follow(_ offset: Point) {
    for i in panels.indices {
      let target = panels[i].engine.scene.clampedOffset(offset)
      if target != panels[i].engine.scene.viewport.offset { panels[i].engine.scroll(to: target) }
    }
  }

  /// The layout of the panels in an area: the zoom, and each panel's caption row and device
  /// region (its border is one cell around it).
  struct Placement: Equatable {
    var zoom: Double
    var captions: [CellRect]
    var regions: [CellRect]
    /// Rows of each device that do not fit under the area (0 when all fit).
    var croppedRows: [Int]
  }

  /// The largest zoom step at which every panel's whole width fits side by side in `area`
  /// (a caption row and a border each, one column between panels); the smallest step when
  /// none does. Rows that do not fit are cut at the bottom and counted in `croppedRows`.
  func placement(in area: CellRect, zoomLevels: [Double] = PreviewSettings.zoomLevels) -> Placement
  {
    let levels = zoomLevels.sorted(by: >)
    var chosen = levels.last ?? 1
    for z in levels {
      let widths = panels.map {
        RasterOptions(zoom: z).gridSize(forViewport: $0.environment.viewport).columns
      }
      if widths.reduce(0, +) + 2 * panels.count + max(0, panels.count - 1) <= area.width {
        chosen = z
        break
      }
    }
    var placement = Placement(zoom: chosen, captions: [], regions: [], croppedRows: [])
    var x = area.x
    let rowsAvailable = max(0, area.height - 3)
    for panel in panels {
      let size = RasterOptions(zoom: chosen).gridSize(forViewport: panel.environment.viewport)
      let columns = max(0, min(size.columns, area.maxX - x - 2))
      let rows = min(size.rows, rowsAvailable)
      placement.captions.append(CellRect(x: x, y: area.y, width: columns + 2, height: 1))
      placement.regions.append(CellRect(x: x + 1, y: area.y + 2, width: columns, height: rows))
      placement.croppedRows.append(size.rows - rows)
      x += columns + 3
    }
    return placement
  }

  /// Draws the panels into `area` of `grid` with `options` (its zoom is replaced by the
  /// placement's): a caption over each, then the device in a border.
  func draw(into grid: inout CellGrid, area: CellRect, options: RasterOptions) {
    let placement = placement(in: area)
    var options = options
    options.zoom = placement.zoom
    let glyphs = options.glyphs
    for (i, panel) in panels.enumerated() {
      let region = placement.regions[i]
      guard region.width > 0, region.height > 0 else { continue }
      var caption = panel.caption
      if placement.croppedRows[i] > 0 {
        let shownPoints = Double(region.height) * options.pointsPerRow
        // "portrait 224/568pt": the top 224 of the device's 568 points show.
        caption +=
          " \(NumberText.rounded(shownPoints, places: 1))/"
          + "\(NumberText.rounded(panel.environment.viewport.height, places: 1))pt"
      }
      let captionCells = placement.captions[i]
      grid.write(
        StatusLine.middleCut(caption, columns: captionCells.width), x: captionCells.x,
        y: captionCells.y, style: Style(attributes: .bold))
      let border = CellRect(
        x: region.x - 1, y: region.y - 1, width: region.width + 2, height: region.height + 2)
      grid.drawBox(border, glyphs: glyphs, style: Style(attributes: .dim))
      var panelOptions = options
      if let appearance = panel.appearance { panelOptions.appearance = appearance }
      var rasterizer = Rasterizer(options: panelOptions)
      rasterizer.draw(panel.engine.scene, into: &grid, region: region)
    }
  }

  /// A zoom step as written in the status line: `1`, `1.5`, `0.25`.
  static func zoomText(_ zoom: Double) -> String {
    let hundredths = Int((zoom * 100).rounded())
    var fraction = String(hundredths % 100)
    if fraction.count == 1 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(hundredths / 100)" : "\(hundredths / 100).\(fraction)"
  }

  /// The status line while the board shows: the kind, the zoom, the offset, what is cut,
  /// and the keys.
  func status(offset: Point, area: CellRect, glyphs: RasterOptions.Glyphs) -> String {
    let placement = placement(in: area)
    let separator = glyphs == .ascii ? " | " : " · "
    var parts = [
      "= \(kind.title): \(panels.count) variants",
      "offset \(NumberText.point(offset))",
      "zoom \(Self.zoomText(placement.zoom))",
    ]
    if placement.croppedRows.contains(where: { $0 > 0 }) { parts.append("tops of devices shown") }
    parts.append("= next, Esc back")
    return parts.joined(separator: separator)
  }
}
