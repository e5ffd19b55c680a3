/// A `UICollectionViewCompositionalLayout` as a layout file describes it (docs/compositional.md):
/// the configuration and the sections, each with its group tree, its cells and its
/// supplementary and decoration items. UIKit's names are kept, so `createLayout()` reads across
/// line by line. The solver (`CompositionalSolver`) turns it into frames for an environment.
public struct CompositionalSpec: Hashable, Sendable {
  public var configuration: CompositionalConfiguration
  public var sections: [CompositionalSection]
  /// What the loader noticed that UIKit allows but never shows as written (a repeating group
  /// too small for its count, a fraction of an estimated container, assumed list metrics), in
  /// file order; `check` lists them as warnings. Empty for a spec built in code.
  public var warnings: [CompositionalWarning] = []

  public init(
    configuration: CompositionalConfiguration = CompositionalConfiguration(),
    sections: [CompositionalSection] = []
  ) {
    self.configuration = configuration
    self.sections = sections
  }
}

/// One warning of the loader about a compositional layout: where it is in the file and what it
/// says. Not an error: the file loads and shows what UIKit would.
public struct CompositionalWarning: Hashable, Sendable {
  /// 1-based line and column (Unicode scalars) of the value it is about.
  public var line: Int
  public var column: Int
  /// Where in the document: `sections[0].group.repeatingSubitem`.
  public var keyPath: String
  public var message: String
  /// What would show as meant.
  public var expected: String?
  /// The text of the line, for a caret excerpt.
  public var sourceLine: String?
  public init(
    line: Int, column: Int, keyPath: String, message: String, expected: String? = nil,
    sourceLine: String? = nil
  ) {
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
    self.expected = expected
    self.sourceLine = sourceLine
  }
}

/// `UICollectionViewCompositionalLayoutConfiguration` (R11, docs/compositional.md#r11).
public struct CompositionalConfiguration: Hashable, Sendable {
  public var scrollDirection: ScrollDirection
  /// Space between consecutive sections.
  public var interSectionSpacing: Double
  public var contentInsetsReference: ContentInsetsReference
  /// The layout's own headers and footers, before the first and after the last section.
  public var boundarySupplementaryItems: [BoundaryItem]

  public init(
    scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
    contentInsetsReference: ContentInsetsReference = .safeArea,
    boundarySupplementaryItems: [BoundaryItem] = []
  ) {
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.contentInsetsReference = contentInsetsReference
    self.boundarySupplementaryItems = boundarySupplementaryItems
  }
}

/// `UIContentInsetsReference`: which insets of the collection view shrink the layout
/// container across the scroll axis (R2). `automatic` on a section follows the configuration.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
  case automatic, none, safeArea, layoutMargins, readableContent
}

/// `NSCollectionLayoutDimension` (R1).
public enum LayoutDimension: Hashable, Sendable {
  case fractionalWidth(Double)
  case fractionalHeight(Double)
  case absolute(Double)
  case estimated(Double)
  /// iOS 17: self-sized, then grown to the largest self-sized sibling.
  case uniformAcrossSiblings(Double)

  /// True for the dimensions a cell sizes itself on (`estimated`, `uniformAcrossSiblings`).
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: true
    default: false
    }
  }
}

/// `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
  public var width: LayoutDimension
  public var height: LayoutDimension
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }
}

/// `NSDirectionalEdgeInsets`. Brickyard lays out left to right, so leading is left.
public struct DirectionalInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
  public static let zero = DirectionalInsets()
}

/// `NSCollectionLayoutSpacing` (R6).
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this much.
  case fixed(Double)
  /// At least this much; leftover space is shared out.
  case flexible(Double)

  public var amount: Double {
    switch self {
    case .fixed(let v), .flexible(let v): v
    }
  }
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

/// `NSCollectionLayoutEdgeSpacing` (R9): outsets around an item, before its contentInsets.
public struct EdgeSpacing: Hashable, Sendable {
  public var leading: LayoutSpacing?
  public var top: LayoutSpacing?
  public var trailing: LayoutSpacing?
  public var bottom: LayoutSpacing?
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
  public var isEmpty: Bool { leading == nil && top == nil && trailing == nil && bottom == nil }
}

/// The edges an anchor or a boundary item's alignment names (`NSDirectionalRectEdge`,
/// `NSRectAlignment`).
public struct RectEdges: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let top = RectEdges(rawValue: 1)
  public static let leading = RectEdges(rawValue: 2)
  public static let bottom = RectEdges(rawValue: 4)
  public static let trailing = RectEdges(rawValue: 8)

  /// 0 at the leading (top) edge, 1 at the trailing (bottom) edge, 0.5 with neither (R16).
  public var horizontalFactor: Double {
    contains(.leading) ? 0 : contains(.trailing) ? 1 : 0.5
  }
  public var verticalFactor: Double { contains(.top) ? 0 : contains(.bottom) ? 1 : 0.5 }
}

