import BrickCore
import BrickTestSupport
import PropertyBased
import Testing

/// A compiled layout that keeps only its spec's settings (`keepingTree: false`, what `bench`
/// holds) solves and runs behaviors exactly as one that keeps the whole spec.
@Suite struct CompiledWithoutTreeTests {
  @Test func theTablesAloneSolveAndScrollAsTheWholeSpecDoes() async {
    await propertyCheck(count: 200, input: PropertiesFlowTests.tapes) { tape in
      let spec = RandomLayouts.spec(tape: tape, behaviors: true)
      let viewport = Viewport(size: Size(width: 320, height: 480))
      var engines = [true, false].map { keeping in
        BehaviorEngine(
          layout: SolvedLayout(
            CompiledLayout(spec, keepingTree: keeping),
            environment: PropertiesFlowTests.environment),
          viewport: viewport)
      }
      for y in [0.0, 150, 900] {
        for k in engines.indices { engines[k].scroll(to: Point(x: 0, y: y)) }
        #expect(
          PropertiesBehaviorTests.snapshot(engines[0].scene)
            == PropertiesBehaviorTests.snapshot(engines[1].scene), "at \(y)")
      }
    }
  }

  /// Two engines of one layout show the same scene. This tape (found by the property above)
  /// gives snapToPoint two items at the same distance; which one won depended on the order of
  /// the scene's override dictionary, which differs from one scene to the next.
  @Test func snapTiesDoNotDependOnTheScene() {
    let tape = [
      57, 480, 486, 37, 914, 493, 684, 462, 830, 913, 890, 36, 798, 758, 49, 186, 570, 688, 644,
      803, 46, 484, 374, 175, 471, 33, 409, 604, 160, 122, 100, 866, 591, 870, 693, 769, 909,
      550, 214, 372, 119, 40, 232,
    ]
    let spec = RandomLayouts.spec(tape: tape, behaviors: true)
    #expect(spec.behaviors.map(\.typeName).contains("snapToPoint"))
    var engines = (0..<6).map { _ in
      BehaviorEngine(
        layout: SolvedLayout(CompiledLayout(spec), environment: PropertiesFlowTests.environment),
        viewport: Viewport(size: Size(width: 320, height: 480)))
    }
    for y in [0.0, 150, 900] {
      for k in engines.indices { engines[k].scroll(to: Point(x: 0, y: y)) }
      let first = PropertiesBehaviorTests.snapshot(engines[0].scene)
      for k in engines.indices.dropFirst() {
        #expect(PropertiesBehaviorTests.snapshot(engines[k].scene) == first, "engine \(k) at \(y)")
      }
    }
  }

  @Test func withoutItsTreeASpecKeepsItsSettingsAndNoBricks() {
    var spec = LayoutSpec(
      root: Section(
        [Node(id: "a", content: .label(text: "A", padding: 0))], inset: 7,
        layout: .mosaic(
          MosaicSpec(
            pattern: [MosaicSpec.Block(frames: [Rect(x: 0, y: 0, width: 1, height: 1)])],
            header: Node(id: "h", content: .label(text: "H", padding: 0)))),
      ),
      scrollDirection: .horizontal, widthRatio: 2,
      behaviors: [.stickyFooter(bricks: [Selector(id: "a")], stackAcrossSections: false)])
    spec.title = "kept"
    let compiled = CompiledLayout(spec, keepingTree: false)
    #expect(!compiled.keepsTree && CompiledLayout(spec).keepsTree)
    #expect(compiled.itemCount == 3)
    #expect(LayoutSpecCounting.items(compiled.spec.root) == 1)
    #expect(compiled.spec.title == "kept" && compiled.spec.widthRatio == 2)
    #expect(compiled.spec.scrollDirection == .horizontal)
    #expect(compiled.spec.behaviors == spec.behaviors)
    guard case .section(let root) = compiled.spec.root.content else {
      Issue.record("the root is not a section")
      return
    }
    #expect(root.inset == 7 && root.bricks.isEmpty)
    guard case .mosaic(let mosaic) = root.layout else {
      Issue.record("the root lost its mosaic layout")
      return
    }
    #expect(mosaic.header == nil && mosaic.pattern.count == 1)
  }
}

/// Items in a spec tree (the root included), for the test above.
enum LayoutSpecCounting {
  static func items(_ node: Node) -> Int {
    guard case .section(let s) = node.content else { return node.repeatCount }
    var header = 0
    if case .mosaic(let m) = s.layout {
      header = [m.header, m.footer].compactMap { $0 }.map(items).reduce(0, +)
    }
    return 1 + header + s.bricks.map(items).reduce(0, +)
  }
}
