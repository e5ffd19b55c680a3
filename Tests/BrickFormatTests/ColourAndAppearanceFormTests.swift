import BrickCore
import BrickFormat
import Testing

/// Colours as UIKit users write them and the `appearance` key (docs/layout-file.md#colours,
/// docs/layout-file.md#data-states, docs/layout-file.md#text-metrics): the shapes of BrickKit's
/// Example app written with UIKit's names load, mappings keep both sides, bad colours get a "did
/// you mean".
@Suite struct ColourAndAppearanceFormTests {
  /// Screens of BrickKit's Example app (by the view controller they follow), written with the
  /// colour names their Swift uses.
  static let exampleShapes: [(name: String, yaml: String)] = [
    (
      "SimpleBrickViewController",
      """
      root:
        background: brickBackground
        inset: 10
        edgeInsets: 10
        bricks:
          - {type: label, id: brick1, text: "BRICK 1", background: brickGray1}
          - {type: label, width: "1/2", text: "1/2 BRICK", background: brickGray3, repeat: 2}
          - {type: label, width: "1/3", text: "1/3 BRICK", background: brickGray5, repeat: 3}
      """
    ),
    (
      "NibLessViewController",
      """
      root:
        background: .white
        bricks:
          - {type: brick, id: nibless, height: 50, background: lightGray, repeat: 5}
          - {type: label, text: Footer, background: .clear}
      """
    ),
    (
      "MultiSectionBrickViewController",
      """
      root:
        background: systemBackground
        bricks:
          - type: section
            background: secondarySystemBackground
            inset: 5
            bricks:
              - {type: label, text: Title, background: systemGroupedBackground}
              - {type: label, text: Subtitle, background: tertiarySystemBackground, repeat: 3}
          - type: section
            background: {light: brickGray1, dark: brickGray5}
            bricks:
              - {type: label, text: "Dark or light", background: darkGray}
      """
    ),
    (
      "StickingFooterBaseViewController",
      """
      root:
        background: brickPurple1
        bricks:
          - {type: label, id: header, text: Header, background: brickPurple2}
          - {type: label, text: "Row {index}", background: brickPurple3, repeat: 20}
          - {type: label, id: footer, text: Footer, background: separator}
      behaviors:
        - {type: stickyFooter, bricks: [footer]}
      """
    ),
    (
      "MockTwitterViewController",
      """
      root:
        background: systemGroupedBackground
        bricks:
          - {type: label, text: "@brickkit", background: systemBlue}
          - {type: label, text: "Tweet {index}", background: secondarySystemGroupedBackground,
             repeat: 10}
          - {type: button, title: Follow, background: link}
      """
    ),
    (
      "HorizontalCollectionViewController",
      """
      root:
        background: Clear
        bricks:
          - type: collection
            height: 100
            scrollDirection: horizontal
            section:
              background: systemGray6
              bricks:
                - {type: image, width: 100, src: "tile-{index}.jpg", background: systemGray4,
                   repeat: 8}
      """
    ),
    (
      "AlignmentBrickViewController (hex and alpha)",
      """
      root:
        background: "#FAFAFA"
        bricks:
          - {type: label, text: "Half red", background: "#ff000080"}
          - {type: label, text: Faint, background: "#0008"}
          - {type: label, text: Label, background: label}
      """
    ),
  ]

