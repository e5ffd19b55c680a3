/// One compiled entry of `behaviors:`: its kind, the items it selects in BrickKit's
/// registration order, their parameters, and the state a stateful behavior keeps between
/// passes. Built once per layout in O(selected items · log nodes).
struct BehaviorSlot: Sendable {
  enum Kind: Sendable {
    case sticky(topOffset: Double, stack: Bool)
    case minimumSticky
    case stickyFooter(stack: Bool)
    case onScrollDown
    case snap(BehaviorSpec.SnapPosition)
    case spotlight(scrollLastBrickToTop: Bool, lastBrickStretchy: Bool)
    case card(scrollLastBrickToTop: Bool)
    case coverFlow(Double)
    case offset(origin: Size, size: Size)
    case maxZIndex
    case setZIndex(Int)
    case hide
  }

  var kind: Kind
  /// Selected items in registration order: pre-order, except that a section item comes after
  /// its descendants (BrickKit creates, hence registers, a section's children first).
  var items = ContiguousArray<Int>()
  /// Per item: the item of its section (0 for the root's children).
  var parents = ContiguousArray<Int>()
  /// Per item: minimum height (minimumSticky) or small height (card, spotlight); NaN for none.
  var values = ContiguousArray<Double>()
  /// Per item: the inset of its section (spotlight).
  var sectionInsets = ContiguousArray<Double>()
  /// Per item, state: the frame this behavior last gave it (NaN x: none yet).
  var frames = ContiguousArray<Rect>()
  /// Per item, state: the sticking percentage last computed.
  var percents = ContiguousArray<Double>()
  /// Iteration order for the sticky family (indices into `items`), reused every pass.
  var order = ContiguousArray<Int>()

  // Stateful behaviors.
  var hasRun = false
  var lastOffset = 0.0
  var scrollingDown = false
  var directionChanged = false
  var indexInSpotlight = 0

  /// The last item this behavior needs solved before it runs, or -1.
  var downstreamItem = -1

  static let unknownFrame = Rect(x: .nan, y: 0, width: 0, height: 0)

  init(_ spec: BehaviorSpec, compiled: CompiledLayout) {
    var perBrick: PerBrick?
    var dropWithoutValue = false
    switch spec {
    case .sticky(_, let topOffset, let stack): kind = .sticky(topOffset: topOffset, stack: stack)
    case .minimumSticky(_, let m): kind = .minimumSticky; perBrick = m
    case .stickyFooter(_, let stack): kind = .stickyFooter(stack: stack)
    case .onScrollDownSticky: kind = .onScrollDown
    case .snapToPoint(let p): kind = .snap(p)
    case .spotlight(_, let small, let toTop, let stretchy):
      kind = .spotlight(scrollLastBrickToTop: toTop, lastBrickStretchy: stretchy)
      perBrick = small; dropWithoutValue = true
    case .card(_, let small, let toTop):
      kind = .card(scrollLastBrickToTop: toTop); perBrick = small; dropWithoutValue = true
    case .coverFlow(let f): kind = .coverFlow(f)
    case .offset(_, let origin, let size): kind = .offset(origin: origin, size: size)
    case .maxZIndex: kind = .maxZIndex
    case .setZIndex(_, let z): kind = .setZIndex(z)
    case .hide: kind = .hide
    }

    // (registration key, item, value)
    var picked: [(key: Int, item: Int, value: Double)] = []
    var seen = Set<Int>()
    for selector in spec.selectors {
      for item in compiled.allItems(for: selector) where seen.insert(item).inserted {
        let node = compiled.node(ofItem: item)
        let section = compiled.isSection(node: node)
        let subtree = compiled.subtreeItemCount(ofNode: node)
        var value = Double.nan
        if let pb = perBrick {
          let rep = compiled.index(ofItem: item, node: node)
          value = pb.bySelector[Selector(id: selector.id, repetition: rep)]
            ?? pb.bySelector[Selector(id: selector.id)] ?? pb.all ?? .nan
        }
        if dropWithoutValue && value.isNaN { continue }
        // Twice the item number keeps room to put a section just after its last descendant.
        let key = section ? 2 * (item + subtree - 1) + 1 : 2 * item
        picked.append((key, item, value))
      }
    }
    picked.sort { $0.key < $1.key }
    items.reserveCapacity(picked.count)
    for p in picked {
      items.append(p.item)
      values.append(p.value)
      parents.append(compiled.parentItem(of: p.item) ?? 0)
      let parentNode = compiled.node(ofItem: parents[parents.count - 1])
      let si = compiled.sectionIndex[parentNode]
      sectionInsets.append(si >= 0 ? compiled.sections[Int(si)].inset : 0)
    }
    frames = ContiguousArray(repeating: Self.unknownFrame, count: items.count)
    percents = ContiguousArray(repeating: 1, count: items.count)
    order = ContiguousArray(0..<items.count)
    switch kind {
    case .stickyFooter, .spotlight, .card: downstreamItem = items.max() ?? -1
    default: break
    }
  }
}
