import BrickCore
import BrickFormat
import Testing

// A collection's own `behaviors:` (the inner layout's), and the file's behaviors naming inner
// ids.

@Test func collectionBehaviorsAreReadWithTheCollectionsScrollDirection() throws {
  let text = """
    root:
      bricks:
        - type: collection
          id: photos
          scrollDirection: horizontal
          section: {bricks: [{type: image, id: photo, width: 200, height: 150, repeat: 4}]}
          behaviors:
            - {type: snapToPoint, position: center}
            - {type: coverFlow, minimumScaleFactor: 0.8}
    behaviors:
      - {type: maxZIndex, bricks: [photo#1]}
    """
  let spec = try #require(loadSpec(text))
  guard case .collection(let c)? = firstBrick(spec)?.content else {
    Issue.record("not a collection")
    return
  }
  #expect(c.behaviors == [.snapToPoint(position: .center), .coverFlow(minimumScaleFactor: 0.8)])
  #expect(spec.behaviors == [.maxZIndex(bricks: [Selector(id: "photo", repetition: 1)])])
}

@Test func collectionSnapPositionOfTheOtherAxisIsAccepted() throws {
  // A vertical page with a horizontal collection snapping `middle`: BrickKit's snap direction
  // is independent of the scroll direction (docs/semantics.md#snaptopoint), so it loads (issue 16).
  let text = """
    root:
      bricks:
        - type: collection
          scrollDirection: horizontal
          section: {bricks: [{type: brick, width: 100, repeat: 3}]}
          behaviors: [{type: snapToPoint, position: middle}]
    """
  let spec = try #require(loadSpec(text))
  guard case .collection(let collection)? = spec.root.section?.bricks.first?.content else {
    Issue.record("not a collection")
    return
  }
  #expect(collection.behaviors == [.snapToPoint(position: .middle)])
}

@Test func collectionBehaviorsMustBeAList() throws {
  let errors = try #require(
    loadErrors(yamlRoot(brick: "{type: collection, section: {bricks: []}, behaviors: 3}")))
  #expect(errors.errors.map(\.kind) == [.wrongType])
  #expect(errors.errors.first?.keyPath == "root.bricks[0].behaviors")
}
