import BrickCore
import BrickRaster
import Testing

/// A cell holds a whole grapheme cluster, and a tab is a space (issue 16: NFD "café" showed
/// "cafe", Devanagari lost its viramas, ZWJ emoji and flags split, tabs vanished).
struct ClusterCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  /// What the grid's text must read.
  var drawn: String
  /// Columns the text takes (the solver's measure).
  var columns: Int
  var testDescription: String { name }
}

let clusterCases: [ClusterCase] = [
  ClusterCase(name: "NFD café", text: "cafe\u{301}", drawn: "cafe\u{301}", columns: 4),
  ClusterCase(
    name: "Devanagari conjunct", text: "\u{915}\u{94D}\u{937}", drawn: "\u{915}\u{94D}\u{937}",
    columns: 1),
  ClusterCase(name: "ZWJ emoji", text: "👩\u{200D}💻", drawn: "👩\u{200D}💻", columns: 2),
  ClusterCase(name: "flag", text: "🇫🇷", drawn: "🇫🇷", columns: 2),
  ClusterCase(name: "rainbow flag (4 scalars)", text: "🏳️‍🌈", drawn: "🏳️‍🌈", columns: 2),
  ClusterCase(name: "keycap", text: "1\u{FE0F}\u{20E3}", drawn: "1\u{FE0F}\u{20E3}", columns: 2),
  ClusterCase(name: "tab", text: "a\tb", drawn: "a b", columns: 3),
  // Seven scalars: more than a cell keeps; the first emoji stands in, in the same columns.
  ClusterCase(name: "family emoji", text: "👨‍👩‍👧‍👦", drawn: "👨", columns: 2),
]

@Test(arguments: clusterCases)
func aCellHoldsAWholeGraphemeCluster(_ c: ClusterCase) {
  #expect(TextMetrics.displayWidth(c.text) == c.columns)
  var grid = CellGrid(width: 10, height: 1)
  let end = grid.write(c.text, x: 0, y: 0)
  #expect(end == c.columns)
  #expect(grid.textLines(trimmingTrailingSpaces: true) == [c.drawn])
  #expect(grid.lines()[0].hasPrefix(c.drawn))
}

@Test func clusterCellsCompareByTheirWholeCluster() {
  let plain = Cell(cluster: "e")
  let accented = Cell(cluster: "e\u{301}")
  #expect(plain != accented)
  #expect(accented.scalars == ["e", "\u{301}"])
  #expect(Cell(cluster: "e\u{301}") == accented)
  #expect(MemoryLayout<Cell>.stride == 24)
}

@Test func tabsWrapLikeSpaces() {
  #expect(TextMetrics.wrap("aaaa\tbbbb", columns: 5) == ["aaaa", "bbbb"])
}
