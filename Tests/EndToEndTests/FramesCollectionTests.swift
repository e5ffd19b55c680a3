import ArgumentParser
import BrickCore
import BrickTestSupport
import Foundation
import Testing

@testable import BrickCommands

/// The frames output of collection bricks: inner items after their collection, in outer
/// coordinates, and `--collection-offset`.
@Suite struct FramesCollectionTests {
  /// Two labels around a horizontal collection of four 100-point bricks (edge insets 5, inset
  /// 10), the second inner brick inside a nested section.
  static let spec = TestLayouts.spec(
    [
      .label("title", height: .fixed(40), text: "Title"),
      Node(
        id: "carousel", repeatCount: 2,
        content: .collection(
          CollectionSpec(
            scrollDirection: .horizontal,
            section: Section(
              [
                .brick("cell", width: .fixed(100), height: .fixed(60)),
                .section(
                  "group", width: .fixed(100),
                  Section([.brick("groupCell", width: .fixed(100), height: .fixed(60))])),
                .brick("tail", width: .fixed(100), height: .fixed(60), repeat: 2),
              ], inset: 10, edgeInsets: EdgeInsets(all: 5))))),
      .label("after", height: .fixed(40), text: "After"),
    ],
    behaviors: [
      .offset(
        bricks: [Selector(id: "tail", repetition: 1)], originOffset: Size(width: 0, height: 3),
        sizeOffset: .zero)
    ])

  /// The JSON object for the spec at 320 x 480 with these arguments.
  static func frames(_ arguments: [String] = []) throws -> [String: Any] {
    let command = try FramesCommand.parse(["f.yaml"] + arguments)
    let resolved = try command.view.resolve(spec)
    var layout = SolvedLayout(CompiledLayout(resolved.spec), environment: resolved.environment)
    layout.solve(through: .end)
    var engine = BehaviorEngine(layout: layout, viewport: resolved.viewport)
    try command.collections.apply(to: &engine)
    engine.showCollections(in: FramesCommand.everything)
    var text = ""
    var json = FramesJSON { text += $0 }
    json.emit(engine.scene)
    json.flush()
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  static func items(_ object: [String: Any]) throws -> [[String: Any]] {
    try #require(object["items"] as? [[String: Any]])
  }

  static func frame(_ item: [String: Any], _ key: String = "frame") -> Rect? {
    guard let f = item[key] as? [String: Double], let x = f["x"], let y = f["y"],
      let w = f["width"], let h = f["height"]
    else { return nil }
    return Rect(x, y, w, h)
  }

  @Test func innerItemsFollowTheirCollectionInPreOrder() throws {
    let items = try Self.items(try Self.frames(["--width", "320", "--height", "480"]))
    let rows = items.map {
      "\($0["id"] ?? "?")#\($0["index"] ?? "?") < \($0["parent"] ?? "null") "
        + "@\($0["collection"] ?? "-")#\($0["collectionIndex"] ?? "-")"
    }
    #expect(
      rows == [
        "root#0 < <null> @-#-", "title#0 < root @-#-",
        "carousel#0 < root @-#-",
        "cell#0 < carousel @carousel#0", "group#0 < carousel @carousel#0",
        "groupCell#0 < group @carousel#0",
        "tail#0 < carousel @carousel#0", "tail#1 < carousel @carousel#0",
        "carousel#1 < root @-#-",
        "cell#0 < carousel @carousel#1", "group#0 < carousel @carousel#1",
        "groupCell#0 < group @carousel#1",
        "tail#0 < carousel @carousel#1", "tail#1 < carousel @carousel#1",
        "after#0 < root @-#-",
      ])
  }

  @Test func innerFramesAreInOuterContentCoordinates() throws {
    // Second carousel at y 110 (40 + 70); scrolled 100 in: cell at 5 − 100, group 115 − 100.
    let object = try Self.frames([
      "--width", "320", "--height", "480", "--collection-offset", "carousel#1=100,0",
    ])
    let items = try Self.items(object)
    #expect(Self.frame(items[8]) == Rect(0, 110, 320, 70))
    #expect(items[8]["innerContentOffset"] as? [String: Double] == ["x": 100, "y": 0])
    #expect(items[8]["innerContentSize"] as? [String: Double] == ["width": 440, "height": 70])
    #expect(Self.frame(items[9]) == Rect(-95, 115, 100, 60))
    #expect(Self.frame(items[10]) == Rect(15, 115, 100, 60))
    #expect(Self.frame(items[11]) == Rect(15, 115, 100, 60))
    // tail#1 is moved 3 down by the file's offset behavior, inside the collection only.
    #expect(Self.frame(items[13]) == Rect(235, 118, 100, 60))
    #expect(Self.frame(items[13], "originalFrame") == Rect(235, 115, 100, 60))
    // The first carousel is not scrolled.
    #expect(Self.frame(items[3]) == Rect(5, 45, 100, 60))
    #expect(items[2]["innerContentOffset"] as? [String: Double] == ["x": 0, "y": 0])
  }

  @Test func innerFramesFollowThePageOffsetAndClampInnerOffsets() throws {
    let object = try Self.frames([
      "--width", "320", "--height", "100", "--offset", "30", "--collection-offset",
      "carousel=1000,0",
    ])
    let items = try Self.items(object)
    // Content 5 + 4·100 + 3·10 + 5 = 440: clamped to 440 − 320 = 120 for both repetitions;
    // frames stay in content coordinates whatever the page offset.
    #expect(items[2]["innerContentOffset"] as? [String: Double] == ["x": 120, "y": 0])
    #expect(items[8]["innerContentOffset"] as? [String: Double] == ["x": 120, "y": 0])
    #expect(Self.frame(items[3]) == Rect(-115, 45, 100, 60))
  }

  @Test func collectionOffsetArguments() throws {
    let parsed = try FramesCommand.parse([
      "f", "--collection-offset", "a=1.5,-3", "--collection-offset", "b#2=0,4",
    ])
    #expect(
      parsed.collections.collectionOffsets.map(\.selector) == [
        Selector(id: "a"), Selector(id: "b", repetition: 2),
      ])
    #expect(
      parsed.collections.collectionOffsets.map(\.offset) == [
        Point(x: 1.5, y: -3), Point(x: 0, y: 4),
      ])
    for bad in ["a=1", "=1,2", "a=1,2,3", "a", "a=x,1", "a#x=1,2"] {
      let message = parseMessage(FramesCommand.self, ["f", "--collection-offset", bad])
      #expect(
        message?.hasPrefix("The value '\(bad)' is invalid for '--collection-offset <id=x,y>'")
          == true, "\(bad): \(message ?? "parsed")")
    }
    let label = #expect(throws: ValidationError.self) {
      try Self.frames(["--collection-offset", "title=1,0"])
    }
    #expect(label?.message == "--collection-offset: 'title' is a label, not a collection.")
    let missing = #expect(throws: ValidationError.self) {
      try Self.frames(["--collection-offset", "nothing=1,0"])
    }
    #expect(missing?.message == "--collection-offset: no collection 'nothing' in this layout.")
  }
}
