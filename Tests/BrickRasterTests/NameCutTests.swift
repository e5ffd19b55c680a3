import BrickCore
import BrickRaster
import Testing

/// Gallery names (issue 35.7): cut in the middle where words meet, keeping both ends, and told
/// apart where two cuts would read the same (two `ImagesInCollectionBr…` entries could not be).
@Suite struct NameCutTests {
  @Test(arguments: [
    // A name that fits is whole.
    ("SimpleViewController", 21, "SimpleViewController"),
    // Camel case: the first and last words, as even as they fit.
    ("ImagesInCollectionBrickViewController", 21, "ImagesIn…Controller"),
    ("ImagesInCollectionBrickViewController", 30, "ImagesInCollection…Controller"),
    // Spaces, underscores, dots and digits are boundaries too.
    ("Sticky section headers page", 20, "Sticky…headers page"),
    ("size_class_regular_width.yaml", 20, "size_class…yaml"),
    ("URLSessionFeedController", 18, "URL…FeedController"),
    ("URLSessionFeedController", 14, "URL…Controller"),
    // Only the first words fit with the mark: the start stays.
    ("Layout2Columns", 10, "Layout2…"),
    // No two words fit: the characters of the middle go.
    ("Supercalifragilistic", 9, "Supe…stic"),
  ])
  func aNameIsCutBetweenItsWords(_ name: String, _ columns: Int, _ cut: String) {
    let shown = StatusLine.nameCut(name, columns: columns)
    #expect(shown == cut)
    #expect(TextMetrics.displayWidth(shown) <= columns)
  }

  @Test(arguments: [21, 24, 30, 37])
  func twoNamesThatCutAlikeAreToldApart(_ columns: Int) {
    let names = [
      "ImagesInCollectionBrickViewController",
      "ImagesInCollectionBrickHorizontalViewController",
      "BasicInterfaceBuilderViewController",
    ]
    let cuts = StatusLine.nameCuts(names, columns: columns)
    #expect(Set(cuts).count == 3, "\(cuts)")
    for cut in cuts { #expect(TextMetrics.displayWidth(cut) <= columns, "\(cut)") }
    // The horizontal one keeps the word the other lacks.
    #expect(cuts[1].contains("Horizontal"), "\(cuts)")
    // One that no other cut resembles is cut as nameCut cuts it.
    #expect(cuts[2] == StatusLine.nameCut(names[2], columns: columns))
  }

  @Test func theSameNameTwiceStaysTheSame() {
    let cuts = StatusLine.nameCuts(["AVeryLongScreenName", "AVeryLongScreenName"], columns: 10)
    #expect(cuts[0] == cuts[1])
  }
}
