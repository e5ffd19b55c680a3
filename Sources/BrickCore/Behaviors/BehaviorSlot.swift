/// The items one entry of `behaviors:` selects, in BrickKit's registration order, with what
/// a behavior reads about each. Built once per layout in O(selected items · log nodes).
public struct BehaviorSelection: Sendable {
  /// Selected items in registration order: pre-order, except that a section item comes after
  /// its descendants (BrickKit creates, hence registers, a section's children first).
  public private(set) var items = SelectionColumn<Int>(stepping: true)
  /// Per item: the item of its section (0 for the root's children).
  public private(set) var parents = SelectionColumn<Int>(stepping: false)
  /// Per item: its per-brick value (minimum or small height); NaN for none.
  public private(set) var values = SelectionColumn<Double>(stepping: false)
  /// Per item: the inset of its section (spotlight).
  public private(set) var sectionInsets = SelectionColumn<Double>(stepping: false)
  /// True when `items` ascend (no section is selected with its bricks, or sections alone in
  /// pre-order), so the placed ones can be found by binary search.
  public private(set) var itemsAscend = true
  /// The largest selected item, or -1.
  public private(set) var lastItem = -1

  /// The number of selected items.
  public var count: Int { items.count }
  /// True when the selection was made node by node (`selectRuns`), not item by item.
  private(set) var selectedByRuns = false

  /// Selects the items of `behavior`'s bricks in `compiled`.
  public init(_ behavior: some Behavior, compiled: CompiledLayout) {
    self.init(behavior, compiled: compiled, itemByItem: false)
  }

  /// `itemByItem: true` always takes the general path (tests compare the two).
  init(_ behavior: some Behavior, compiled: CompiledLayout, itemByItem: Bool) {
    selectedByRuns = !itemByItem && selectRuns(behavior, compiled)
    if !selectedByRuns { selectItems(behavior, compiled) }
  }

  /// An item's place in BrickKit's registration order: its post-order rank (pre-order rank
  /// plus descendants less ancestors), so bricks keep their order and a section follows its
  /// last descendant, a nested section before the section around it.
  static func registrationKey(_ item: Int, node n: Int, _ compiled: CompiledLayout) -> Int {
    item + compiled.subtreeItemCount(ofNode: n) - 1 - compiled.depth(ofNode: n)
  }

  /// The common case in O(selected nodes + selected items): every repetition of a node shares
  /// its section and value, so a node's items go in as one run. False (having selected
  /// nothing) when two selectors pick the same item or a value depends on the repetition.
  private mutating func selectRuns(_ behavior: some Behavior, _ compiled: CompiledLayout) -> Bool {
    let perBrick = behavior.perBrick
    if let perBrick, perBrick.bySelector.keys.contains(where: { $0.repetition != nil }) {
      return false
    }
    // (registration key, items, node, value)
    var runs: [(key: Int, items: Range<Int>, node: Int, value: Double)] = []
    for selector in behavior.bricks {
      for n in compiled.nodes(named: selector.id) {
        let start = compiled.itemStart(ofNode: n)
        var range = start..<(start + compiled.repetitions(ofNode: n))
        if let r = selector.repetition {
          let rep = r - Int(compiled.indexBase[n])
          guard rep >= 0 && rep < range.count else { continue }
          range = (start + rep)..<(start + rep + 1)
        }
        guard !range.isEmpty else { continue }
        let value =
          perBrick.map { $0.bySelector[Selector(id: selector.id)] ?? $0.all ?? .nan } ?? .nan
        if behavior.skipsBricksWithoutValue && value.isNaN { continue }
        runs.append((Self.registrationKey(range.lowerBound, node: n, compiled), range, n, value))
      }
    }
    // Runs of different nodes never interleave (a node's items are consecutive, and so are
    // their keys), so sorting runs sorts items; overlapping runs mean an item picked twice.
    if runs.count > 1 && !runs.indices.dropFirst().allSatisfy({ runs[$0 - 1].key < runs[$0].key }) {
      runs.sort { $0.key < $1.key }
    }
    for k in runs.indices.dropFirst() where runs[k].items.overlaps(runs[k - 1].items) {
      return false
    }
    let asRuns = runs.count <= SelectionColumn<Int>.maximumRuns
    if !asRuns {
      let total = runs.reduce(0) { $0 + $1.items.count }
      reserveCapacity(total)
    }
    for run in runs {
      let parentNode = compiled.parentNode(of: run.node) ?? 0
      let parent = run.node == 0 ? 0 : compiled.itemStart(ofNode: parentNode)
      let parentSection = compiled.sectionIndex[parentNode]
      let inset = parentSection >= 0 ? compiled.sections[Int(parentSection)].inset : 0
      if asRuns {
        let n = run.items.count
        items.appendRun(run.items.lowerBound, length: n)
        parents.appendRun(parent, length: n)
        values.appendRun(run.value, length: n)
        sectionInsets.appendRun(inset, length: n)
      } else {
        for item in run.items { append(item, parent: parent, value: run.value, inset: inset) }
      }
      itemsAscend = itemsAscend && run.items.lowerBound > lastItem
      lastItem = max(lastItem, run.items.upperBound - 1)
    }
    return true
  }

