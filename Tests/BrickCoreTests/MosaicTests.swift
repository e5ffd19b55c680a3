import BrickCore
import BrickTestSupport
import Testing

/// The README copies of TRMosaicLayout and FMMosaicLayout as fraction blocks
/// (docs/semantics.md#mosaic-sections).
enum MosaicFixtures {
  static let third = 1.0 / 3
  static let tr = [
    MosaicSpec.Block(frames: [
      Rect(0, 0, 1 - third, 1), Rect(1 - third, 0, third, 0.5), Rect(1 - third, 0.5, third, 0.5),
    ]),
    MosaicSpec.Block(frames: [
      Rect(0, 0, third, 0.5), Rect(0, 0.5, third, 0.5), Rect(third, 0, 1 - third, 1),
    ]),
  ]
  static let fmB1 = MosaicSpec.Block(frames: [
    Rect(0, 0, 0.5, 0.5), Rect(0.5, 0, 0.25, 0.25), Rect(0.5, 0.25, 0.25, 0.25),
    Rect(0.75, 0, 0.25, 0.25),
    Rect(0.75, 0.25, 0.25, 0.25),
  ])
  static let fmB2 = MosaicSpec.Block(frames: [
    Rect(0, 0, 0.25, 0.25), Rect(0.25, 0, 0.25, 0.25), Rect(0.5, 0, 0.25, 0.25),
    Rect(0.75, 0, 0.25, 0.25),
  ])
  static let fmB3 = MosaicSpec.Block(frames: [
    Rect(0, 0, 0.25, 0.25), Rect(0, 0.25, 0.25, 0.25), Rect(0.25, 0, 0.25, 0.25),
    Rect(0.25, 0.25, 0.25, 0.25),
    Rect(0.5, 0, 0.5, 0.5),
  ])
  static let fm = [fmB1, fmB2, fmB3, fmB2, fmB2]

  static func spec(
    _ pattern: [MosaicSpec.Block], cells: Int, mosaic: (inout MosaicSpec) -> Void = { _ in },
    direction: ScrollDirection = .vertical
  ) -> LayoutSpec {
    var m = MosaicSpec(pattern: pattern)
    mosaic(&m)
    let section = Section([.brick("cell", repeat: cells)], layout: .mosaic(m))
    return LayoutSpec(root: section, scrollDirection: direction)
  }
}

