import BrickCore
import BrickFormat
import BrickRaster
import BrickTestSupport
import Testing

/// The picture is honest (docs/picture.md#text-as-measured): every line the solver measured is
/// drawn inside its brick at zoom 1, wrapped at the measured width; neighbours one row high stay
/// apart; names are shortened in the middle; zoom never re-wraps.
@Suite struct MeasuredTextTests {
  static func load(_ yaml: String) throws -> LayoutSpec {
    switch LayoutLoader.load(text: yaml, sourceName: "test.yaml") {
    case .success(let spec): return spec
    case .failure(let errors): throw errors
    }
  }

  static let plain = RasterOptions(color: false)

  static func rows(_ grid: CellGrid) -> [String] { grid.textLines(trimmingTrailingSpaces: true) }

  @Test func aThreeLineLabelShowsThreeLinesOnThreeRows() throws {
    let spec = try Self.load(
      """
      textMetrics: terminal
      root:
        bricks:
          - {type: label, id: a, text: "one two three four five six seven eight nine ten eleven"}
      """)
    // 160 points: 20 columns; the text wraps into 3 lines, measured 48 points = 3 rows.
    let scene = Draw.scene(spec, width: 160, height: 96)
    #expect(scene.layout.frame(of: 1).height == 48)
    let rows = Self.rows(DeviceScreens.draw(scene, options: Self.plain))
    let lines = TextMetrics.wrap(
      "one two three four five six seven eight nine ten eleven", columns: 20)
    #expect(lines.count == 3)
    for (k, line) in lines.enumerated() {
      #expect(rows[k].hasPrefix(String(line)), "row \(k): \(rows[k])")
    }
  }

  @Test func paddingMovesAndNarrowsTheText() throws {
    let spec = try Self.load(
      """
      textMetrics: terminal
      root:
        bricks:
          - {type: label, id: a, padding: 16, text: "alpha beta gamma delta epsilon"}
      """)
    // 160 − 32 = 128 points: 16 columns; 2 lines + 2 × 16 padding = 64 points = 4 rows.
    let scene = Draw.scene(spec, width: 160, height: 96)
    #expect(scene.layout.frame(of: 1).height == 64)
    let rows = Self.rows(DeviceScreens.draw(scene, options: Self.plain))
    #expect(rows[1].dropFirst(2).hasPrefix("alpha beta gamma"), "\(rows)")
    #expect(rows[2].dropFirst(2).hasPrefix("delta epsilon"), "\(rows)")
    #expect(!rows[0].contains("alpha") && !rows[3].contains("delta"))
  }

  @Test func oneRowNeighboursAreToldApart() throws {
    let spec = try Self.load(
      """
      textMetrics: terminal
      root:
        bricks:
          - {type: label, id: a, width: "1/2", text: "left"}
          - {type: label, id: b, width: "1/2", text: "right"}
          - {type: label, id: c, text: "below"}
          - {type: label, id: d, text: "under"}
      """)
    let scene = Draw.scene(spec, width: 160, height: 64)
    for glyphs in RasterOptions.Glyphs.allCases {
      let grid = DeviceScreens.draw(scene, options: RasterOptions(glyphs: glyphs, color: false))
      let rows = Self.rows(grid)
      // Touching bricks fill their free cells differently: compare the last cell of each.
      let fillA = grid[9, 0].scalar
      let fillB = grid[19, 0].scalar
      let fillC = grid[19, 1].scalar
      let fillD = grid[19, 2].scalar
      #expect(fillA != fillB, "\(glyphs): \(rows)")
      #expect(fillC != fillD && fillC != fillB && fillC != fillA, "\(glyphs): \(rows)")
      #expect(rows[0].hasPrefix("left") && rows[0].dropFirst(10).hasPrefix("right"), "\(rows)")
      #expect(rows[1].hasPrefix("below") && rows[2].hasPrefix("under"), "\(rows)")
    }
    // With colour, the shades are backgrounds.
    let colored = DeviceScreens.draw(scene, options: RasterOptions())
    #expect(colored[0, 0].style.background != colored[10, 0].style.background)
    #expect(colored[0, 1].style.background != colored[0, 2].style.background)
  }

  @Test func textTheLayoutCutsEndsWithAnEllipsis() throws {
    let spec = try Self.load(
      """
      textMetrics: terminal
      root:
        bricks:
          - {type: label, id: a, height: 32, \
      text: "one two three four five six seven eight nine ten eleven"}
      """)
    let grid = DeviceScreens.draw(Draw.scene(spec, width: 160, height: 64), options: Self.plain)
    let rows = Self.rows(grid)
    #expect(rows[0].hasPrefix("one two three four"), "\(rows)")
    #expect(rows[1].contains("…"), "\(rows)")
    #expect(!rows[2].contains("eleven"))
  }

