import BrickCore
import BrickFormat
import Testing

/// One behavior entry in YAML and JSON and what it loads as. The layout around it has the ids
/// `title` (repeated 3 times) and `footer`.
struct BehaviorCase: Sendable, CustomTestStringConvertible {
  var yaml: String
  var json: String
  var expected: BehaviorSpec
  var horizontal = false
  var testDescription: String { yaml }
}

private let title = Selector(id: "title")
private let footer = Selector(id: "footer")

let behaviorCases: [BehaviorCase] = [
  BehaviorCase(
    yaml: "{type: sticky, bricks: [title]}", json: #"{"type": "sticky", "bricks": ["title"]}"#,
    expected: .sticky(bricks: [title], topOffset: 0, stackAcrossSections: false)),
  BehaviorCase(
    yaml: "{type: sticky, bricks: [title#2, footer], topOffset: 20, stackAcrossSections: true}",
    json:
      #"{"type": "sticky", "bricks": ["title#2", "footer"], "topOffset": 20, "#
      + #""stackAcrossSections": true}"#,
    expected: .sticky(
      bricks: [Selector(id: "title", repetition: 2), footer], topOffset: 20,
      stackAcrossSections: true)),
  BehaviorCase(
    yaml: "{type: sticky, bricks: title}", json: #"{"type": "sticky", "bricks": "title"}"#,
    expected: .sticky(bricks: [title], topOffset: 0, stackAcrossSections: false)),
  BehaviorCase(
    yaml: "{type: minimumSticky, bricks: [title], minimumHeight: 40}",
    json: #"{"type": "minimumSticky", "bricks": ["title"], "minimumHeight": 40}"#,
    expected: .minimumSticky(bricks: [title], minimumHeight: PerBrick(all: 40))),
  // BrickKit's minimum sticky without a minimum height is plain sticky (issue 16).
  BehaviorCase(
    yaml: "{type: minimumSticky, bricks: [title]}",
    json: #"{"type": "minimumSticky", "bricks": ["title"]}"#,
    expected: .minimumSticky(bricks: [title], minimumHeight: PerBrick())),
  // BrickKit's snap direction is independent of the layout's (issue 16).
  BehaviorCase(
    yaml: "{type: snapToPoint, position: center}",
    json: #"{"type": "snapToPoint", "position": "center"}"#,
    expected: .snapToPoint(position: .center)),
  BehaviorCase(
    yaml: "{type: minimumSticky, minimumHeight: {title: 40, footer: 10}}",
    json: #"{"type": "minimumSticky", "minimumHeight": {"title": 40, "footer": 10}}"#,
    expected: .minimumSticky(
      bricks: [title, footer], minimumHeight: PerBrick(bySelector: [title: 40, footer: 10]))),
  BehaviorCase(
    yaml: "{type: stickyFooter, bricks: [footer], stackAcrossSections: true}",
    json: #"{"type": "stickyFooter", "bricks": ["footer"], "stackAcrossSections": true}"#,
    expected: .stickyFooter(bricks: [footer], stackAcrossSections: true)),
  BehaviorCase(
    yaml: "{type: onScrollDownSticky, bricks: [title]}",
    json: #"{"type": "onScrollDownSticky", "bricks": ["title"]}"#,
    expected: .onScrollDownSticky(bricks: [title])),
  BehaviorCase(
    yaml: "{type: snapToPoint, position: middle}",
    json: #"{"type": "snapToPoint", "position": "middle"}"#,
    expected: .snapToPoint(position: .middle)),
  BehaviorCase(
    yaml: "{type: snapToPoint, position: center}",
    json: #"{"type": "snapToPoint", "position": "center"}"#,
    expected: .snapToPoint(position: .center), horizontal: true),
  BehaviorCase(
    yaml: "{type: spotlight, bricks: [title], smallHeight: {title: 50}}",
    json: #"{"type": "spotlight", "bricks": ["title"], "smallHeight": {"title": 50}}"#,
    expected: .spotlight(
      bricks: [title], smallHeight: PerBrick(bySelector: [title: 50]), scrollLastBrickToTop: true,
      lastBrickStretchy: false)),
  BehaviorCase(
    yaml:
      "{type: spotlight, bricks: [title], smallHeight: 50, scrollLastBrickToTop: false, "
      + "lastBrickStretchy: true}",
    json:
      #"{"type": "spotlight", "bricks": ["title"], "smallHeight": 50, "scrollLastBrickToTop": "#
      + #"false, "lastBrickStretchy": true}"#,
    expected: .spotlight(
      bricks: [title], smallHeight: PerBrick(all: 50), scrollLastBrickToTop: false,
      lastBrickStretchy: true)),
  BehaviorCase(
    yaml: "{type: card, bricks: [title], smallHeight: 30}",
    json: #"{"type": "card", "bricks": ["title"], "smallHeight": 30}"#,
    expected: .card(bricks: [title], smallHeight: PerBrick(all: 30), scrollLastBrickToTop: true)),
  BehaviorCase(
    yaml: "{type: coverFlow, minimumScaleFactor: 0.75}",
    json: #"{"type": "coverFlow", "minimumScaleFactor": 0.75}"#,
    expected: .coverFlow(minimumScaleFactor: 0.75), horizontal: true),
  BehaviorCase(
    yaml: "{type: offset, bricks: [footer], originOffset: [10, -20], sizeOffset: [0, 5]}",
    json:
      #"{"type": "offset", "bricks": ["footer"], "originOffset": [10, -20], "sizeOffset": [0, 5]}"#,
    expected: .offset(
      bricks: [footer], originOffset: Size(width: 10, height: -20),
      sizeOffset: Size(width: 0, height: 5))),
  BehaviorCase(
    yaml: "{type: offset, bricks: [footer]}", json: #"{"type": "offset", "bricks": ["footer"]}"#,
    expected: .offset(bricks: [footer], originOffset: .zero, sizeOffset: .zero)),
  BehaviorCase(
    yaml: "{type: maxZIndex, bricks: [title#0]}",
    json: #"{"type": "maxZIndex", "bricks": ["title#0"]}"#,
    expected: .maxZIndex(bricks: [Selector(id: "title", repetition: 0)])),
  BehaviorCase(
    yaml: "{type: setZIndex, bricks: [footer], zIndex: 3}",
    json: #"{"type": "setZIndex", "bricks": ["footer"], "zIndex": 3}"#,
    expected: .setZIndex(bricks: [footer], zIndex: 3)),
  BehaviorCase(
    yaml: "{type: hide, bricks: [title#1]}", json: #"{"type": "hide", "bricks": ["title#1"]}"#,
    expected: .hide(bricks: [Selector(id: "title", repetition: 1)])),
]