  @Test(arguments: exampleShapes.map(\.name))
  func exampleShapesLoadWithUIKitNames(_ name: String) throws {
    let yaml = try #require(Self.exampleShapes.first { $0.name == name }?.yaml)
    let spec = try #require(loadSpec(yaml, name + ".yaml"))
    // Every colour the file names resolves in both appearances.
    var backgrounds: [LayoutColor] = []
    func collect(_ node: Node) {
      if let b = node.background { backgrounds.append(b) }
      switch node.content {
      case .section(let s): s.bricks.forEach(collect)
      case .collection(let c):
        if let b = c.background { backgrounds.append(b) }
        c.section.bricks.forEach(collect)
      default: break
      }
    }
    collect(spec.root)
    #expect(!backgrounds.isEmpty)
    for b in backgrounds { #expect(b.value != nil, "\(b)") }
  }

  @Test(arguments: [
    ("lightGray", "lightGray"), ("LightGray", "LightGray"), (".clear", ".clear"),
    ("\"#11223344\"", "#11223344"),
    ("{light: white, dark: \"#000\"}", "{light: white, dark: #000}"),
    ("{dark: systemGray6, light: systemGray}", "{light: systemGray, dark: systemGray6}"),
  ])
  func colourSpellingsAreKept(written: String, kept: String) throws {
    let spec = try #require(loadSpec(yamlRoot(brick: "{type: label, background: \(written)}")))
    #expect(firstBrick(spec)?.background?.written == kept)
  }

  @Test func aMappingInJSON() throws {
    let text = jsonRoot(
      brick: "{\"type\": \"label\", \"background\": {\"light\": \"red\", \"dark\": \"#00ff0080\"}}")
    let spec = try #require(loadSpec(text, "test.json"))
    let color = try #require(firstBrick(spec)?.background?.value)
    #expect(color.light == RGBA(0xff0000))
    #expect(color.dark == RGBA(0x00ff00, alpha: 128 / 255))
  }

  @Test(arguments: [
    ("brickPurple4", "brickPurple3"), ("systemBlu", "systemBlue"), ("LIGHTGRAYY", "lightGray"),
    ("sytemBackground", "systemBackground"), ("secondaryLable", "secondaryLabel"),
    ("brickgrey2", "brickGray2"),
  ])
  func unknownColoursSuggestTheNearestName(written: String, suggestion: String) throws {
    let errors = try #require(loadErrors(yamlRoot(brick: "{type: label, background: \(written)}")))
    #expect(errors.first?.message == "unknown colour '\(written)'")
    #expect(errors.first?.suggestion == suggestion)
    #expect(errors.first?.keyPath == "root.bricks[0].background")
  }

  @Test(arguments: [
    ("{light: red}", "missing key 'dark'", "root.bricks[0].background"),
    ("{light: red, dark: blu}", "unknown colour 'blu'", "root.bricks[0].background.dark"),
    ("{light: red, dark: blue, tint: red}", "unknown key 'tint'", "root.bricks[0].background"),
    ("\"#12345\"", "unknown colour '#12345'", "root.bricks[0].background"),
    (
      "{light: {light: red, dark: red}, dark: red}", "expected a colour name, found a mapping",
      "root.bricks[0].background.light"
    ),
  ])
  func badColours(written: String, message: String, keyPath: String) throws {
    let errors = try #require(loadErrors(yamlRoot(brick: "{type: label, background: \(written)}")))
    #expect(errors.first?.message == message)
    #expect(errors.first?.keyPath == keyPath)
  }

  @Test func appearanceAtTheTopAndInStates() throws {
    let text = """
      appearance: dark
      root:
        bricks: [{type: label, id: a}]
      states:
        - {name: day, appearance: light}
        - {name: loaded, root: {bricks: [{type: label, id: b}]}}
      """
    let spec = try #require(loadSpec(text))
    #expect(spec.appearance == .dark)
    #expect(spec.selectingState("day")?.appearance == .light)
    #expect(spec.selectingState("loaded")?.appearance == .dark)
    #expect(spec.states.first?.showsUnchanged(spec) == false)
    let plain = try #require(loadSpec("root: {}"))
    #expect(plain.appearance == .light)
  }

  @Test func aBadAppearanceSuggestsOne() throws {
    let errors = try #require(loadErrors("appearance: drak\nroot: {}"))
    #expect(errors.first?.message == "unknown appearance 'drak'")
    #expect(errors.first?.suggestion == "dark")
    #expect(errors.first?.keyPath == "appearance")
    let stateErrors = try #require(
      loadErrors("root: {}\nstates:\n  - {name: s, appearance: night}"))
    #expect(stateErrors.first?.keyPath == "states[0].appearance")
  }
}
