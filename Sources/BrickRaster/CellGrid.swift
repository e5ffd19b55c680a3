/// A terminal colour: the eight ANSI colours, their bright variants, and the terminal default.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
  case `default` = 0
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
}

/// How a cell is drawn: colours and attributes. Three bytes.
public struct Style: Hashable, Sendable {
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
  }
  public var foreground: Color
  public var background: Color
  public var attributes: Attributes
  public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
    self.foreground = foreground; self.background = background; self.attributes = attributes
  }
  public static let plain = Style()
}

/// One terminal cell. A wide character occupies its cell and the next, which holds
/// `Cell.continuation`.
public struct Cell: Hashable, Sendable {
  public var scalar: Unicode.Scalar
  public var style: Style
  public init(_ scalar: Unicode.Scalar, style: Style = .plain) { self.scalar = scalar; self.style = style }

  public static let blank = Cell(" ")
  /// The right half of a wide character: never drawn on its own.
  public static let continuation = Cell("\u{0}")
  public var isContinuation: Bool { scalar == "\u{0}" }
}

/// A flat, row-major grid of cells (`y * width + x`), the rasterizer's output and the TUI's
/// screen buffer.
public struct CellGrid: Hashable, Sendable {
  public private(set) var width: Int
  public private(set) var height: Int
  public var cells: ContiguousArray<Cell>

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width); self.height = max(0, height)
    cells = ContiguousArray(repeating: fill, count: self.width * self.height)
  }

  /// Resizes and clears, reusing the storage when it is large enough.
  public mutating func reset(width: Int, height: Int, fill: Cell = .blank) {
    let w = max(0, width), h = max(0, height)
    if w == self.width && h == self.height {
      for i in cells.indices { cells[i] = fill }
    } else {
      self.width = w; self.height = h
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: repeatElement(fill, count: w * h))
    }
  }

  /// The cell at (x, y); traps when out of bounds. Use `cell(x:y:)` for a checked read.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) outside \(width)x\(height)")
      return cells[y * width + x]
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) outside \(width)x\(height)")
      cells[y * width + x] = newValue
    }
  }

  /// The cell at (x, y), or nil outside the grid.
  public func cell(x: Int, y: Int) -> Cell? {
    guard x >= 0 && x < width && y >= 0 && y < height else { return nil }
    return cells[y * width + x]
  }

  /// The grid as plain text, one string per row, wide characters once, trailing spaces kept.
  public func lines() -> [String] {
    var out: [String] = []
    out.reserveCapacity(height)
    for y in 0..<height {
      var s = String.UnicodeScalarView()
      for x in 0..<width {
        let c = cells[y * width + x]
        if !c.isContinuation { s.append(c.scalar) }
      }
      out.append(String(s))
    }
    return out
  }
}
