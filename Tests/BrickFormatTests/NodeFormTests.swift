import BrickCore
import BrickFormat
import Testing

/// One brick in YAML and JSON and the node it loads as.
struct NodeCase: Sendable, CustomTestStringConvertible {
  var yaml: String
  var json: String
  var expected: Node
  var testDescription: String { yaml }
}

let nodeCases: [NodeCase] = [
  NodeCase(
    yaml: "{type: label, id: title, text: Hello, padding: 8}",
    json: #"{"type": "label", "id": "title", "text": "Hello", "padding": 8}"#,
    expected: Node(id: "title", content: .label(text: "Hello", padding: 8))),
  NodeCase(
    yaml: "{type: label, text: 2024}", json: #"{"type": "label", "text": "2024"}"#,
    expected: Node(content: .label(text: "2024", padding: 0))),
  NodeCase(
    yaml: "{type: button, title: Buy, padding: 4, background: brickGray1}",
    json: #"{"type": "button", "title": "Buy", "padding": 4, "background": "brickGray1"}"#,
    expected: Node(background: "brickGray1", content: .button(title: "Buy", padding: 4))),
  NodeCase(
    yaml: "{type: image, src: cat.jpg, aspect: 0.75, loadDelay: 300}",
    json: #"{"type": "image", "src": "cat.jpg", "aspect": 0.75, "loadDelay": 300}"#,
    expected: Node(content: .image(src: "cat.jpg", aspect: 0.75, loadDelay: 300))),
  NodeCase(
    yaml: "{type: image}", json: #"{"type": "image"}"#,
    expected: Node(content: .image(src: "", aspect: nil, loadDelay: nil))),
  NodeCase(
    yaml: "{type: brick, content: Logo, contentHeight: 96}",
    json: #"{"type": "brick", "content": "Logo", "contentHeight": 96}"#,
    expected: Node(content: .brick(text: "Logo", contentHeight: 96))),
  NodeCase(
    yaml: "{type: brick}", json: #"{"type": "brick"}"#,
    expected: Node(content: .brick(text: nil, contentHeight: nil))),
  NodeCase(
    yaml: "{type: label, repeat: 3, hidden: true}",
    json: #"{"type": "label", "repeat": 3, "hidden": true}"#,
    expected: Node(repeatCount: 3, hidden: true, content: .label(text: "", padding: 0))),
  NodeCase(
    yaml: "{type: label, repeat: 0}", json: #"{"type": "label", "repeat": 0}"#,
    expected: Node(repeatCount: 0, content: .label(text: "", padding: 0))),
  NodeCase(
    yaml: "{type: label, repeat: 10000000}", json: #"{"type": "label", "repeat": 1e7}"#,
    expected: Node(repeatCount: 10_000_000, content: .label(text: "", padding: 0))),
  // Sections: inset, the three edge inset forms, alignment, alignRowHeights, children.
  NodeCase(
    yaml: "{type: section, width: 1/2, inset: 5, edgeInsets: 10, bricks: [{type: label}]}",
    json:
      #"{"type": "section", "width": "1/2", "inset": 5, "edgeInsets": 10, "bricks": [{"type": "#
      + #""label"}]}"#,
    expected: Node(
      width: .ratio(0.5),
      content: .section(
        Section(
          [Node(content: .label(text: "", padding: 0))], inset: 5, edgeInsets: EdgeInsets(all: 10)))
    )),
  NodeCase(
    yaml: "{type: section, edgeInsets: [1, 2, 3, 4]}",
    json: #"{"type": "section", "edgeInsets": [1, 2, 3, 4]}"#,
    expected: Node(
      content: .section(Section(edgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))),
  NodeCase(
    yaml: "{type: section, edgeInsets: {top: 20, right: 5}}",
    json: #"{"type": "section", "edgeInsets": {"top": 20, "right": 5}}"#,
    expected: Node(content: .section(Section(edgeInsets: EdgeInsets(top: 20, right: 5))))),
  NodeCase(
    yaml:
      "{type: section, alignment: {horizontal: justified, vertical: bottom}, alignRowHeights: "
      + "true}",
    json:
      #"{"type": "section", "alignment": {"horizontal": "justified", "vertical": "bottom"}, "#
      + #""alignRowHeights": true}"#,
    expected: Node(
      content: .section(
        Section(
          alignment: Alignment(horizontal: .justified, vertical: .bottom),
          alignRowHeights: true)))),
  NodeCase(
    yaml: "{type: section, alignment: {horizontal: center}, layout: flow}",
    json: #"{"type": "section", "alignment": {"horizontal": "center"}, "layout": "flow"}"#,
    expected: Node(
      content: .section(Section(alignment: Alignment(horizontal: .center, vertical: .top))))),
  // Mosaic, with header and footer on the section and in the mosaic mapping.
  NodeCase(
    yaml:
      "{type: section, layout: {mosaic: {pattern: [{frames: [[0, 0, 0.5, 1], [0.5, 0, 0.5, 0.5]]}, "
      + "{frames: [[0, 0, 1, 0.25]], repeated: true}], spacing: {before: 4, between: 2, after: "
      + "6}}}, header: {type: label, id: h, height: 40}, bricks: [{type: image, repeat: 5}]}",
    json:
      #"{"type": "section", "layout": {"mosaic": {"pattern": [{"frames": [[0, 0, 0.5, 1], [0.5, "#
      + #"0, 0.5, 0.5]]}, {"frames": [[0, 0, 1, 0.25]], "repeated": true}], "spacing": "#
      + #"{"before": 4, "between": 2, "after": 6}}}, "header": {"type": "label", "id": "h", "#
      + #""height": 40}, "bricks": [{"type": "image", "repeat": 5}]}"#,
    expected: Node(
      content: .section(
        Section(
          [Node(repeatCount: 5, content: .image(src: "", aspect: nil, loadDelay: nil))],
          layout: .mosaic(
            MosaicSpec(
              pattern: [
                MosaicSpec.Block(frames: [
                  Rect(x: 0, y: 0, width: 0.5, height: 1),
                  Rect(x: 0.5, y: 0, width: 0.5, height: 0.5),
                ]),
                MosaicSpec.Block(
                  frames: [Rect(x: 0, y: 0, width: 1, height: 0.25)], repeated: true),
              ], before: 4, between: 2, after: 6,
              header: Node(
                id: "h", height: .fixed(40), content: .label(text: "", padding: 0)))))))),
  NodeCase(
    yaml:
      "{type: section, layout: {mosaic: {pattern: [{frames: [[0, 0, 1, 1]]}], footer: {type: "
      + "button, title: More}}}}",
    json:
      #"{"type": "section", "layout": {"mosaic": {"pattern": [{"frames": [[0, 0, 1, 1]]}], "#
      + #""footer": {"type": "button", "title": "More"}}}}"#,
    expected: Node(
      content: .section(
        Section(
          layout: .mosaic(
            MosaicSpec(
              pattern: [MosaicSpec.Block(frames: [Rect(x: 0, y: 0, width: 1, height: 1)])],
              footer: Node(content: .button(title: "More", padding: 0)))))))),
  // Collections.
  NodeCase(
    yaml:
      "{type: collection, id: carousel, height: 120, scrollDirection: horizontal, section: {inset: "
      + "10, edgeInsets: 5, bricks: [{type: image, width: 100, height: {ratio: 1}, repeat: 8}]}}",
    json:
      #"{"type": "collection", "id": "carousel", "height": 120, "scrollDirection": "horizontal", "#
      + #""section": {"inset": 10, "edgeInsets": 5, "bricks": [{"type": "image", "width": 100, "#
      + #""height": {"ratio": 1}, "repeat": 8}]}}"#,
    expected: Node(
      id: "carousel", height: .fixed(120),
      content: .collection(
        CollectionSpec(
          scrollDirection: .horizontal,
          section: Section(
            [
              Node(
                width: .fixed(100), height: .ratio(1), repeatCount: 8,
                content: .image(src: "", aspect: nil, loadDelay: nil))
            ], inset: 10, edgeInsets: EdgeInsets(all: 5)))))),
]

@Test(arguments: nodeCases)
func nodeForms(_ c: NodeCase) {
  for (text, name) in [(yamlRoot(brick: c.yaml), "t.yaml"), (jsonRoot(brick: c.json), "t.json")] {
    guard let brick = loadSpec(text, name).flatMap(firstBrick) else { continue }
    #expect(brick == c.expected, "\(name)")
  }
}

@Test func rootSectionKeysAndId() throws {
  let spec = try #require(
    loadSpec(
      """
      root:
        type: section
        id: root
        background: white
        inset: 10
        edgeInsets: {top: 20, left: 20, bottom: 20, right: 20}
        bricks:
          - {type: label, text: A}
      """))
  #expect(spec.root.id == "root")
  #expect(spec.root.background == "white")
  #expect(spec.root.section?.inset == 10)
  #expect(spec.root.section?.edgeInsets == EdgeInsets(all: 20))
  #expect(spec.root.section?.bricks.first?.id == nil)
}

@Test func blockAndFlowStylesAgree() throws {
  let block = try #require(
    loadSpec(
      """
      root:
        bricks:
          - type: label
            width:
              orientation:
                landscape: 1/3
                portrait: 1/2
            text: |
              Two
              lines
      """))
  let flow = try #require(
    loadSpec(
      #"{"root": {"bricks": [{"type": "label", "width": {"orientation": {"landscape": "1/3", "#
        + #""portrait": "1/2"}}, "text": "Two\nlines"}]}}"#,
      "t.json"))
  #expect(block == flow)
}
