import BrickCore
import BrickRaster
import Testing

/// Issue 36: the status line cut its title inside words ("Sticky pr…uct page", "Stick… page").
/// A title is shortened at word boundaries, keeping its start and its end where it can.
@Suite struct StatusTitleTests {
  @Test(arguments: [
    ("Sticky product page", 19, "Sticky product page"),
    ("Sticky product page", 18, "Sticky…page"),
    ("Sticky product page", 12, "Sticky…page"),
    ("Sticky product page", 11, "Sticky…page"),
    ("Sticky product page", 10, "Sticky…"),
    ("Sticky product page", 7, "Sticky…"),
    ("Sticky product page", 6, "Stick…"),
    ("A very long layout title here", 20, "A very…title here"),
    ("A very long layout title here", 22, "A very long…title here"),
    ("Supercalifragilistic", 8, "Superca…"),
    ("Two words", 8, "Two…"),
    // A class name (an imported screen's title) is cut at its camel-case words.
    ("SpotlightScrollingViewController", 20, "Spotlight…Controller"),
    ("SpotlightScrollingViewController", 11, "Spotlight…"),
    ("SpotlightScrollingViewController", 9, "Spotligh…"),
    ("NavigationMasterViewController", 28, "NavigationMaster…Controller"),
    ("GridViewController", 9, "GridView…"),
    ("GridViewController", 8, "Grid…"),
  ])
  func titlesAreCutAtWords(_ title: String, _ columns: Int, _ expected: String) {
    let cut = StatusLine.wordCut(title, columns: columns)
    #expect(cut == expected)
    #expect(TextMetrics.displayWidth(cut) <= columns)
  }

  /// The whole line at several widths: the title never shows a piece of a word.
  @Test(arguments: [60, 70, 80, 90, 100])
  func theStatusLineKeepsTitleWordsWhole(_ columns: Int) {
    let parts = StatusLine.parts(
      title: "Sticky product page", device: "iPhone SE (1st gen)",
      traits: Traits(), offset: Point(x: 0, y: 1151),
      contentSize: Size(width: 320, height: 1719))
    let line = StatusLine.fit(parts, columns: columns, glyphs: .unicode)
    #expect(TextMetrics.displayWidth(line) <= columns)
    #expect(line.contains("offset 0,1151"))
    let first = line.split(separator: " · ", maxSplits: 1).first.map(String.init) ?? ""
    #expect(
      ["Sticky product page", "Sticky…page", "Sticky…", "Stick…", "portrait"].contains(first),
      "\(columns): \(line)")
  }
}