/// `NSCollectionLayoutAnchor` (R16).
public struct LayoutAnchor: Hashable, Sendable {
  public var edges: RectEdges
  public var offset: Point
  /// The offset is a fraction of the supplementary item's size, not points.
  public var isFractional: Bool
  public init(edges: RectEdges, offset: Point = .zero, isFractional: Bool = false) {
    self.edges = edges
    self.offset = offset
    self.isFractional = isFractional
  }
}

/// `NSCollectionLayoutSupplementaryItem`: a badge anchored to an item or a group.
public struct AnchoredItem: Hashable, Sendable {
  public var elementKind: String
  public var size: LayoutSize
  public var containerAnchor: LayoutAnchor
  /// Which point of the supplementary sits on the container's anchor point.
  public var itemAnchor: LayoutAnchor?
  public var zIndex: Int
  public var view: Node?
  public var sourceLine: Int
  public init(
    elementKind: String, size: LayoutSize, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1, view: Node? = nil, sourceLine: Int = 0
  ) {
    self.elementKind = elementKind
    self.size = size
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
    self.view = view
    self.sourceLine = sourceLine
  }
}

/// `NSRectAlignment` of a boundary item.
public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
  case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// True when the item sits before the content along a vertical scroll (a header).
  public var edges: RectEdges {
    switch self {
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}

/// `NSCollectionLayoutBoundarySupplementaryItem` (R15): a section's or the layout's header or
/// footer.
public struct BoundaryItem: Hashable, Sendable {
  public var elementKind: String
  public var size: LayoutSize
  public var alignment: BoundaryAlignment
  public var absoluteOffset: Point
  public var extendsBoundary: Bool
  public var pinToVisibleBounds: Bool
  public var zIndex: Int
  public var view: Node?
  public var sourceLine: Int
  public init(
    elementKind: String, size: LayoutSize, alignment: BoundaryAlignment,
    absoluteOffset: Point = .zero, extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false,
    zIndex: Int = 1, view: Node? = nil, sourceLine: Int = 0
  ) {
    self.elementKind = elementKind
    self.size = size
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.extendsBoundary = extendsBoundary
    self.pinToVisibleBounds = pinToVisibleBounds
    self.zIndex = zIndex
    self.view = view
    self.sourceLine = sourceLine
  }
}

/// `NSCollectionLayoutDecorationItem` (R17): a section background.
public struct DecorationItem: Hashable, Sendable {
  public var elementKind: String
  public var contentInsets: DirectionalInsets
  public var zIndex: Int
  /// A colour for the background (any colour of docs/layout-file.md#colours).
  public var background: LayoutColor?
  public var sourceLine: Int
  public init(
    elementKind: String, contentInsets: DirectionalInsets = .zero, zIndex: Int = 0,
    background: LayoutColor? = nil, sourceLine: Int = 0
  ) {
    self.elementKind = elementKind
    self.contentInsets = contentInsets
    self.zIndex = zIndex
    self.background = background
    self.sourceLine = sourceLine
  }
}

/// `NSCollectionLayoutItem`: a leaf that shows one cell.
public struct LayoutItem: Hashable, Sendable {
  public var size: LayoutSize
  public var contentInsets: DirectionalInsets
  public var edgeSpacing: EdgeSpacing
  public var supplementaryItems: [AnchoredItem]
  public init(
    size: LayoutSize, contentInsets: DirectionalInsets = .zero,
    edgeSpacing: EdgeSpacing = EdgeSpacing(), supplementaryItems: [AnchoredItem] = []
  ) {
    self.size = size
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}

/// An item or a group, as a group's subitem.
public indirect enum LayoutElement: Hashable, Sendable {
  case item(LayoutItem)
  case group(LayoutGroup)

  public var size: LayoutSize {
    switch self {
    case .item(let i): i.size
    case .group(let g): g.size
    }
  }
  public var contentInsets: DirectionalInsets {
    switch self {
    case .item(let i): i.contentInsets
    case .group(let g): g.contentInsets
    }
  }
  public var edgeSpacing: EdgeSpacing {
    switch self {
    case .item(let i): i.edgeSpacing
    case .group(let g): g.edgeSpacing
    }
  }
}

/// `NSCollectionLayoutGroup`.
public struct LayoutGroup: Hashable, Sendable {
  public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical, custom }

  /// How the group fills itself.
  public enum Subitems: Hashable, Sendable {
    /// `subitems:`: cycled until the next one does not fit (R3).
    case cycling([LayoutElement])
    /// `subitem:count:`: exactly n, resized to share the group's length (R5).
    case count(LayoutElement, Int)
    /// `repeatingSubitem:count:`: n at their own size (R5).
    case repeating(LayoutElement, Int)
    /// `custom(layoutSize:itemProvider:)` with literal frames, relative to the group (R20).
    case custom([Rect])
  }

  public var axis: Axis
  public var size: LayoutSize
  public var subitems: Subitems
  public var interItemSpacing: LayoutSpacing?
  public var contentInsets: DirectionalInsets
  public var edgeSpacing: EdgeSpacing
  public var supplementaryItems: [AnchoredItem]

  public init(
    axis: Axis, size: LayoutSize, subitems: Subitems, interItemSpacing: LayoutSpacing? = nil,
    contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing = EdgeSpacing(),
    supplementaryItems: [AnchoredItem] = []
  ) {
    self.axis = axis
    self.size = size
    self.subitems = subitems
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (R14).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// The common `visibleItemsInvalidationHandler`: scale and alpha by distance from the
/// scroller's centre, linear from `center` to `edge` (half the scroller's width away), clamped.
public struct VisibleItemsEffect: Hashable, Sendable {
  public struct Ramp: Hashable, Sendable {
    public var center: Double
    public var edge: Double
    public init(center: Double, edge: Double) {
      self.center = center
      self.edge = edge
    }
    /// The value at `distance` (0 at the centre, 1 at half the scroller's width), clamped.
    public func value(at distance: Double) -> Double {
      let t = min(max(distance, 0), 1)
      return center + (edge - center) * t
    }
  }
  public var scale: Ramp?
  public var alpha: Ramp?
  public init(scale: Ramp? = nil, alpha: Ramp? = nil) {
    self.scale = scale
    self.alpha = alpha
  }
}

/// `UICollectionLayoutListConfiguration` (R18) with the metrics Brickyard assumes.
public struct ListConfiguration: Hashable, Sendable {
  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }
  public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
    case none, supplementary, firstItemInSection
  }
  public enum FooterMode: String, Hashable, Sendable, CaseIterable { case none, supplementary }

  /// The numbers UIKit does not publish (R18): approximations until measured on a device.
  public struct Metrics: Hashable, Sendable {
    public var rowHeight: Double
    public var horizontalInset: Double
    public var sectionTopPadding: Double
    public var sectionBottomPadding: Double
    public var headerHeight: Double
    public var footerHeight: Double
    public init(
      rowHeight: Double, horizontalInset: Double, sectionTopPadding: Double,
      sectionBottomPadding: Double, headerHeight: Double, footerHeight: Double
    ) {
      self.rowHeight = rowHeight
      self.horizontalInset = horizontalInset
      self.sectionTopPadding = sectionTopPadding
      self.sectionBottomPadding = sectionBottomPadding
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }

    /// Brickyard's assumed defaults for an appearance (docs/compositional.md, "Lists").
    public static func defaults(for appearance: Appearance) -> Metrics {
      switch appearance {
      case .plain, .sidebarPlain:
        Metrics(
          rowHeight: 44, horizontalInset: 0, sectionTopPadding: 0, sectionBottomPadding: 0,
          headerHeight: 28, footerHeight: 28)
      case .grouped, .sidebar:
        Metrics(
          rowHeight: 44, horizontalInset: 0, sectionTopPadding: 17, sectionBottomPadding: 17,
          headerHeight: 38, footerHeight: 38)
      case .insetGrouped:
        Metrics(
          rowHeight: 44, horizontalInset: 20, sectionTopPadding: 17, sectionBottomPadding: 17,
          headerHeight: 38, footerHeight: 38)
      }
    }
  }

  public var appearance: Appearance
  public var headerMode: HeaderMode
  public var footerMode: FooterMode
  public var metrics: Metrics
  /// Which metrics the file gave (the rest are the assumed defaults).
  public var metricsGiven: Bool

  public init(
    appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
    metrics: Metrics? = nil
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.metrics = metrics ?? .defaults(for: appearance)
    self.metricsGiven = metrics != nil
  }
}

/// A value that may depend on the environment: the docs/compositional.md#adapting rule forms, over
/// a section provider's `layoutEnvironment` (docs/compositional.md#adapting).
public indirect enum Adaptive<Value: Hashable & Sendable>: Hashable, Sendable {
  case value(Value)
  case orientation(landscape: Adaptive, portrait: Adaptive)
  case horizontalSizeClass(regular: Adaptive, compact: Adaptive)
  case verticalSizeClass(regular: Adaptive, compact: Adaptive)
  /// The last pair whose `minimumSize` is at most the container's effective width wins.
  case range(default: Adaptive, pairs: [AdaptivePair<Value>])

  /// The value for these traits and this container width.
  public func resolve(_ traits: Traits, containerWidth: Double) -> Value {
    switch self {
    case .value(let v): return v
    case .orientation(let l, let p):
      return (traits.orientation == .landscape ? l : p).resolve(
        traits, containerWidth: containerWidth)
    case .horizontalSizeClass(let r, let c):
      return (traits.horizontalSizeClass == .regular ? r : c).resolve(
        traits, containerWidth: containerWidth)
    case .verticalSizeClass(let r, let c):
      return (traits.verticalSizeClass == .regular ? r : c).resolve(
        traits, containerWidth: containerWidth)
    case .range(let d, let pairs):
      var chosen = d
      for p in pairs where p.minimumSize <= containerWidth { chosen = p.value }
      return chosen.resolve(traits, containerWidth: containerWidth)
    }
  }

  /// Every value the rule can give, in file order (for checks over all branches).
  public var allValues: [Value] {
    switch self {
    case .value(let v): [v]
    case .orientation(let a, let b), .horizontalSizeClass(let a, let b),
      .verticalSizeClass(let a, let b):
      a.allValues + b.allValues
    case .range(let d, let pairs): d.allValues + pairs.flatMap(\.value.allValues)
    }
  }
}

public struct AdaptivePair<Value: Hashable & Sendable>: Hashable, Sendable {
  public var minimumSize: Double
  public var value: Adaptive<Value>
  public init(minimumSize: Double, value: Adaptive<Value>) {
    self.minimumSize = minimumSize
    self.value = value
  }
}

/// Where a section's cells come from.
public enum CellSource: Hashable, Sendable {
  /// `itemCount` cells, each showing `cell` (its `{index}` placeholders take the item index).
  case repeated(cell: Node, count: Adaptive<Int>)
  /// One node per cell (`cells:`, or `data:` expanded).
  case nodes([Node])

  /// The number of cells for an environment.
  public func count(_ traits: Traits, containerWidth: Double) -> Int {
    switch self {
    case .repeated(_, let count): max(0, count.resolve(traits, containerWidth: containerWidth))
    case .nodes(let nodes): nodes.count
    }
  }

  /// The node cell `index` shows (past the last node, a cell with no content: a group laid
  /// out for more cells than the section has measures nothing there).
  public func node(at index: Int) -> Node {
    switch self {
    case .repeated(let cell, _): cell
    case .nodes(let nodes):
      index >= 0 && index < nodes.count
        ? nodes[index] : Node(content: .brick(text: nil, contentHeight: nil))
    }
  }
}

/// `NSCollectionLayoutSection` with its data (one per section of the data source).
public struct CompositionalSection: Hashable, Sendable {
  /// The file's id, or nil (then `section.N`).
  public var id: String?
  public var cells: CellSource
  /// nil for a list section (`list` builds its group).
  public var group: Adaptive<LayoutGroup>?
  public var contentInsets: Adaptive<DirectionalInsets>
  public var contentInsetsReference: ContentInsetsReference
  /// Whether boundary items follow the section's leading/trailing contentInsets (UIKit's
  /// default, `supplementariesFollowContentInsets`).
  public var supplementariesFollowContentInsets: Bool
  public var interGroupSpacing: Adaptive<Double>
  public var orthogonalScrollingBehavior: Adaptive<OrthogonalScrollingBehavior>
  public var boundarySupplementaryItems: [BoundaryItem]
  public var decorationItems: [DecorationItem]
  public var visibleItems: VisibleItemsEffect?
  public var list: ListConfiguration?
  public var sourceLine: Int

  public init(
    id: String? = nil, cells: CellSource, group: Adaptive<LayoutGroup>?,
    contentInsets: Adaptive<DirectionalInsets> = .value(.zero),
    contentInsetsReference: ContentInsetsReference = .automatic,
    supplementariesFollowContentInsets: Bool = true,
    interGroupSpacing: Adaptive<Double> = .value(0),
    orthogonalScrollingBehavior: Adaptive<OrthogonalScrollingBehavior> = .value(.none),
    boundarySupplementaryItems: [BoundaryItem] = [], decorationItems: [DecorationItem] = [],
    visibleItems: VisibleItemsEffect? = nil, list: ListConfiguration? = nil, sourceLine: Int = 0
  ) {
    self.id = id
    self.cells = cells
    self.group = group
    self.contentInsets = contentInsets
    self.contentInsetsReference = contentInsetsReference
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.decorationItems = decorationItems
    self.visibleItems = visibleItems
    self.list = list
    self.sourceLine = sourceLine
  }
}