@Test(arguments: [320.0, 375, 414])
func trMosaicCopyPlacesTenCells(_ side: Double) {
  let layout = TestLayouts.solve(MosaicFixtures.spec(MosaicFixtures.tr, cells: 10), width: side)
  let cells = layout.frames(ofID: "cell")
  let small = side / 3
  let big = side - side / 3
  let smallH = 0.5 * side
  #expect(cells[0].isClose(to: Rect(0, 0, big, side)))
  #expect(cells[1].isClose(to: Rect(big, 0, small, smallH)))
  #expect(cells[2].isClose(to: Rect(big, smallH, small, smallH)))
  #expect(cells[3].isClose(to: Rect(0, side, small, smallH)))
  #expect(cells[5].isClose(to: Rect(small, side, big, side)))
  // Cell 9 is the first cell of block 2 at 3 × side; the partial block is as tall as it.
  #expect(cells[9].isClose(to: Rect(0, 3 * side, small, smallH)))
  #expect(abs(layout.contentSize.height - (3 * side + smallH)) < 1e-6)
  if side == 320 { #expect(abs(layout.contentSize.height - 1120) < 1e-6) }
}

@Test func fmMosaicCopyEndsWithOneCellOfBlockThree() {
  let layout = TestLayouts.solve(MosaicFixtures.spec(MosaicFixtures.fm, cells: 10))
  let cells = layout.frames(ofID: "cell")
  #expect(cells[0] == Rect(0, 0, 160, 160))
  #expect(cells[4] == Rect(240, 80, 80, 80))
  #expect(cells[5] == Rect(0, 160, 80, 80))
  #expect(cells[9] == Rect(0, 240, 80, 80))
  #expect(layout.contentSize.height == 320)
}

@Test func thePatternRepeatsUntilTheCellsRunOut() {
  // 22 cells a pattern copy: cell 22 starts copy two at 160+80+160+80+80 = 560.
  let layout = TestLayouts.solve(MosaicFixtures.spec(MosaicFixtures.fm, cells: 23))
  let cells = layout.frames(ofID: "cell")
  #expect(cells[22] == Rect(0, 560, 160, 160))
  #expect(layout.contentSize.height == 720)
}

@Test func onlyTheFirstRepeatedBlockRepeatsAndLaterBlocksAreDropped() {
  var hero = MosaicFixtures.fmB1
  hero.repeated = false
  var row = MosaicFixtures.fmB2
  row.repeated = true
  let never = MosaicSpec.Block(frames: [Rect(0, 0, 1, 1)])
  let layout = TestLayouts.solve(MosaicFixtures.spec([hero, row, never], cells: 5 + 4 * 3))
  let cells = layout.frames(ofID: "cell")
  #expect(cells.last == Rect(240, 320, 80, 80))
  #expect(layout.contentSize.height == 160 + 80 * 3)
}

@Test func spacingGoesBeforeBetweenAndAfterBlocksAroundHeaderAndFooter() {
  let layout = TestLayouts.solve(
    MosaicFixtures.spec(MosaicFixtures.fm, cells: 9) { m in
      m.before = 10
      m.between = 5
      m.after = 20
      m.header = .brick("header", height: .fixed(40))
      m.footer = .brick("footer", height: .fixed(30))
    })
  #expect(layout.frames(ofID: "header") == [Rect(0, 0, 320, 40)])
  let cells = layout.frames(ofID: "cell")
  #expect(cells[0].y == 50)
  #expect(cells[5].y == 50 + 160 + 5)
  #expect(layout.frames(ofID: "footer") == [Rect(0, 50 + 160 + 5 + 80 + 20, 320, 30)])
  #expect(layout.contentSize.height == 50 + 160 + 5 + 80 + 20 + 30)
  // Header, cells and footer are items in pre-order.
  #expect(layout.compiled.items(for: Selector(id: "header")) == 1..<2)
  #expect(layout.compiled.items(for: Selector(id: "footer")) == 11..<12)
}

@Test func horizontalMosaicsTransposeTheBlocks() {
  let layout = TestLayouts.solve(
    MosaicFixtures.spec(MosaicFixtures.tr, cells: 3, direction: .horizontal), width: 320,
    height: 300)
  let cells = layout.frames(ofID: "cell")
  // The side is the height (300): the big cell is 300 along x and 200 across y.
  #expect(cells[0].isClose(to: Rect(0, 0, 300, 200)))
  #expect(cells[1].isClose(to: Rect(0, 200, 150, 100)))
  #expect(cells[2].isClose(to: Rect(150, 200, 150, 100)))
  #expect(layout.contentSize == Size(width: 300, height: 300))
}

@Test func aMosaicSectionNestsInAFlowAndAFlowSectionInACell() {
  let inner = Section([.brick("x", height: .fixed(20), repeat: 2)], inset: 5)
  let mosaic = MosaicSpec(pattern: [
    MosaicSpec.Block(frames: [Rect(0, 0, 0.5, 0.5), Rect(0.5, 0, 0.5, 0.5)])
  ])
  let m = Section([.section("flow", inner), .brick("cell")], layout: .mosaic(mosaic))
  let spec = TestLayouts.spec(
    [.brick("top", height: .fixed(30)), .section("m", m), .brick("bottom")], inset: 10)
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "m") == [Rect(0, 40, 320, 160)])
  #expect(layout.frames(ofID: "flow") == [Rect(0, 40, 160, 160)])
  #expect(layout.frames(ofID: "x") == [Rect(0, 40, 160, 20), Rect(0, 65, 160, 20)])
  #expect(layout.frames(ofID: "bottom")[0].y == 210)
}

@Test func aMosaicSectionsFrameIsItsBackgroundFromHeaderToFooter() {
  // SquareMosaicLayout's backer covers the header, cells, spacing and footer of its section;
  // here it is the section item's own frame, drawn with the section's background colour.
  var m = MosaicSpec(pattern: MosaicFixtures.tr, before: 4, after: 6)
  m.header = .brick("h", height: .fixed(20))
  m.footer = .brick("f", height: .fixed(10))
  let mosaic = Node(
    id: "m", background: "gray",
    content: .section(Section([.brick("cell", repeat: 3)], layout: .mosaic(m))))
  let spec = TestLayouts.spec([.brick("above", height: .fixed(30)), mosaic], inset: 10)
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "m")[0].isClose(to: Rect(0, 40, 320, 20 + 4 + 320 + 6 + 10)))
  #expect(layout.frames(ofID: "f")[0].isClose(to: Rect(0, 40 + 350, 320, 10)))
}

/// SquareMosaicLayout's `supplementaryHiddenForEmptySection` (docs/semantics.md#mosaic-sections,
/// issue 16): with it, an empty section's header and footer are hidden and take no space; without
/// it (the default from 4.1.1), they stand as usual. A section with cells shows them either way.
@Test(arguments: [(true, 0, true), (false, 0, false), (true, 2, false)] as [(Bool, Int, Bool)])
func headersOfEmptyMosaicSections(hiddenForEmpty: Bool, cells: Int, expectHidden: Bool) throws {
  let spec = MosaicFixtures.spec([MosaicSpec.Block(frames: [Rect(0, 0, 1, 1)])], cells: cells) {
    m in
    m.header = .brick("head", height: .fixed(40))
    m.footer = .brick("foot", height: .fixed(30))
    m.hiddenForEmptySection = hiddenForEmpty
  }
  let layout = TestLayouts.solve(spec)
  let head = try #require(layout.compiled.items(for: Selector(id: "head")).first)
  let foot = try #require(layout.compiled.items(for: Selector(id: "foot")).first)
  #expect(layout.isHidden(head) == expectHidden)
  #expect(layout.isHidden(foot) == expectHidden)
  let cellsLength = Double(cells) * 320
  #expect(layout.contentSize.height == (expectHidden ? 0 : 70 + cellsLength))
}