  /// iOS metrics: each measured line on the row where it was measured to start (17 pt lines
  /// are 20.29 points, rows 16), so lines never share a row and rows are skipped between.
  @Test func iosLinesStartOnTheirMeasuredRows() throws {
    let text = "one two three four five six seven eight nine ten eleven"
    let spec = try Self.load(
      """
      root:
        bricks:
          - {type: label, id: a, text: "\(text)"}
      """)
    let scene = Draw.scene(spec, width: 140, height: 160)
    let measured = try #require(scene.layout.textLayout(ofItem: 1, width: 140))
    try #require(measured.lines.count == 4)
    #expect(scene.layout.frame(of: 1).height == (4 * 20.287109375 * 2).rounded(.up) / 2)
    let rows = Self.rows(DeviceScreens.draw(scene, options: Self.plain))
    // Starts at 0, 20.3, 40.6, 60.9 points: rows 0, 1, 3, 4 (row 2 holds no line start).
    for (k, row) in [0, 1, 3, 4].enumerated() where row < rows.count {
      #expect(rows[row].hasPrefix(measured.lines[k]), "line \(k) on row \(row): \(rows)")
    }
    #expect(rows.count > 4 && !rows[2].contains { $0.isLetter }, "\(rows)")
  }

  /// A line with more characters than its cells (narrow letters) is cut by the drawing with
  /// its own mark, never the layout's `…`.
  @Test func theDrawingCutsWithItsOwnMark() throws {
    let spec = try Self.load(
      "root:\n  bricks:\n    - {type: label, id: a, text: \(String(repeating: "i", count: 60))}\n")
    let scene = Draw.scene(spec, width: 320, height: 64)
    #expect(scene.layout.textLayout(ofItem: 1, width: 320)?.lines.count == 1)
    for glyphs in RasterOptions.Glyphs.allCases {
      let rows = Self.rows(
        DeviceScreens.draw(scene, options: RasterOptions(glyphs: glyphs, color: false)))
      let mark = glyphs == .ascii ? ">" : "›"
      #expect(rows[0] == String(repeating: "i", count: 39) + mark, "\(rows)")
      #expect(!rows[0].contains("…") && !rows[0].contains("~"))
    }
  }

  /// A line with more characters than the brick's cells whose rows below run out takes the
  /// brick's free row above it (its top padding) rather than losing its last word: BrickKit's
  /// Example app's "Below is an image brick with fixed height" (15 pt light, 10 pt padding, one
  /// measured line in a 38-point brick, two rows, on an iPhone SE) showed `...with fixed›`.
  @Test func runOnTextTakesTheFreeRowAbove() throws {
    let text = "Below is an image brick with fixed height"
    let spec = try Self.load(
      """
      root:
        bricks:
          - {type: label, id: a, text: "\(text)", font: {size: 15, weight: light}, padding: 10}
          - {type: label, id: b, text: "next", padding: 10}
      """)
    let scene = Draw.scene(spec, width: 320, height: 128)
    #expect(scene.layout.textLayout(ofItem: 1, width: 320)?.lines.count == 1)
    #expect(scene.layout.frame(of: 1).height == 38)
    let rows = Self.rows(DeviceScreens.draw(scene, options: Self.plain))
    let shown = rows.prefix(2).flatMap { $0.split(whereSeparator: { !$0.isLetter }) }
    #expect(shown.map(String.init) == text.split(separator: " ").map(String.init), "\(rows)")
    #expect(!rows.joined().contains("›"), "\(rows)")
  }

  /// A word the measurement broke (too long for the width) and the drawing carries on stays one
  /// word: BrickKit's Example HugeRepeat screen, whose cells read `BrickIdentifiers.repeatLabel`
  /// (15 pt light, two measured lines `BrickIdentifiers.re` and `peatLabel`), showed
  /// `BrickIdentifiers.` over `re peatLabel`.
  @Test func aBrokenWordCarriedOnStaysWhole() throws {
    let text = "BrickIdentifiers.repeatLabel"
    let spec = try Self.load(
      """
      root:
        inset: 10
        edgeInsets: 5
        bricks:
          - {type: label, id: a, width: "1/2", text: "\(text)", font: {size: 15, weight: light},
             padding: 10}
      """)
    let scene = Draw.scene(spec, width: 320, height: 128)
    let lines = try #require(scene.layout.textLayout(ofItem: 1, width: 155)?.lines)
    #expect(lines.count == 2 && lines.joined() == text, "\(lines)")
    let rows = Self.rows(DeviceScreens.draw(scene, options: Self.plain))
    let shown = rows.map { row in
      row.split(whereSeparator: { !($0.isLetter || $0 == ".") }).joined(separator: " ")
    }.filter { !$0.isEmpty }
    #expect(shown.joined() == text, "\(rows)")
  }

