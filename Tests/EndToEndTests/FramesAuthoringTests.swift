import BrickCore
import Foundation
import Testing

/// `brickyard frames` on authoring features (docs/layout-file.md#repetition-and-data,
/// docs/layout-file.md#data-states, docs/layout-file.md#where-the-preview-starts,
/// docs/layout-file.md#the-frames-output): copies of repeated sections and `data` elements,
/// identifiers shared under sticky, states that switch a behavior off, and `start: bottom`. Each
/// test writes a file and runs the real executable.
@Suite struct FramesAuthoringTests {
  static func frames(_ yaml: String, _ arguments: [String] = []) throws -> [String: Any] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("brickyard-authoring-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try yaml.write(to: folder.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
    let out = try BrickyardProcess.run(
      ["frames", "f.yaml", "--width", "320", "--height", "480"] + arguments, in: folder.path)
    try #require(out.status == 0, "\(out.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  static func items(_ object: [String: Any]) throws -> [[String: Any]] {
    try #require(object["items"] as? [[String: Any]])
  }

  /// `[x, y, width, height]` of an item's frame.
  static func frame(_ item: [String: Any], _ key: String = "frame") -> [Double] {
    let f = item[key] as? [String: Any] ?? [:]
    return ["x", "y", "width", "height"].map { (f[$0] as? NSNumber)?.doubleValue ?? .nan }
  }

  static let cards = """
    root:
      bricks:
        - type: section
          id: card
          width: "1/2"
          data: [{title: A, aspect: 0.5}, {title: B, aspect: 1}, {title: C, aspect: 0.25}]
          bricks:
            - {type: image, id: photo, aspect: "{aspect}"}
            - {type: label, id: caption, text: "{index+1}. {title}", height: 20}
    """

  /// Issue 35.6: sample data is marked in `frames` with its reason (or `true`); other items
  /// carry no `sample` key.
  @Test func sampleItemsCarryTheirReason() throws {
    let items = try Self.items(
      Self.frames(
        """
        root:
          bricks:
            - type: section
              id: feed
              sample: "decoded from feed.json at Feed.swift:30"
              bricks: [{type: label, id: post, text: "Post {index}", repeat: 2}]
            - {type: label, id: tag, text: Sofas, sample: true}
            - {type: label, id: plain, text: real}
        """))
    let samples = items.map { "\($0["id"] ?? "")=\($0["sample"] ?? "none")" }
    let reason = "decoded from feed.json at Feed.swift:30"
    #expect(
      samples == [
        "root=none", "feed=\(reason)", "post=\(reason)", "post=\(reason)", "tag=1", "plain=none",
      ])
  }

  @Test func dataSectionsAreListedPerCopyWithIndicesPositionsAndAspects() throws {
    let items = try Self.items(Self.frames(Self.cards))
    #expect(
      items.map { $0["id"] as? String ?? "" } == ["root"]
        + Array(repeating: ["card", "photo", "caption"], count: 3).flatMap { $0 })
    #expect(items.map { $0["index"] as? Int ?? -1 } == [0, 0, 0, 0, 1, 1, 1, 2, 2, 2])
    #expect(
      items.map { $0["parent"] as? String ?? "null" } == [
        "null", "root", "card", "card", "root", "card", "card", "root", "card", "card",
      ])
    // Cards are half the width; each photo's height is its data aspect times 160.
    #expect(Self.frame(items[1]) == [0, 0, 160, 100])
    #expect(Self.frame(items[2]) == [0, 0, 160, 80])
    #expect(Self.frame(items[3]) == [0, 80, 160, 20])
    #expect(Self.frame(items[4]) == [160, 0, 160, 180])
    #expect(Self.frame(items[5]) == [160, 0, 160, 160])
    #expect(Self.frame(items[7]) == [0, 180, 160, 60])
    #expect(Self.frame(items[8]) == [0, 180, 160, 40])
  }

  @Test func aRepeatBrickInsideRepeatedSectionsCountsOnAcrossCopies() throws {
    let yaml = """
      root:
        bricks:
          - type: section
            repeat: 2
            bricks:
              - {type: label, id: row, text: "{index}", height: 10, repeat: 3}
      behaviors:
        - {type: offset, bricks: ["row#4"], originOffset: [5, 0]}
      """
    let items = try Self.items(Self.frames(yaml))
    let rows = items.filter { $0["id"] as? String == "row" }
    #expect(rows.map { $0["index"] as? Int ?? -1 } == [0, 1, 2, 3, 4, 5])
    #expect(rows.map { Self.frame($0)[1] } == [0, 10, 20, 30, 40, 50])
    // `row#4` selects the second copy's second row only.
    #expect(rows.map { Self.frame($0)[0] } == [0, 0, 0, 0, 5, 0])
    // Generated ids of the copies are numbered as if written out.
    #expect(
      items.filter { $0["type"] as? String == "section" }.map { $0["id"] as? String } == [
        "root", "root.0", "root.1",
      ])
  }

  static let stickySections = """
    root:
      bricks:
        - type: section
          repeat: 3
          bricks:
            - {type: label, identifier: header, text: "Section {index}", height: 40}
            - {type: label, text: "row", height: 50, repeat: 2}
    behaviors:
      - {type: sticky, bricks: [header]}
    states:
      - {name: plain, behaviors: []}
    """

  /// The headers (the items carrying the identifier), as (y, stickingPercentage).
  static func headers(_ object: [String: Any]) throws -> [(Double, Double?)] {
    try items(object).filter { $0["identifier"] as? String == "header" }.map {
      (frame($0)[1], ($0["stickingPercentage"] as? NSNumber)?.doubleValue)
    }
  }

  @Test func headersSharingAnIdentifierStickOneAfterAnother() throws {
    // Sections are 140 high: at 100 the first header sticks at the end of its section.
    let at100 = try Self.headers(Self.frames(Self.stickySections, ["--offset", "100"]))
    #expect(at100.map(\.0) == [100, 140, 280])
    // At 150 the second header has taken over; the first stays at its section's end.
    let at150 = try Self.headers(Self.frames(Self.stickySections, ["--offset", "150"]))
    #expect(at150.map(\.0) == [100, 150, 280])
    #expect(at150.allSatisfy { $0.1 != nil })
  }

  @Test func aStateWithoutTheBehaviorLeavesTheHeadersInPlace() throws {
    let object = try Self.frames(Self.stickySections, ["--offset", "150", "--state", "plain"])
    let headers = try Self.headers(object)
    #expect(headers.map(\.0) == [0, 140, 280])
    #expect(headers.allSatisfy { $0.1 == nil })
  }

  @Test func startBottomBeginsAtTheEndUnlessAnOffsetIsGiven() throws {
    let yaml = "start: bottom\nroot:\n  bricks:\n    - {type: label, height: 50, repeat: 100}\n"
    let bottom = try Self.frames(yaml)
    let offset = try #require(bottom["contentOffset"] as? [String: Any])
    #expect((offset["y"] as? NSNumber)?.doubleValue == 4520.0)  // 5000 - 480
    let explicit = try Self.frames(yaml, ["--offset", "0"])
    let top = try #require(explicit["contentOffset"] as? [String: Any])
    #expect((top["y"] as? NSNumber)?.doubleValue == 0)
    let given = try Self.frames("start: {offset: [0, 120]}\n" + yaml.dropFirst(14))
    let at = try #require(given["contentOffset"] as? [String: Any])
    #expect((at["y"] as? NSNumber)?.doubleValue == 120)
  }
}
