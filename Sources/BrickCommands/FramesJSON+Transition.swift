import BrickCore

/// A data-state change in the frames output (`frames --from A --to B`): BrickKit's initial
/// attributes of inserted items and final attributes of deleted ones under the layout's
/// `appear` style (docs/semantics.md#appear), the endpoints of the animation the previewer plays.
///
/// Inserted items of the new state carry `"appearFrom": {frame, alpha, scale}`; the deleted
/// items of the old state are listed in `"disappearing"` with the attributes they end at.
/// Items are keyed as the state diff keys them: `id`, or `id#k` for index k.
struct FramesTransition {
  /// Keys of the new state's inserted items.
  var inserted: Set<String>
  /// The old state's scene, for the deleted items' final attributes.
  var oldScene: Scene
  /// Keys of the old state's deleted items.
  var deleted: Set<String>

  init(diff: StateDiff, oldScene: Scene) {
    inserted = Set(diff.inserted)
    deleted = Set(diff.deleted)
    self.oldScene = oldScene
  }

  /// The state diff's key of an item.
  static func key(id: String, index: Int) -> String { index == 0 ? id : "\(id)#\(index)" }
}

extension FramesJSON {
  /// `"appearFrom"` for an inserted item of the root layout.
  mutating func emitAppearFrom(_ scene: Scene, item: Int, key: String, indent: String) {
    guard let transition, transition.inserted.contains(key) else { return }
    let a = scene.appearAttributes(of: item, transition: .appearing)
    append(",\n\(indent)     \"appearFrom\": \(attributes(a))")
  }

  /// `"disappearing"`: the old state's deleted items at their final attributes.
  mutating func emitDisappearing(indent: String) {
    guard let transition else { return }
    let scene = transition.oldScene
    let compiled = scene.layout.compiled
    append("\(indent)  \"disappearing\": [")
    var first = true
    for (item, node) in compiled.itemsWithNodes(0..<scene.layout.solvedItemCount) {
      let id = compiled.id(ofNode: node)
      let index = compiled.index(ofItem: item, node: node)
      guard transition.deleted.contains(FramesTransition.key(id: id, index: index)) else {
        continue
      }
      let a = scene.appearAttributes(of: item, transition: .disappearing)
      append(first ? "\n" : ",\n")
      first = false
      append(
        "\(indent)    {\"id\": \"\(JSONString.escaped(id))\", \"index\": \(index), "
          + "\"type\": \"\(compiled.contents[node].typeName)\", \"to\": \(attributes(a))}")
    }
    append(first ? "],\n" : "\n\(indent)  ],\n")
  }

  func attributes(_ a: ItemAttributes) -> String {
    "{\"frame\": \(rect(a.frame)), \"alpha\": \(n(a.alpha)), \"scale\": \(n(a.scale))}"
  }
}