  /// Small text whose line starts share a row: each line takes the next free row, and when the
  /// brick's rows run out the last one shown ends with the drawing's mark.
  @Test func smallTextTakesTheNextFreeRow() throws {
    let spec = try Self.load(
      """
      root:
        bricks:
          - {type: label, id: a, font: caption2, text: "a\\nb\\nc\\nd"}
      """)
    let scene = Draw.scene(spec, width: 160, height: 96)
    // 11 pt: 13.13 points a line; 4 lines are 52.52, 53 at 2x: 3 rows.
    #expect(scene.layout.frame(of: 1).height == 53)
    let rows = Self.rows(DeviceScreens.draw(scene, options: Self.plain))
    #expect(rows[0].hasPrefix("a") && rows[1].hasPrefix("b"), "\(rows)")
    #expect(rows[2].hasPrefix("c›"), "\(rows)")
  }

  @Test(arguments: [
    ("tile-13.jpg", 13, " tile-13.jpg "), ("tile-13.jpg", 9, " tile-13 "),
    ("image-tile-13.jpg", 12, "image…ile-13"), ("abcdefghij", 5, "ab…ij"), ("abcdefghij", 3, "a…j"),
  ])
  func namesAreShortenedInTheMiddle(_ name: String, _ columns: Int, _ expected: String) throws {
    let spec = try Self.load(
      """
      root:
        bricks:
          - {type: image, id: i, src: "\(name)", width: \(Double(columns) * 8), height: 16}
      """)
    let grid = DeviceScreens.draw(Draw.scene(spec, width: 400, height: 16), options: Self.plain)
    let row = String(grid.textLines(trimmingTrailingSpaces: false)[0].prefix(columns))
    #expect(row == expected, "\(row)")
  }

  @Test func similarImageNamesStayApart() throws {
    let spec = try #require(LayoutsFolder.spec("mosaic-fm.yaml"))
    let scene = DeviceScreens.scene(spec)
    let text = DeviceScreens.draw(scene, options: Self.plain).text()
    // tile-10 … tile-13 are told apart: each name shows whole, without its extension.
    for n in 10...13 { #expect(text.contains("tile-\(n)"), "tile-\(n)") }
  }

  @Test(arguments: [0.5, 1, 1.5, 2, 3])
  func zoomScalesThePictureNotTheWrapping(_ zoom: Double) throws {
    let spec = try #require(LayoutsFolder.spec("multi-line-label.yaml"))
    let scene = DeviceScreens.scene(spec)
    let measured = try #require(scene.layout.textLayout(ofItem: 1, width: 320))
    let lines = measured.lines
    #expect(lines.count == 2)
    let rows = Self.rows(
      DeviceScreens.draw(scene, options: RasterOptions(zoom: zoom, color: false)))
    let shown = rows.filter { $0.contains("LABEL") }
    if zoom >= 1 {
      // Each measured line, whole, on its own row: the wrapping did not change.
      #expect(shown.count == 2, "\(rows.prefix(6))")
      for (k, line) in lines.enumerated() where k < shown.count {
        #expect(shown[k].contains(String(line)), "zoom \(zoom): \(shown[k])")
      }
    } else {
      // Smaller than the measurement: cut by the drawing, and visibly so with the drawing's
      // own mark (`…` is the layout's).
      #expect(shown.count == 1 && shown[0].contains("›"), "\(rows.prefix(3))")
      #expect(!shown[0].contains("…"), "\(rows.prefix(3))")
    }
  }

  // MARK: - Every layout

  /// Devices of the sweep: both iPhone SE orientations, a large phone and an iPad.
  static let devices: [(Device, Traits.Orientation)] = [
    (Device.default, .portrait), (Device.default, .landscape),
    (Device.preset(named: "iphone-16") ?? .default, .portrait),
    (Device.preset(named: "ipad") ?? .default, .landscape),
  ]

  @Test(arguments: try LayoutsFolder.names)
  func everyMeasuredLineIsInsideItsBrick(_ name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    for (device, orientation) in Self.devices {
      for glyphs in RasterOptions.Glyphs.allCases {
        let count = DeviceScreens.countWholeLayout(
          spec, device: device, orientation: orientation,
          options: RasterOptions(glyphs: glyphs, color: false))
        let misses = count.misses.prefix(5).joined(separator: "\n")
        #expect(
          count.hidden == 0,
          "\(name) on \(device.name) \(orientation) \(glyphs): \(count)\n\(misses)")
        if name == "multi-line-label.yaml" {
          // Two lines at the iPhone SE's 320 points (the body font), one line from 568 on.
          let width = device.environment(orientation).viewport.width
          #expect(count.measured == (width < 400 ? 2 : 1), "\(width)")
        }
      }
    }
  }

  @Test(arguments: try LayoutsFolder.names)
  func layoutScreenAtZoomOne(_ name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    let scene = DeviceScreens.scene(spec)
    let grid = DeviceScreens.draw(scene, options: Self.plain)
    let stem = name.split(separator: ".").dropLast().joined(separator: ".")
    Screens.expect(
      "# \(name): iPhone SE portrait, \(grid.width)x\(grid.height) cells, offset 0, zoom 1\n"
        + grid.text(),
      named: "layouts/" + stem)
  }
}
