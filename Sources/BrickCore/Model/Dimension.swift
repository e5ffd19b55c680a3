/// How a brick's width or height is decided: BrickKit's `BrickDimension`, plus Compose's
/// viewport ratio and "total minus" forms.
public enum Dimension: Hashable, Sendable {
  /// A length in points.
  case fixed(Double)
  /// Width: BrickKit's inset-aware ratio of the section's content width.
  /// Height: a ratio of the brick's own width.
  case ratio(Double)
  /// A ratio of the viewport's length on the same axis.
  case viewportRatio(Double)
  /// The container's length on the same axis minus this many points (Compose's "total minus").
  case minus(Double)
  /// The rest of the row (widths only).
  case fill
  /// Measured from content; the estimate stands until the brick is measured.
  indirect case auto(estimate: Dimension)
  indirect case orientation(landscape: Dimension, portrait: Dimension)
  indirect case horizontalSizeClass(regular: Dimension, compact: Dimension)
  indirect case verticalSizeClass(regular: Dimension, compact: Dimension)
  /// BrickKit's `dimensionRange`: the last pair whose `minimumSize` is at most the section
  /// content width (widths) or the brick width (heights) wins; pairs are ascending.
  indirect case range(default: Dimension, pairs: [RangePair])
  /// Clamps a measured height (BrickKit's `restricted`).
  indirect case restricted(size: Dimension, restriction: Restriction)

  public struct RangePair: Hashable, Sendable {
    public var minimumSize: Double
    public var dimension: Dimension
    public init(minimumSize: Double, dimension: Dimension) {
      self.minimumSize = minimumSize
      self.dimension = dimension
    }
  }

  public enum Restriction: Hashable, Sendable {
    case minimum(Dimension)
    case maximum(Dimension)
  }

  /// The default width of a brick: the whole content width of its section.
  public static let defaultWidth = Dimension.ratio(1)
  /// The default height of a brick: measured, with an estimate of 50 points.
  public static let defaultHeight = Dimension.auto(estimate: .fixed(50))
}

/// The device traits that select a branch of a dimension rule.
public struct Traits: Hashable, Sendable {
  public enum Orientation: String, Hashable, Sendable, CaseIterable { case portrait, landscape }
  public enum SizeClass: String, Hashable, Sendable, CaseIterable { case compact, regular }

  public var orientation: Orientation
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass

  public init(
    orientation: Orientation = .portrait, horizontalSizeClass: SizeClass = .compact,
    verticalSizeClass: SizeClass = .regular
  ) {
    self.orientation = orientation
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}