@Test(arguments: behaviorCases)
func behaviorForms(_ c: BehaviorCase) {
  let direction = c.horizontal ? "horizontal" : "vertical"
  let yaml = """
    scrollDirection: \(direction)
    root:
      bricks:
        - {type: label, id: title, repeat: 3}
        - {type: label, id: footer}
    behaviors:
      - \(c.yaml)
    """
  let json = """
    {"scrollDirection": "\(direction)",
     "root": {"bricks": [{"type": "label", "id": "title", "repeat": 3}, \
    {"type": "label", "id": "footer"}]},
     "behaviors": [\(c.json)]}
    """
  for (text, name) in [(yaml, "t.yaml"), (json, "t.json")] {
    guard let spec = loadSpec(text, name) else { continue }
    #expect(spec.behaviors == [c.expected], "\(name)")
  }
}

/// Top-level settings in YAML and JSON.
struct TopLevelCase: Sendable, CustomTestStringConvertible {
  var yaml: String
  var json: String
  var expected: LayoutSpec
  var testDescription: String { yaml.replacingNewlines() }
}

private let emptyRoot = Node(id: "root", content: .section(Section()))

let topLevelCases: [TopLevelCase] = [
  TopLevelCase(
    yaml: "root: {}", json: #"{"root": {}}"#, expected: LayoutSpec(root: emptyRoot)),
  TopLevelCase(
    yaml:
      "title: Feed\ndevice: iphone-16\nscrollDirection: horizontal\nzIndex: bottomUp\n"
      + "widthRatio: 240\nappear: scale\nroot: {}",
    json:
      #"{"title": "Feed", "device": "iphone-16", "scrollDirection": "horizontal", "zIndex": "#
      + #""bottomUp", "widthRatio": 240, "appear": "scale", "root": {}}"#,
    expected: LayoutSpec(
      title: "Feed", device: .preset("iphone-16"), scrollDirection: .horizontal,
      zIndexOrder: .bottomUp,
      widthRatio: 240, appear: .scale, root: emptyRoot)),
  TopLevelCase(
    yaml: "device: iPad-Pro-13\nappear: top\nroot: {}",
    json: #"{"device": "iPad-Pro-13", "appear": "top", "root": {}}"#,
    expected: LayoutSpec(device: .preset("ipad-pro-13"), appear: .top, root: emptyRoot)),
  TopLevelCase(
    yaml: "device: {width: 390, height: 844}\nappear: bottom\nzIndex: topDown\nroot: {}",
    json:
      #"{"device": {"width": 390, "height": 844}, "appear": "bottom", "zIndex": "topDown", "#
      + #""root": {}}"#,
    expected: LayoutSpec(device: .size(width: 390, height: 844), appear: .bottom, root: emptyRoot)),
  TopLevelCase(
    yaml:
      "appear: none\nroot: {}\nstates:\n"
      + "  - {name: loading, root: {bricks: [{type: label, id: a}]}}\n  - name: loaded\n"
      + "    root:\n      bricks: [{type: label, id: a}, {type: label, id: b}]",
    json:
      #"{"appear": "none", "root": {}, "states": [{"name": "loading", "root": {"bricks": "#
      + #"[{"type": "label", "id": "a"}]}}, {"name": "loaded", "root": {"bricks": [{"type": "#
      + #""label", "id": "a"}, {"type": "label", "id": "b"}]}}]}"#,
    expected: LayoutSpec(
      root: emptyRoot,
      states: [
        DataState(
          name: "loading",
          root: Node(
            id: "root",
            content: .section(Section([Node(id: "a", content: .label(text: "", padding: 0))])))),
        DataState(
          name: "loaded",
          root: Node(
            id: "root",
            content: .section(
              Section([
                Node(id: "a", content: .label(text: "", padding: 0)),
                Node(id: "b", content: .label(text: "", padding: 0)),
              ])))),
      ])),
]

@Test(arguments: topLevelCases)
func topLevelForms(_ c: TopLevelCase) {
  for (text, name) in [(c.yaml, "t.yaml"), (c.json, "t.json")] {
    guard let spec = loadSpec(text, name) else { continue }
    #expect(spec == c.expected, "\(name)")
  }
}

@Test func selectorsMayNameIdsOfAnyStateAndCollections() throws {
  let spec = try #require(
    loadSpec(
      """
      root:
        bricks:
          - {type: collection, section: {bricks: [{type: label, id: inner, repeat: 4}]}}
      states:
        - {name: loaded, root: {bricks: [{type: label, id: late}]}}
      behaviors:
        - {type: hide, bricks: [inner#3, late, root]}
      """))
  #expect(spec.states.map(\.name) == ["loaded"])
  #expect(spec.behaviors.first?.selectors.map(\.description) == ["inner#3", "late", "root"])
}

@Test func itemCountExpandsRepeats() throws {
  let spec = try #require(
    loadSpec(
      """
      root:
        bricks:
          - {type: label, repeat: 3}
          - type: section
            layout: {mosaic: {pattern: [{frames: [[0, 0, 1, 1]]}]}}
            header: {type: label}
            bricks: [{type: image, repeat: 4}]
          - {type: collection, repeat: 2, section: {bricks: [{type: label, repeat: 5}]}}
          - {type: label, repeat: 0}
      """))
  // root 1 + labels 3 + (section 1 + header 1 + images 4) + 2 x (collection 1 + labels 5)
  #expect(LayoutLoader.itemCount(of: spec) == 1 + 3 + 6 + 12)
}

extension String {
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n").joined(separator: " | ")
  }
}
