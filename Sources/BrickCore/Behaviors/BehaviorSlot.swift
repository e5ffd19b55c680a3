/// The items one entry of `behaviors:` selects, in BrickKit's registration order, with what
/// a behavior reads about each. Built once per layout in O(selected items · log nodes).
public struct BehaviorSelection: Sendable {
  /// Selected items in registration order: pre-order, except that a section item comes after
  /// its descendants (BrickKit creates, hence registers, a section's children first).
  public private(set) var items = ContiguousArray<Int>()
  /// Per item: the item of its section (0 for the root's children).
  public private(set) var parents = ContiguousArray<Int>()
  /// Per item: its per-brick value (minimum or small height); NaN for none.
  public private(set) var values = ContiguousArray<Double>()
  /// Per item: the inset of its section (spotlight).
  public private(set) var sectionInsets = ContiguousArray<Double>()

  /// The number of selected items.
  public var count: Int { items.count }

  /// Selects the items of `behavior`'s bricks in `compiled`.
  public init(_ behavior: some Behavior, compiled: CompiledLayout) {
    let perBrick = behavior.perBrick
    let dropWithoutValue = behavior.skipsBricksWithoutValue
    // (registration key, item, value)
    var picked: [(key: Int, item: Int, value: Double)] = []
    var seen = Set<Int>()
    for selector in behavior.bricks {
      for item in compiled.allItems(for: selector) where seen.insert(item).inserted {
        let node = compiled.node(ofItem: item)
        let section = compiled.isSection(node: node)
        let subtree = compiled.subtreeItemCount(ofNode: node)
        var value = Double.nan
        if let pb = perBrick {
          let rep = compiled.index(ofItem: item, node: node)
          value =
            pb.bySelector[Selector(id: selector.id, repetition: rep)]
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
    downstreamItem = behavior.solvesThroughSelection ? (selection.items.max() ?? -1) : -1
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
