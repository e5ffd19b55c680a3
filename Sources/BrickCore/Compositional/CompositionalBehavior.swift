/// Places a compositional layout's stand-in items (`CompositionalSpec.standIn`) on every pass:
/// solves the layout for the scene's environment and text settings when they change, then
/// gives each element in view its displayed attributes (orthogonal offsets, pinning,
/// `visibleItems`) and the scene the layout's content size. An orthogonal section's offset is
/// the inner offset requested for its section item (`--collection-offset`, `h`/`l`).
public struct CompositionalBehavior: Behavior {
  public static let typeName = "compositional"
  public static let parameterNames: [String] = []

  public let spec: CompositionalSpec
  public let map: CompositionalItemMap

  public init(spec: CompositionalSpec, map: CompositionalItemMap) {
    self.spec = spec
    self.map = map
  }

  public struct State: Sendable {
    var environment: Environment?
    var text: TextSettings?
    var layout: CompositionalLayout?
  }

  public func makeState(for selection: BehaviorSelection) -> State { State() }

  /// The compositional layout solved for a scene's layout (cached in `state`).
  public func layout(for solved: SolvedLayout, _ state: inout State) -> CompositionalLayout {
    if let l = state.layout, state.environment == solved.environment, state.text == solved.text {
      return l
    }
    let l = CompositionalSolver.solve(spec, environment: solved.environment, text: solved.text)
    state.layout = l
    state.environment = solved.environment
    state.text = solved.text
    return l
  }

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout State)
  {
    let layout = layout(for: pass.layout, &state)
    pass.contentSize = layout.contentSize
    let scroll = scroll(pass.scene)
    let view = pass.viewport.bounds
    let count = pass.layout.compiled.itemCount
    layout.forEachElement(near: view) { e in
      guard let item = map.item(of: e), item < count else { return }
      let d = layout.displayed(e, at: scroll)
      guard d.frame.intersects(view) || e.kind == .section else { return }
      pass.modify(item) {
        $0 = ItemAttributes(frame: d.frame, zIndex: d.zIndex, alpha: d.alpha, scale: d.scale)
      }
    }
  }

  /// The main viewport and the orthogonal offsets requested for the sections' items.
  public func scroll(_ scene: Scene) -> CompositionalScroll {
    var offsets: [Int: Double] = [:]
    let vertical = spec.configuration.scrollDirection == .vertical
    for (si, s) in map.sections.enumerated() {
      if let p = scene.collections.requestedOffset(of: s.section) {
        offsets[si] = vertical ? p.x : p.y
      }
    }
    return CompositionalScroll(viewport: scene.viewport, orthogonalOffsets: offsets)
  }
}
