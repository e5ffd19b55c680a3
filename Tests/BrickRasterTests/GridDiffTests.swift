import Testing

@testable import BrickRaster

/// `GridDiff` reports exactly the changed cells, in row-major order.
@Suite struct GridDiffTests {
  static func grid(_ lines: [String]) -> CellGrid {
    let width = lines.map { $0.unicodeScalars.count }.max() ?? 0
    var grid = CellGrid(width: width, height: lines.count)
    for (y, line) in lines.enumerated() {
      for (x, scalar) in line.unicodeScalars.enumerated() { grid[x, y] = Cell(scalar) }
    }
    return grid
  }

  @Test func identicalGridsHaveNoChanges() {
    let a = Self.grid(["abc", "def"])
    let diff = GridDiff(previous: a, current: a)
    #expect(!diff.isFullRedraw)
    #expect(Array(diff).isEmpty)
    #expect(diff.changeCount == 0)
  }

  @Test func onlyChangedCellsAreReported() {
    let before = Self.grid(["abc", "def", "ghi"])
    var after = before
    after[1, 0] = Cell("X")
    after[2, 2] = Cell("i", style: Style(attributes: [.bold]))  // a style change is a change
    after[0, 1] = Cell("Y")
    let changes = Array(GridDiff(previous: before, current: after))
    #expect(
      changes == [
        GridChange(x: 1, y: 0, cell: Cell("X")),
        GridChange(x: 0, y: 1, cell: Cell("Y")),
        GridChange(x: 2, y: 2, cell: Cell("i", style: Style(attributes: [.bold]))),
      ])
  }

  @Test func firstCellAndLastCell() {
    let before = Self.grid(["ab", "cd"])
    var after = before
    after[0, 0] = Cell("1")
    after[1, 1] = Cell("4")
    #expect(
      Array(GridDiff(previous: before, current: after)).map { [$0.x, $0.y] } == [[0, 0], [1, 1]])
  }

  @Test(arguments: [nil, CellGrid(width: 2, height: 3), CellGrid(width: 3, height: 2)])
  func withoutAComparableGridEveryCellIsAChange(previous: CellGrid?) {
    let current = Self.grid(["abc", "def"])
    let diff = GridDiff(previous: previous, current: current)
    let expectFull = previous == nil || previous?.width != 3 || previous?.height != 2
    #expect(diff.isFullRedraw == expectFull)
    if expectFull {
      #expect(Array(diff).map { $0.cell.scalar } == Array("abcdef".unicodeScalars))
    }
  }

  @Test func emptyGrids() {
    #expect(Array(GridDiff(previous: nil, current: CellGrid(width: 0, height: 0))).isEmpty)
    #expect(Array(GridDiff(previous: nil, current: CellGrid(width: 0, height: 5))).isEmpty)
    #expect(Array(GridDiff(previous: nil, current: CellGrid(width: 1, height: 1))).count == 1)
  }

  @Test func wideCharactersReportTheirContinuation() {
    let before = Self.grid(["ab"])
    var after = before
    after[0, 0] = Cell("煉")
    after[1, 0] = .continuation
    #expect(
      Array(GridDiff(previous: before, current: after)).map(\.cell) == [Cell("煉"), .continuation])
  }

  /// Iterating does not copy either grid: their storage stays shared with the originals.
  @Test func iteratingDoesNotCopyTheGrids() {
    let before = CellGrid(width: 200, height: 60)
    var after = before
    after[199, 59] = Cell("z")
    let diff = GridDiff(previous: before, current: after)
    var count = 0
    for _ in diff { count += 1 }
    #expect(count == 1)
    before.cells.withUnsafeBufferPointer { a in
      diff.previous?.cells.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
    }
  }
}
