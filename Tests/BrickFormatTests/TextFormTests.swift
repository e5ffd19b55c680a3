import BrickCore
import BrickFormat
import Testing

/// The text keys of docs/layout-file.md#text-and-fonts, docs/layout-file.md#text-metrics: `font`,
/// `contentSize`, `textMetrics`, `fonts`, a device's `scale`, and a state's `contentSize`.
@Suite struct TextFormTests {
  @Test(arguments: [
    ("headline", FontSpec(style: .headline)),
    ("{style: caption1}", FontSpec(style: .caption1)),
    ("{size: 15, weight: semibold}", FontSpec(size: 15, weight: .semibold)),
    ("{size: 15, scales: true}", FontSpec(size: 15, scales: true)),
    ("{style: title2, weight: black}", FontSpec(style: .title2, weight: .black)),
    ("{weight: bold}", FontSpec(style: .body, weight: .bold)),
  ])
  func fonts(yaml: String, expected: FontSpec) {
    for type in ["label", "button", "brick"] {
      let key = type == "button" ? "title" : type == "brick" ? "content" : "text"
      guard let spec = loadSpec(yamlRoot(brick: "{type: \(type), \(key): Hi, font: \(yaml)}"))
      else { return }
      let font: FontSpec?
      switch firstBrick(spec)?.content {
      case .label(_, _, let f)?, .button(_, _, let f)?, .brick(_, _, let f)?: font = f
      default: font = nil
      }
      #expect(font == expected, "\(type) \(yaml)")
    }
  }

  @Test func defaultsAreBodyLargeAndIOS() {
    guard let spec = loadSpec(yamlRoot(brick: "{type: label, text: Hi}")) else { return }
    #expect(spec.textMetrics == .ios)
    #expect(spec.contentSize == .large)
    guard case .label(_, _, let font)? = firstBrick(spec)?.content else {
      Issue.record("not a label")
      return
    }
    #expect(font == .body)
  }

  @Test func topLevelKeys() {
    let text =
      "textMetrics: terminal\ncontentSize: accessibilityExtraLarge\n"
      + "fonts: {SF: SF-Pro.ttf, default: Inter.otf}\n"
      + "device: {width: 390, height: 844, scale: 3}\n"
      + yamlRoot(brick: "{type: label, text: Hi, font: {family: SF, size: 20}}")
      + "states:\n  - {name: big, contentSize: xxxLarge}\n"
    guard let spec = loadSpec(text) else { return }
    #expect(spec.textMetrics == .terminal)
    #expect(spec.contentSize == .accessibility3)
    #expect(spec.fonts == ["SF": "SF-Pro.ttf", "default": "Inter.otf"])
    #expect(spec.device == .size(width: 390, height: 844, scale: 3))
    #expect(spec.states.first?.contentSize == .xxxLarge)
    #expect(spec.selectingState("big")?.contentSize == .xxxLarge)
  }

  @Test(
    arguments: [
      (
        "contentSize: extraLarg\n" + yamlRoot(brick: "{type: label}"),
        "unknown content size 'extraLarg'",
        "contentSize", "extraLarge"
      ),
      (
        yamlRoot(brick: "{type: label, font: headlin}"), "unknown text style 'headlin'",
        "root.bricks[0].font", "headline"
      ),
      (
        yamlRoot(brick: "{type: label, font: {size: 15, weight: semiBold}}"),
        "unknown font weight 'semiBold'", "root.bricks[0].font.weight", "semibold"
      ),
      (
        yamlRoot(brick: "{type: label, font: {sise: 15}}"), "unknown key 'sise'",
        "root.bricks[0].font", "size"
      ),
      (
        yamlRoot(brick: "{type: label, font: {size: 0}}"), "font size 0 is not positive",
        "root.bricks[0].font.size", nil
      ),
      (
        "fonts: {Serif: a.ttf}\n" + yamlRoot(brick: "{type: label, font: {family: Serf}}"),
        "unknown font family 'Serf'", "root.bricks[0].font.family", "Serif"
      ),
      (
        "textMetrics: cells\n" + yamlRoot(brick: "{type: label}"), "unknown text metrics 'cells'",
        "textMetrics", nil
      ),
      (
        "device: {width: 320, height: 568, scale: 4}\n" + yamlRoot(brick: "{type: label}"),
        "scale 4 is over the limit of 3", "device.scale", nil
      ),
    ] as [(String, String, String, String?)])
  func errors(text: String, message: String, keyPath: String, suggestion: String?) {
    guard let errors = loadErrors(text), let first = errors.first else { return }
    #expect(first.message == message)
    #expect(first.keyPath == keyPath)
    #expect(first.suggestion == suggestion)
    #expect(first.line > 0)
  }
}
