import BrickCore
import BrickFormat
import BrickRaster
import BrickTestSupport
import Testing

/// Per-edge padding (issue 35: a cell's uneven `edgeInsets` kept): the text wraps in the width
/// less the left and right padding, the height adds the top and bottom padding, and the
/// picture draws the lines from the left and top padding.
@Suite struct UnevenPaddingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var padding: String
    /// The columns the text wraps in (8 points each with `terminal` metrics).
    var columns: Int
    /// The measured height in points (16 per line).
    var height: Double
    /// Where the first line is drawn.
    var row: Int
    var column: Int
    var testDescription: String { padding }
  }

  static let text = "alpha beta gamma delta epsilon"

  static let cases: [Case] = [
    // A number keeps its meaning: every edge.
    Case(padding: "16", columns: 16, height: 64, row: 1, column: 2),
    // BrickKit's cell insets (top, left, bottom, right).
    Case(padding: "[16, 48, 0, 0]", columns: 14, height: 64, row: 1, column: 6),
    Case(padding: "{right: 64}", columns: 12, height: 48, row: 0, column: 0),
    Case(padding: "{bottom: 32}", columns: 20, height: 64, row: 0, column: 0),
    Case(padding: "[0, 16, 16, 48]", columns: 12, height: 64, row: 0, column: 2),
  ]

  @Test(arguments: cases)
  func theTextWrapsAndSitsInsideThePaddingOfEachEdge(_ c: Case) throws {
    let yaml = """
      textMetrics: terminal
      root:
        bricks:
          - {type: label, id: a, padding: \(c.padding), text: "\(Self.text)"}
      """
    let spec = try #require(try? LayoutLoader.load(text: yaml, sourceName: "p.yaml").get())
    let scene = Draw.scene(spec, width: 160, height: 160)
    let lines = TextMetrics.wrap(Self.text, columns: c.columns).map(String.init)
    #expect(scene.layout.frame(of: 1).height == c.height)
    let measured = try #require(scene.layout.textLayout(ofItem: 1, width: 160))
    #expect(measured.lines == lines)
    let rows = DeviceScreens.draw(scene, options: RasterOptions(color: false))
      .textLines(trimmingTrailingSpaces: true)
    for (k, line) in lines.enumerated() {
      let row = rows[c.row + k]
      #expect(
        row.dropFirst(c.column).hasPrefix(line) && row.prefix(c.column).allSatisfy { !$0.isLetter },
        "line \(k) '\(line)' not at column \(c.column) of row \(c.row + k): '\(row)'")
    }
  }

  @Test func aButtonsTitleCentresBetweenItsLeftAndRightPadding() throws {
    let yaml = """
      textMetrics: terminal
      root:
        bricks:
          - {type: button, id: b, title: Buy, padding: {left: 80}}
          - {type: button, id: c, title: Buy, padding: 0}
      """
    let spec = try #require(try? LayoutLoader.load(text: yaml, sourceName: "p.yaml").get())
    let scene = Draw.scene(spec, width: 160, height: 96)
    let rows = DeviceScreens.draw(scene, options: RasterOptions(color: false))
      .textLines(trimmingTrailingSpaces: true)
    // 20 columns; the padded button's title centres in its right 10 (columns 10 to 19).
    let padded = try #require(rows.first { $0.contains("Buy") })
    let start = try #require(padded.firstIndex(of: "["))
    let column = padded.distance(from: padded.startIndex, to: start)
    #expect(column >= 10 && column <= 13, "\(padded)")
    let plain = try #require(rows.last { $0.contains("Buy") })
    let plainColumn = plain.distance(
      from: plain.startIndex, to: try #require(plain.firstIndex(of: "[")))
    #expect(plainColumn >= 6 && plainColumn <= 7, "\(plain)")
  }
}
