/// A terminal colour: the terminal's default, the eight ANSI colours and their bright variants
/// (the 16 every colour terminal has), the 240 further colours of a 256-colour terminal
/// (xterm's 6×6×6 cube and grey ramp, indices 16 to 255), or an exact RGB for a terminal with
/// true colour (`RasterOptions.Palette.trueColor`).
///
/// Four bytes: 0 is the default, 1 + n is xterm colour n (so the 16 named colours keep the
/// values they have always had in cells), and `rgbFlag | 0xRRGGBB` an RGB colour.
public struct Color: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The bit that marks an RGB colour.
  static let rgbFlag: UInt32 = 1 << 24

  public static let `default` = Color(rawValue: 0)
  public static let black = Color(rawValue: 1)
  public static let red = Color(rawValue: 2)
  public static let green = Color(rawValue: 3)
  public static let yellow = Color(rawValue: 4)
  public static let blue = Color(rawValue: 5)
  public static let magenta = Color(rawValue: 6)
  public static let cyan = Color(rawValue: 7)
  public static let white = Color(rawValue: 8)
  public static let brightBlack = Color(rawValue: 9)
  public static let brightRed = Color(rawValue: 10)
  public static let brightGreen = Color(rawValue: 11)
  public static let brightYellow = Color(rawValue: 12)
  public static let brightBlue = Color(rawValue: 13)
  public static let brightMagenta = Color(rawValue: 14)
  public static let brightCyan = Color(rawValue: 15)
  public static let brightWhite = Color(rawValue: 16)

  /// xterm colour `index` (0...255; others are clamped).
  public static func xterm(_ index: Int) -> Color {
    Color(rawValue: UInt32(min(max(index, 0), 255) + 1))
  }

  /// The RGB colour 0xRRGGBB, for terminals with true colour.
  public static func rgb(_ value: UInt32) -> Color {
    Color(rawValue: rgbFlag | (value & 0xFF_FFFF))
  }

  /// The xterm colour number (0...255); nil for the default colour and RGB colours.
  public var xtermIndex: Int? { rawValue == 0 || rawValue > 256 ? nil : Int(rawValue) - 1 }

  /// The RGB of an RGB colour (0xRRGGBB); nil for the default and xterm colours.
  public var rgbValue: UInt32? { rawValue & Self.rgbFlag != 0 ? rawValue & 0xFF_FFFF : nil }

  /// The RGB the colour shows: its own, or xterm's standard value; nil for the default.
  public var shownRGB: UInt32? {
    if let rgbValue { return rgbValue }
    return xtermIndex.map { XtermColors.rgb(of: $0) }
  }

  /// True for the 16 colours every colour terminal has (and the default).
  public var isBasic: Bool { rawValue <= 16 }
}

/// How a cell is drawn: colours and attributes. Nine bytes.
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
  public init(
    foreground: Color = .default, background: Color = .default, attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }
  public static let plain = Style()
}

/// One terminal cell: a whole grapheme cluster and its style. A wide character occupies its
/// cell and the next, which holds `Cell.continuation`.
///
/// A cluster of up to four scalars (a base with combining marks, a flag, most ZWJ emoji such as
/// 👩‍💻) is kept whole: the first scalar in `scalar`, the next three packed 21 bits each in
/// `tail`, so a cell stays 24 bytes, `Hashable` by value and free of references. A longer
/// cluster (a family emoji of seven scalars) keeps its first scalar, which takes the same
/// columns.
public struct Cell: Hashable, Sendable {
  public var scalar: Unicode.Scalar
  public var style: Style
  /// Up to three more scalars of the cluster, 21 bits each, first in the low bits; 0 for none.
  public var tail: UInt64

  public init(_ scalar: Unicode.Scalar, style: Style = .plain) {
    self.scalar = scalar
    self.style = style
    self.tail = 0
  }

  /// A cell holding a whole grapheme cluster (see the type's notes for clusters over four
  /// scalars).
  public init(cluster character: Character, style: Style = .plain) {
    var scalars = character.unicodeScalars.makeIterator()
    self.scalar = scalars.next() ?? " "
    self.style = style
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    var count = 1
    while let next = scalars.next() {
      count += 1
      guard count <= Cell.maximumScalars else {
        tail = 0
        break
      }
      tail |= UInt64(next.value) << shift
      shift += 21
    }
    self.tail = tail
  }

  /// The most scalars a cell keeps of one cluster.
  public static let maximumScalars = 4

  /// The cell's scalars in order: `scalar`, then those in `tail`.
  public var scalars: [Unicode.Scalar] {
    var out = [scalar]
    var rest = tail
    while rest != 0 {
      if let s = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF)) { out.append(s) }
      rest >>= 21
    }
    return out
  }

  /// Appends the cell's cluster to `text`.
  @inline(__always) public func append(to text: inout String.UnicodeScalarView) {
    text.append(scalar)
    var rest = tail
    while rest != 0 {
      if let s = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF)) { text.append(s) }
      rest >>= 21
    }
  }

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
    self.width = max(0, width)
    self.height = max(0, height)
    cells = ContiguousArray(repeating: fill, count: self.width * self.height)
  }

  /// Resizes and clears, reusing the storage when it is large enough.
  public mutating func reset(width: Int, height: Int, fill: Cell = .blank) {
    let w = max(0, width)
    let h = max(0, height)
    if w == self.width && h == self.height {
      for i in cells.indices { cells[i] = fill }
    } else {
      self.width = w
      self.height = h
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: repeatElement(fill, count: w * h))
    }
  }

  /// The cell at (x, y); traps when out of bounds. Use `cell(x:y:)` for a checked read.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) outside \(width)x\(height)")
      return cells[y * width + x]
    }
    set {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) outside \(width)x\(height)")
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
        if !c.isContinuation { c.append(to: &s) }
      }
      out.append(String(s))
    }
    return out
  }
}
