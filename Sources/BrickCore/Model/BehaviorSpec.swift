/// Picks items by id: every repetition of a brick, or one repetition (`id#3`).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
  public var id: String
  public var repetition: Int?
  public init(id: String, repetition: Int? = nil) { self.id = id; self.repetition = repetition }

  /// Parses `id` or `id#n`; nil when the suffix after `#` is not a whole number >= 0.
  public init?(parsing text: String) {
    if let hash = text.lastIndex(of: "#") {
      let suffix = text[text.index(after: hash)...]
      guard let n = Int(suffix), n >= 0 else { return nil }
      self.init(id: String(text[..<hash]), repetition: n)
    } else {
      self.init(id: text)
    }
  }

  public var description: String { repetition.map { "\(id)#\($0)" } ?? id }
}

/// A number given once for all selected bricks, or per selector (`{title: 40, footer#2: 10}`).
public struct PerBrick: Hashable, Sendable {
  public var all: Double?
  public var bySelector: [Selector: Double]
  public init(all: Double? = nil, bySelector: [Selector: Double] = [:]) {
    self.all = all; self.bySelector = bySelector
  }
}

/// One entry of `behaviors:` (FORMAT.md §1.1), with BrickKit's parameter names.
public enum BehaviorSpec: Hashable, Sendable {
  public enum SnapPosition: String, Hashable, Sendable, CaseIterable {
    case top, middle, bottom, left, center, right
    public var isHorizontal: Bool { self == .left || self == .center || self == .right }
  }

  case sticky(bricks: [Selector], topOffset: Double, stackAcrossSections: Bool)
  case minimumSticky(bricks: [Selector], minimumHeight: PerBrick)
  case stickyFooter(bricks: [Selector], stackAcrossSections: Bool)
  case onScrollDownSticky(bricks: [Selector])
  case snapToPoint(position: SnapPosition)
  case spotlight(bricks: [Selector], smallHeight: PerBrick, scrollLastBrickToTop: Bool, lastBrickStretchy: Bool)
  case card(bricks: [Selector], smallHeight: PerBrick, scrollLastBrickToTop: Bool)
  case coverFlow(minimumScaleFactor: Double)
  case offset(bricks: [Selector], originOffset: Size, sizeOffset: Size)
  case maxZIndex(bricks: [Selector])
  case setZIndex(bricks: [Selector], zIndex: Int)
  case hide(bricks: [Selector])

  /// The type name as the file spells it.
  public var typeName: String {
    switch self {
    case .sticky: "sticky"
    case .minimumSticky: "minimumSticky"
    case .stickyFooter: "stickyFooter"
    case .onScrollDownSticky: "onScrollDownSticky"
    case .snapToPoint: "snapToPoint"
    case .spotlight: "spotlight"
    case .card: "card"
    case .coverFlow: "coverFlow"
    case .offset: "offset"
    case .maxZIndex: "maxZIndex"
    case .setZIndex: "setZIndex"
    case .hide: "hide"
    }
  }

  /// The selectors this behavior names (empty for layout-wide behaviors).
  public var selectors: [Selector] {
    switch self {
    case .sticky(let b, _, _), .minimumSticky(let b, _), .stickyFooter(let b, _),
      .onScrollDownSticky(let b), .spotlight(let b, _, _, _), .card(let b, _, _),
      .offset(let b, _, _), .maxZIndex(let b), .setZIndex(let b, _), .hide(let b):
      return b
    case .snapToPoint, .coverFlow:
      return []
    }
  }

  public static let typeNames = [
    "sticky", "minimumSticky", "stickyFooter", "onScrollDownSticky", "snapToPoint", "spotlight",
    "card", "coverFlow", "offset", "maxZIndex", "setZIndex", "hide",
  ]
}
