import BrickCore
import BrickPreviewTestSupport
import Testing

@testable import BrickPreview

/// Run-time data (issue 35.6): a section the app builds in a completion handler or from
/// decoded JSON is previewed with a few sample repetitions, and the status line and the
/// inspector say they are samples.
@Suite struct SampleDataTests {
  static let layout = """
    title: Feed
    device: iphone-se
    root:
      bricks:
        - {type: label, id: header, text: "Feed"}
        - type: section
          id: feed
          sample: "built from a network response at FeedViewController.swift:42"
          bricks:
            - {type: label, id: post, text: "Post {index}", repeat: 3}
        - {type: label, id: tag, data: [{t: Sofas}, {t: Lamps}], text: "{t}", sample: true}

    """

  static func inspector(_ model: PreviewModel, _ key: String) throws -> [String] {
    var m = model
    let item = try #require(m.item(key))
    m.toggleInspector(now: 0)
    m.inspection.selection = item
    return m.inspectorLines()
  }

  @Test func theStatusLineCountsTheSampleItems() {
    let m = Preview.model(Self.layout, cols: 200, rows: 40)
    // Three posts and two tags; the section that holds the posts is not an item of data.
    #expect(m.statusText.contains("sample data: 5 items"), "\(m.statusText)")
    let plain = Preview.model(
      "root:\n  bricks:\n    - {type: label, text: real, repeat: 3}\n", cols: 200, rows: 40)
    #expect(!plain.statusText.contains("sample"), "\(plain.statusText)")
  }

  @Test func theInspectorSaysABrickIsASampleAndWhy() throws {
    let m = Preview.model(Self.layout, cols: 120, rows: 40)
    let reason = "sample    yes: built from a network response at FeedViewController.swift:42"
    // The section's mark reaches every post in it, and the section itself.
    #expect(try Self.inspector(m, "post#1").contains(reason))
    #expect(try Self.inspector(m, "feed").contains(reason))
    #expect(try Self.inspector(m, "tag#0").contains("sample    yes (made-up data)"))
    #expect(!(try Self.inspector(m, "header")).contains { $0.hasPrefix("sample") })
  }
}
