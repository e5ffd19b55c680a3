import Foundation
import Testing

/// `frames --from A --to B` (issue 16, item 10): BrickKit's initial attributes of inserted
/// bricks and final attributes of deleted ones under the layout's `appear`
/// (docs/semantics.md#appear).
@Suite struct FramesTransitionTests {
  let cli = CLITests()

  func transition(_ file: String, from: String, to: String) throws -> [String: Any] {
    let json = try cli.frames([cli.layout(file), "--from", from, "--to", to])
    return try #require(json as? [String: Any])
  }

  func y(_ attributes: Any?) -> Double? {
    (((attributes as? [String: Any])?["frame"] as? [String: Any])?["y"] as? NSNumber)?.doubleValue
  }

  /// Bottom: inserted bricks start at max(viewport height, content height); deleted ones end
  /// there, faded out.
  @Test func bottomAppearStartsAndEndsBelowTheContent() throws {
    let inserted = try transition("appear-bottom.yaml", from: "before", to: "appended")
    let items = try #require(inserted["items"] as? [[String: Any]])
    let appearing = items.filter { $0["appearFrom"] != nil }
    #expect(!appearing.isEmpty)
    let height =
      ((inserted["contentSize"] as? [String: Any])?["height"] as? NSNumber)?.doubleValue ?? 0
    for item in appearing {
      #expect(y(item["appearFrom"]) == max(568, height))
      #expect(((item["appearFrom"] as? [String: Any])?["alpha"] as? NSNumber)?.doubleValue == 1)
    }
    // Bricks in both states carry nothing.
    #expect(items.contains { $0["appearFrom"] == nil && $0["id"] as? String != "root" })
    #expect((inserted["disappearing"] as? [Any])?.isEmpty == true)

    let deleted = try transition("appear-bottom.yaml", from: "appended", to: "before")
    let gone = try #require(deleted["disappearing"] as? [[String: Any]])
    #expect(gone.count == appearing.count)
    for item in gone {
      #expect(((item["to"] as? [String: Any])?["alpha"] as? NSNumber)?.doubleValue == 0)
    }
  }

  /// Top: an inserted brick starts one height above the top (y = −height).
  @Test func topAppearStartsAboveTheTop() throws {
    let inserted = try transition("appear-top.yaml", from: "before", to: "inserted")
    let items = try #require(inserted["items"] as? [[String: Any]])
    let appearing = items.filter { $0["appearFrom"] != nil }
    #expect(!appearing.isEmpty)
    for item in appearing {
      let height = (((item["frame"] as? [String: Any])?["height"]) as? NSNumber)?.doubleValue ?? -1
      #expect(y(item["appearFrom"]) == -height)
    }
  }

  @Test func fromNeedsTo() throws {
    let r = try cli.run(["frames", cli.layout("appear-top.yaml"), "--from", "root"])
    #expect(r.status != 0)
    #expect(r.errors.contains("Give --from and --to together."))
  }
}
