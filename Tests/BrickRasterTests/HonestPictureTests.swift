import BrickCore
import BrickFormat
import BrickTestSupport
import Testing

@testable import BrickRaster

/// Issue 36, "the picture": every brick shows its extent, text that fits no line is marked,
/// a line wider than its cells runs on instead of losing words, headlines are bold, and a
/// brick keeps its shade across text sizes.
@Suite struct HonestPictureTests {
  static func grid(
    _ yaml: String, height: Double = 160, options: RasterOptions
  ) throws
    -> CellGrid
  {
    let spec = try LayoutLoader.load(text: yaml, sourceName: "t.yaml").get()
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(Draw.scene(spec, height: height), into: &grid)
    return grid
  }

  // MARK: - Carrying what a row cannot hold

  /// (lines, preferred rows, row limit, columns) → rows drawn and whether text was left over.
  static let carrying: [(String, [String], [Int], Int, Int, [(Int, String)], Bool)] = [
    ("fits", ["one two", "three"], [0, 1], 3, 10, [(0, "one two"), (1, "three")], false),
    (
      "the rest joins the next line",
      ["Footnote: caption text stays small, but it still", "grows."], [0, 1], 2, 36,
      [(0, "Footnote: caption text stays small,"), (1, "but it still grows.")], false
    ),
    (
      "the rest takes a free row first", ["aaa bbb ccc", "ddd"], [0, 2], 3, 8,
      [(0, "aaa bbb"), (1, "ccc"), (2, "ddd")], false
    ),
    (
      "joined lines break again", ["aaa bbb ccc", "ddd eee"], [0, 1], 3, 7,
      [(0, "aaa bbb"), (1, "ccc ddd"), (2, "eee")], false
    ),
    ("rows run out", ["aaa bbb ccc"], [0], 1, 7, [(0, "aaa bbb")], true),
    (
      "the last line runs on below", ["aaa bbb ccc"], [0], 3, 7, [(0, "aaa bbb"), (1, "ccc")],
      false
    ),
    (
      "a word wider than the row is cut", ["abcdefghij"], [0], 2, 4, [(0, "abcd"), (1, "efgh")],
      true
    ),
    ("two starts on one row", ["a", "b"], [0, 0], 2, 5, [(0, "a"), (1, "b")], false),
  ]

  @Test func aLineWiderThanItsCellsRunsOntoTheNextFreeRow() {
    for (name, lines, starts, limit, columns, rows, cut) in Self.carrying {
      let placed = TextRows.place(
        lines: lines, starts: starts, firstRow: 0, rowLimit: limit, columns: columns)
      #expect(placed.rows.map(\.row) == rows.map(\.0), "\(name)")
      #expect(placed.rows.map(\.text) == rows.map(\.1), "\(name)")
      #expect(placed.cut == cut, "\(name)")
    }
  }

