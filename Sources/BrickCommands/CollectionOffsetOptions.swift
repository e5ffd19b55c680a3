import ArgumentParser
import BrickCore

/// `--collection-offset ID=x,y` (repeatable), shared by `frames` and `render`: the inner scroll
/// offset of a collection brick. `ID` selects every repetition of the collection, `ID#n` one;
/// the offset is clamped to the collection's inner content.
struct CollectionOffsetOptions: ParsableArguments {
  @Option(
    name: .customLong("collection-offset"),
    help: ArgumentHelp(
      "The inner scroll offset of a collection brick (repeatable); clamped to its content.",
      valueName: "id=x,y"))
  var collectionOffsets: [CollectionOffset] = []

  init() {}

  /// Scrolls the collections of an engine (collections inside collections too).
  func apply(to engine: inout BehaviorEngine) throws {
    if let (layout, behavior) = engine.compositionalLayout {
      // A compositional layout's orthogonal sections, by id or index.
      for c in collectionOffsets {
        guard let si = FramesCommand.section(named: c.selector.id, in: layout) else {
          throw ValidationError(
            "--collection-offset: no section '\(TerminalText.sanitized(c.selector.id))' in "
              + "this layout (give a section's id or index).")
        }
        engine.requestInnerOffset(c.offset, for: behavior.map.sections[si].section)
      }
      return
    }
    for c in collectionOffsets where !Self.apply(c, to: &engine) {
      throw ValidationError(Self.notFound(c, in: engine.layout.compiled))
    }
  }

  /// Sets the offsets of a scene without an engine (top-level collections only).
  func apply(to scene: inout Scene) throws {
    let compiled = scene.layout.compiled
    for c in collectionOffsets {
      guard let node = compiled.nodeForID[c.selector.id], compiled.isCollection(node: node) else {
        throw ValidationError(Self.notFound(c, in: compiled))
      }
      for item in compiled.items(for: c.selector) {
        scene.collections.request(c.offset, for: item)
      }
    }
  }

  /// True when the selector named a collection here or in a collection inside.
  static func apply(_ c: CollectionOffset, to engine: inout BehaviorEngine) -> Bool {
    let compiled = engine.layout.compiled
    if let node = compiled.nodeForID[c.selector.id], compiled.isCollection(node: node) {
      let items = compiled.items(for: c.selector)
      for item in items { engine.scrollCollection(item: item, to: c.offset) }
      return !items.isEmpty
    }
    var found = false
    for node in 0..<compiled.nodeCount where compiled.isCollection(node: node) {
      let start = compiled.itemStart(ofNode: node)
      for item in start..<(start + compiled.repetitions(ofNode: node)) {
        engine.modifyCollection(item: item) { inner in
          if apply(c, to: &inner) { found = true }
        }
      }
    }
    return found
  }

  static func notFound(_ c: CollectionOffset, in compiled: CompiledLayout) -> String {
    if let node = compiled.nodeForID[c.selector.id], !compiled.isCollection(node: node) {
      return
        "--collection-offset: '\(c.selector.id)' is a \(compiled.contents[node].typeName), not a "
        + "collection."
    }
    return "--collection-offset: no collection '\(c.selector)' in this layout."
  }

}

/// One `ID=x,y`.
struct CollectionOffset: ExpressibleByArgument, Sendable {
  var selector: Selector
  var offset: Point

  init?(argument: String) {
    guard let eq = argument.firstIndex(of: "=") else { return nil }
    let id = String(argument[..<eq])
    let parts = argument[argument.index(after: eq)...].split(
      separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let selector = Selector(parsing: id), !selector.id.isEmpty,
      let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite
    else { return nil }
    self.selector = selector
    self.offset = Point(x: x, y: y)
  }

  static var defaultValueDescription: String { "id=x,y" }
}
