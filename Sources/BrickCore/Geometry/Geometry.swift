/// A point in layout coordinates (points, not cells).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points. Never normalised: a negative size is kept as given.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inline(__always) public var minX: Double { x }
  @inline(__always) public var minY: Double { y }
  @inline(__always) public var maxX: Double { x + width }
  @inline(__always) public var maxY: Double { y + height }
  @inline(__always) public var midX: Double { x + width / 2 }
  @inline(__always) public var midY: Double { y + height / 2 }
  public var origin: Point {
    get { Point(x: x, y: y) }
    set {
      x = newValue.x
      y = newValue.y
    }
  }
  public var size: Size {
    get { Size(width: width, height: height) }
    set {
      width = newValue.width
      height = newValue.height
    }
  }

  /// True when the interiors overlap: touching edges do not count (BrickKit's rect queries).
  @inline(__always) public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// True when `other` lies inside this rectangle, edges included.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// Padding on the four sides of a section (BrickKit's `edgeInsets`) or of a scroll view.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
  public static let zero = EdgeInsets()
  /// The left and right insets together: what they take from a width.
  public var horizontal: Double { left + right }
  /// The top and bottom insets together: what they take from a height.
  public var vertical: Double { top + bottom }
  /// The one value of all four sides, or nil when they differ.
  public var uniform: Double? {
    top == left && top == bottom && top == right ? top : nil
  }
}

/// A bare number is the same inset on every side (a brick's `padding: 8`).
extension EdgeInsets: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  public init(integerLiteral value: Int) { self.init(all: Double(value)) }
  public init(floatLiteral value: Double) { self.init(all: value) }
}

/// The scroll axis of a layout or of a collection brick.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
  case vertical, horizontal
}