  /// Long copy in bricks of every width: while the brick has rows left, every word is drawn,
  /// in order (a generator of 40 widths × 3 texts).
  @Test func noWordIsLostWhileRowsRemain() {
    let words = (0..<60).map { "w\($0 % 7 == 0 ? "ide\($0)" : "\($0)")" }
    for columns in 6..<46 {
      for length in [5, 20, 60] {
        let text = words.prefix(length).joined(separator: " ")
        // Lines measured 1.5 times as wide as the cells: every one overflows.
        let lines = TextMetrics.wrap(text, columns: columns * 3 / 2).map(String.init)
        let placed = TextRows.place(
          lines: lines, starts: Array(lines.indices), firstRow: 0, rowLimit: 1_000,
          columns: columns)
        #expect(!placed.cut)
        let shown = placed.rows.map(\.text).joined(separator: " ")
          .split(separator: " ").map(String.init)
        #expect(shown == Array(words.prefix(length)), "\(columns) columns")
        for row in placed.rows { #expect(TextMetrics.displayWidth(row.text) <= columns) }
      }
    }
  }

  /// `text-styles.yaml` on the iPhone SE: the footnote's measured first line is wider than
  /// its cells; "but it still" runs onto the next row with "grows.".
  @Test func theFootnoteKeepsEveryWord() throws {
    let spec = try #require(LayoutsFolder.spec("text-styles.yaml"))
    let text = DeviceScreens.draw(
      DeviceScreens.scene(spec), options: RasterOptions(color: false)
    ).text()
    #expect(text.contains("Footnote: caption text stays small,"))
    #expect(text.contains("but it still grows."))
  }

  // MARK: - Text that fits no line

  /// A fixed 50-point title at accessibility5 (a line of 67 points): its first line, cut,
  /// ends with `…` instead of an empty bar.
  @Test func textThatFitsNoWholeLineShowsItsFirstLineCut() throws {
    var spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    spec.contentSize = .accessibility5
    for glyphs in RasterOptions.Glyphs.allCases {
      let grid = DeviceScreens.draw(
        DeviceScreens.scene(spec), options: RasterOptions(glyphs: glyphs, color: false))
      let mark = glyphs == .ascii ? "~" : "…"
      #expect(grid.text().contains("Mid-century" + mark), "\(grid.text())")
    }
  }

  // MARK: - Bold

  @Test func boldFontsAreBold() throws {
    let grid = try Self.grid(
      """
      root:
        bricks:
          - {type: label, id: h, text: Headline, font: headline}
          - {type: label, id: b, text: Body, font: body}
          - {type: label, id: x, text: Heavy, font: {style: body, weight: heavy}}
      """, options: RasterOptions(color: false))
    let rows = grid.lines()
    let row = { (word: String) in rows.firstIndex { $0.contains(word) } ?? 0 }
    #expect(grid[0, row("Headline")].style.attributes.contains(.bold))
    #expect(grid[0, row("Heavy")].style.attributes.contains(.bold))
    #expect(!grid[0, row("Body")].style.attributes.contains(.bold))
  }

  // MARK: - Fills

  /// No shade is blank: a brick's free cells are never the screen's, with or without colour.
  @Test func noShadeIsBlank() {
    for glyphs in [GlyphSet.unicode, .ascii] {
      #expect(!glyphs.shades.contains(" "))
      #expect(Set(glyphs.shades).count == 3)
    }
    for palette in RasterOptions.Palette.allCases {
      for appearance in [Appearance.light, .dark] {
        var options = RasterOptions()
        options.palette = palette
        options.appearance = appearance
        let screen = Rasterizer.screenStyle(options).background
        let shades = Painter.shadeBackgrounds(options)
        // In 16 colours there are too few greys: the shades' glyphs show the extent there.
        if palette != .ansi16 { #expect(!shades.contains(screen), "\(palette) \(appearance)") }
        #expect(!shades.contains(.blue), "\(palette) \(appearance): blue reads as systemBlue")
      }
    }
  }

  /// A full-width 60-point label, drawn without colour: its free cells carry its shade's
  /// glyph, whichever shade it takes.
  @Test(arguments: [RasterOptions.Glyphs.unicode, .ascii])
  func aFullWidthLabelShowsItsExtent(glyphs: RasterOptions.Glyphs) throws {
    for shade in 0..<3 {
      // Padding bricks before it move it through the three shades.
      let before = (0..<shade).map { "    - {type: label, id: p\($0), text: x, width: 8}\n" }
      let grid = try Self.grid(
        "root:\n  bricks:\n" + before.joined()
          + "    - {type: label, id: wide, text: Floating, height: 60}\n",
        options: RasterOptions(glyphs: glyphs, color: false))
      let rows = grid.lines()
      let y = try #require(rows.firstIndex { $0.contains("Floating") })
      #expect(grid[grid.width - 1, y].scalar != " ", "\(rows)")
      #expect(grid[grid.width / 2, y + 2].scalar != " ", "\(rows)")
    }
  }

  // MARK: - Recorded screens

  /// The product page as the terminal shows it: dark in 256 colours (the "4.6 stars" brick a
  /// grey of its own on the black screen), light in true colour (a white screen, UIKit's
  /// greys), and at accessibility5 without colour (the 50-point title shows its first line).
  @Test func productPageScreens() throws {
    var spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    let scene = DeviceScreens.scene(spec)
    var dark = RasterOptions()
    dark.palette = .xterm256
    dark.appearance = .dark
    Screens.expect(
      Draw.ansiScreen(scene, "sticky-product-page dark, 256 colours", options: dark),
      named: "sticky-product-page-dark-256")
    var light = RasterOptions()
    light.palette = .trueColor
    Screens.expect(
      Draw.ansiScreen(scene, "sticky-product-page light, true colour", options: light),
      named: "sticky-product-page-light-truecolor")
    spec.contentSize = .accessibility5
    Screens.expect(
      Draw.screen(DeviceScreens.scene(spec), "sticky-product-page at accessibility5"),
      named: "sticky-product-page-accessibility5")
  }

  // MARK: - Shades across text sizes

  /// `t` in the previewer steps the content size: every brick keeps its shade (the heights
  /// change, which bricks touch does not).
  @Test(arguments: ["text-styles.yaml", "sticky-product-page.yaml", "sticky-sections.yaml"])
  func aBrickKeepsItsShadeAcrossTextSizes(name: String) throws {
    var spec = try #require(LayoutsFolder.spec(name))
    var first: [Int]?
    for size in ContentSize.allCases {
      spec.contentSize = size
      let scene = DeviceScreens.scene(spec)
      var steady = SteadyShades(layout: scene.layout, glyphs: .unicode)
      let count = min(scene.layout.solvedItemCount, 40)
      let shades = (0..<count).map { steady.shade(of: $0) }
      if let first {
        let n = min(first.count, shades.count)
        #expect(Array(shades.prefix(n)) == Array(first.prefix(n)), "\(name) at \(size)")
      } else {
        first = shades
      }
    }
  }
}

/// Splitting never loses or reorders characters, whatever the text (wide characters,
/// clusters, runs of spaces, no spaces at all).
@Test(arguments: [
  "👩‍💻 煉瓦 e\u{301}e\u{301} 🇯🇵🇫🇷 word", "   leading and trailing   ", "nospacesatallinthislongword",
  "a b", "煉瓦煉瓦煉瓦煉瓦", "",
])
func splittingKeepsEveryCharacter(text: String) {
  for columns in 1...12 {
    var rest = text
    var pieces: [String] = []
    var guardCount = 0
    while !rest.isEmpty && guardCount < 200 {
      let (head, tail) = TextRows.split(rest, columns: columns)
      #expect(TextMetrics.displayWidth(head) <= max(columns, 2), "\(columns): \(head)")
      pieces.append(head)
      rest = tail
      guardCount += 1
    }
    let kept = pieces.joined().filter { $0 != " " }
    #expect(kept == text.filter { $0 != " " }, "\(columns) columns")
  }
}
