import BrickCore

/// Random layout trees for property tests, built from a tape of choices.
///
/// The property generator produces a list of small integers (the tape); `RandomLayouts.spec`
/// reads one choice per decision, and an exhausted tape reads as 0, the simplest choice (no
/// more children, the first width form, no insets). Shrinking the list, which PropertyBased does
/// by dropping and lowering elements, therefore shrinks the tree: a failure is reported with a
/// small tape that builds a small layout.
///
/// Trees are vertical flow layouts up to `maximumDepth` sections deep, with widths from every
/// dimension form (fixed, ratio, viewport ratio, minus, fill, auto, orientation, both size
/// classes, range), heights fixed, ratio or auto labels, insets, edge insets, every alignment,
/// row height alignment, hidden bricks and repeat counts 0–5. Sizes stay in ranges where a
/// 320-point section keeps a positive content width at every level (edge insets ≤ 20 a side,
/// inset ≤ 10, nested sections half or whole wide). A brick can still get a negative width
/// (a 1/4 ratio's share of the insets exceeding a narrow content width), as in BrickKit.
public struct RandomLayouts {
  public static let maximumDepth = 3
  public var tape: [Int]
  var position = 0
  /// Ids given so far, in pre-order.
  public private(set) var ids: [String] = []

  public init(tape: [Int]) { self.tape = tape }

  /// The next choice, in 0..<n (0 once the tape is used up).
  mutating func choose(_ n: Int) -> Int {
    defer { position += 1 }
    guard position < tape.count, n > 1 else { return 0 }
    return abs(tape[position] % n)
  }

  /// A spec of random bricks and behaviors selecting some of them.
  public static func spec(tape: [Int], behaviors: Bool = false) -> LayoutSpec {
    var builder = RandomLayouts(tape: tape)
    let root = builder.section(depth: 0)
    var spec = LayoutSpec(root: root)
    if behaviors { spec.behaviors = builder.behaviors() }
    return spec
  }

  mutating func section(depth: Int) -> Section {
    let count = depth == 0 ? 1 + choose(8) : choose(5)
    var bricks: [Node] = []
    for _ in 0..<count { bricks.append(node(depth: depth + 1)) }
    let inset = [0.0, 5, 10, 2.5][choose(4)]
    var edges = EdgeInsets.zero
    if choose(2) == 1 {
      edges = EdgeInsets(
        top: Double(choose(21)), left: Double(choose(21)), bottom: Double(choose(21)),
        right: Double(choose(21)))
    }
    let alignment = Alignment(
      horizontal: Alignment.Horizontal.allCases[choose(4)],
      vertical: Alignment.Vertical.allCases[choose(3)])
    return Section(
      bricks, inset: inset, edgeInsets: edges, alignment: alignment, alignRowHeights: choose(3) == 2
    )
  }

  mutating func node(depth: Int) -> Node {
    let id = "n\(ids.count)"
    ids.append(id)
    let kinds = depth < Self.maximumDepth ? 5 : 4
    let kind = choose(kinds)
    if kind == 4 {
      // Half or whole widths only, so three levels of edge insets leave a positive content width.
      let width: Dimension = [
        .ratio(1), .ratio(0.5), .orientation(landscape: .ratio(0.5), portrait: .ratio(1)),
      ][choose(3)]
      let hidden = choose(8) == 7
      return Node(id: id, width: width, hidden: hidden, content: .section(section(depth: depth)))
    }
    let width = self.width()
    let hidden = choose(8) == 7
    let height = self.height()
    let repeatCount = choose(6)
    let content: Content
    switch kind {
    case 0: content = .brick(text: nil, contentHeight: nil)
    case 1: content = .label(text: text(), padding: EdgeInsets(all: Double(choose(3) * 4)))
    case 2: content = .button(title: text(), padding: EdgeInsets(all: Double(choose(2) * 8)))
    default:
      content = .brick(text: text(), contentHeight: choose(2) == 1 ? Double(choose(90)) : nil)
    }
    return Node(
      id: id, width: width, height: height, repeatCount: repeatCount, hidden: hidden,
      content: content)
  }

  mutating func simpleWidth() -> Dimension {
    switch choose(6) {
    case 0: return .ratio([1, 0.5, 1.0 / 3, 0.25, 2.0 / 3, 0.75][choose(6)])
    case 1: return .fixed(Double(choose(41) * 10))  // up to 400: may be wider than the section
    case 2: return .viewportRatio([0.25, 0.5, 1][choose(3)])
    case 3: return .minus(Double(choose(6) * 10))
    case 4: return .fill
    default: return .auto(estimate: .fixed(Double(choose(20) * 10)))
    }
  }

  mutating func width() -> Dimension {
    switch choose(9) {
    case 5: return .orientation(landscape: simpleWidth(), portrait: simpleWidth())
    case 6: return .horizontalSizeClass(regular: simpleWidth(), compact: simpleWidth())
    case 7: return .verticalSizeClass(regular: simpleWidth(), compact: simpleWidth())
    case 8:
      return .range(
        default: simpleWidth(),
        pairs: [Dimension.RangePair(minimumSize: Double(choose(5) * 100), dimension: simpleWidth())]
      )
    default: return simpleWidth()
    }
  }

  mutating func height() -> Dimension {
    switch choose(3) {
    case 0: return .fixed(Double(choose(13) * 10))
    case 1: return .ratio([0.25, 0.5, 1][choose(3)])
    default: return .auto(estimate: .fixed(Double(choose(6) * 10)))
    }
  }

  mutating func text() -> String {
    let words = ["brick", "a", "section of text", "{index}", "wide-wordwithoutbreaks", "é"]
    return (0..<choose(12)).map { _ in words[choose(words.count)] }.joined(separator: " ")
  }

  /// A few behaviors over the ids made so far.
  mutating func behaviors() -> [BehaviorSpec] {
    guard !ids.isEmpty else { return [] }
    var list: [BehaviorSpec] = []
    for _ in 0..<choose(4) {
      let bricks = [Selector(id: ids[choose(ids.count)])]
      switch choose(9) {
      case 0:
        list.append(
          .sticky(
            bricks: bricks, topOffset: Double(choose(3) * 10), stackAcrossSections: choose(2) == 1))
      case 1: list.append(.stickyFooter(bricks: bricks, stackAcrossSections: choose(2) == 1))
      case 2: list.append(.onScrollDownSticky(bricks: bricks))
      case 3:
        list.append(
          .minimumSticky(bricks: bricks, minimumHeight: PerBrick(all: Double(choose(5) * 10))))
      case 4:
        list.append(
          .offset(
            bricks: bricks, originOffset: Size(width: 5, height: -5),
            sizeOffset: Size(width: -2, height: 3)))
      case 5: list.append(.maxZIndex(bricks: bricks))
      case 6: list.append(.coverFlow(minimumScaleFactor: 0.5))
      case 7: list.append(.snapToPoint(position: [.top, .middle, .bottom][choose(3)]))
      default:
        list.append(
          .spotlight(
            bricks: bricks, smallHeight: PerBrick(all: 30), scrollLastBrickToTop: choose(2) == 1,
            lastBrickStretchy: false))
      }
    }
    return list
  }
}

/// A small deterministic generator (xorshift), so a failing random case repeats.
public struct Tape {
  public var state: UInt64
  public init(state: UInt64) { self.state = state }
  public mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
  public mutating func choose(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  public mutating func pick<T>(_ items: [T]) -> T { items[choose(items.count)] }
}
