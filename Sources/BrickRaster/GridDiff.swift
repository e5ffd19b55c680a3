/// One cell that differs between two grids: its position and its new content.
public struct GridChange: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var cell: Cell
}

/// The cells of `current` that differ from `previous`, found lazily.
///
/// Iterating walks both flat cell arrays side by side and yields only the changed cells, without
/// allocating (ratatui's `BufferDiff`). When there is no previous grid, or it has another size,
/// every cell of `current` is a change: a full redraw.
///
/// A changed wide character also reports its continuation cell when that cell changed; a
/// backend draws the wide character and skips the continuation (`Cell.isContinuation`).
///
/// - Complexity: O(width × height) to iterate; O(1) to create.
public struct GridDiff: Sequence, Sendable {
  /// The grid the terminal shows now, or nil when it is unknown.
  public let previous: CellGrid?
  /// The grid to show.
  public let current: CellGrid

  public init(previous: CellGrid?, current: CellGrid) {
    self.previous = previous
    self.current = current
  }

  /// Whether every cell is reported (no previous grid, or one of another size).
  public var isFullRedraw: Bool {
    guard let previous else { return true }
    return previous.width != current.width || previous.height != current.height
  }

  /// Counts the changed cells (walks the grids).
  public var changeCount: Int {
    var n = 0
    var it = makeIterator()
    while it.next() != nil { n += 1 }
    return n
  }

  public func makeIterator() -> Iterator {
    Iterator(
      previous: isFullRedraw ? nil : previous?.cells, current: current.cells, width: current.width)
  }

  /// Walks the cells in row-major order.
  public struct Iterator: IteratorProtocol {
    let previous: ContiguousArray<Cell>?
    let current: ContiguousArray<Cell>
    let width: Int
    var index = 0

    public mutating func next() -> GridChange? {
      let count = current.count
      if let previous {
        while index < count && previous[index] == current[index] { index += 1 }
      }
      guard index < count, width > 0 else { return nil }
      let i = index
      index += 1
      return GridChange(x: i % width, y: i / width, cell: current[i])
    }
  }
}
