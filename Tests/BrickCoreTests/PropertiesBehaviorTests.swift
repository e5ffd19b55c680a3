import BrickCore
import BrickTestSupport
import PropertyBased
import Testing

/// Property tests of the behavior engine over random layouts with random behaviors and random
/// offset sequences.
@Suite struct PropertiesBehaviorTests {
  static let offsets = Gen.int(in: -200...3_000).array(of: 1...10)

  /// Every solved item's displayed attributes, plus the scene-wide values.
  static func snapshot(_ scene: Scene) -> [String] {
    var lines = (0..<scene.layout.solvedItemCount).map { "\($0): \(scene.attributes(of: $0))" }
    lines.append(
      "content \(scene.contentSize) inset \(scene.contentInset) target "
        + "\(String(describing: scene.targetContentOffset))"
    )
    return lines
  }

  /// A pass at the offset the scene already shows changes nothing, for every behavior,
  /// the stateful ones (onScrollDownSticky, spotlight) included.
  @Test func aPassAtAnUnchangedOffsetChangesNothing() async {
    await propertyCheck(count: 300, input: PropertiesFlowTests.tapes, Self.offsets) {
      tape, offsets in
      let spec = RandomLayouts.spec(tape: tape, behaviors: true)
      let layout = SolvedLayout(CompiledLayout(spec), environment: PropertiesFlowTests.environment)
      var engine = BehaviorEngine(
        layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
      for y in offsets {
        engine.scroll(to: Point(x: 0, y: Double(y)))
        let before = Self.snapshot(engine.scene)
        engine.modifyLayout { _ in }  // re-runs the pass at the same viewport, keeping state
        #expect(Self.snapshot(engine.scene) == before, "a second pass at \(y) changed the scene")
      }
    }
  }

  /// Behaviors never move an item's flow result: `originalFrame` is the solver's, whatever
  /// the offsets scrolled through.
  @Test func behaviorsLeaveTheFlowResultAlone() async {
    await propertyCheck(count: 200, input: PropertiesFlowTests.tapes, Self.offsets) {
      tape, offsets in
      let spec = RandomLayouts.spec(tape: tape, behaviors: true)
      let whole = SolvedLayout(solving: spec, environment: PropertiesFlowTests.environment)
      var engine = BehaviorEngine(
        layout: SolvedLayout(CompiledLayout(spec), environment: PropertiesFlowTests.environment),
        viewport: Viewport(size: Size(width: 320, height: 480)))
      for y in offsets { engine.scroll(to: Point(x: 0, y: Double(y))) }
      let layout = engine.scene.layout
      // The root's frame is the (extrapolated) content size.
      for item in 1..<layout.solvedItemCount {
        #expect(layout.originalFrame(of: item) == whole.originalFrame(of: item))
      }
    }
  }
}