  /// Item by item: any selection, in O(selected items · log nodes).
  private mutating func selectItems(_ behavior: some Behavior, _ compiled: CompiledLayout) {
    let perBrick = behavior.perBrick
    let dropWithoutValue = behavior.skipsBricksWithoutValue
    // (registration key, item, value)
    var picked: [(key: Int, item: Int, value: Double)] = []
    var seen = Set<Int>()
    for selector in behavior.bricks {
      for item in compiled.allItems(for: selector) where seen.insert(item).inserted {
        let node = compiled.node(ofItem: item)
        var value = Double.nan
        if let pb = perBrick {
          let rep = compiled.index(ofItem: item, node: node)
          value =
            pb.bySelector[Selector(id: selector.id, repetition: rep)]
            ?? pb.bySelector[Selector(id: selector.id)] ?? pb.all ?? .nan
        }
        if dropWithoutValue && value.isNaN { continue }
        picked.append((Self.registrationKey(item, node: node, compiled), item, value))
      }
    }
    picked.sort { $0.key < $1.key }
    reserveCapacity(picked.count)
    for p in picked {
      let parent = compiled.parentItem(of: p.item) ?? 0
      let si = compiled.sectionIndex[compiled.node(ofItem: parent)]
      append(
        p.item, parent: parent, value: p.value,
        inset: si >= 0 ? compiled.sections[Int(si)].inset : 0)
      itemsAscend = itemsAscend && p.item > lastItem
      lastItem = max(lastItem, p.item)
    }
  }

  private mutating func reserveCapacity(_ n: Int) {
    items.reserveCapacity(n)
    parents.reserveCapacity(n)
    values.reserveCapacity(n)
    sectionInsets.reserveCapacity(n)
  }

  private mutating func append(_ item: Int, parent: Int, value: Double, inset: Double) {
    items.append(item)
    parents.append(parent)
    values.append(value)
    sectionInsets.append(inset)
  }
}

/// One compiled entry of `behaviors:` as the engine keeps it: the behavior, its selection and
/// its state, behind a protocol so the engine holds entries of every type in one array.
protocol BehaviorSlot: Sendable {
  /// The last item this behavior needs solved before it runs, or -1.
  var downstreamItem: Int { get }
  /// Selected items (for reserving the scene's capacity).
  var selectedCount: Int { get }
  /// The behavior's bricks and their sections.
  var selection: BehaviorSelection { get }
  /// The behavior, as its type is unknown here.
  var anyBehavior: any Behavior { get }
  mutating func run(_ pass: inout BehaviorPass)
  func targetContentOffset(proposed: Point, _ pass: inout BehaviorPass) -> Point
}

/// The slot of one behavior type.
struct TypedBehaviorSlot<B: Behavior>: BehaviorSlot {
  let behavior: B
  let selection: BehaviorSelection
  var state: B.State
  let downstreamItem: Int

  init(_ behavior: B, compiled: CompiledLayout) {
    self.behavior = behavior
    selection = BehaviorSelection(behavior, compiled: compiled)
    state = behavior.makeState(for: selection)
    downstreamItem = behavior.solvesThroughSelection ? selection.lastItem : -1
  }

  var selectedCount: Int { selection.count }

  var anyBehavior: any Behavior { behavior }

  mutating func run(_ pass: inout BehaviorPass) { behavior.run(&pass, selection, &state) }

  func targetContentOffset(proposed: Point, _ pass: inout BehaviorPass) -> Point {
    behavior.targetContentOffset(proposed: proposed, &pass, selection, state)
  }
}

extension Behavior {
  /// The engine's slot for an entry of this behavior.
  func makeSlot(compiled: CompiledLayout) -> any BehaviorSlot {
    TypedBehaviorSlot(self, compiled: compiled)
  }
}
