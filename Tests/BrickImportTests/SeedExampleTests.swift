#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import BrickTestSupport
  import Foundation
  import Testing

  /// One Swift example of BrickKit's README or dimension guide, the hand-written layout in
  /// `Layouts/` that shows it, and the Swift context the example leaves out (the bricks a
  /// behavior snippet acts on, a repeat count it elides).
  struct SeedExample: CustomTestStringConvertible, Sendable {
    var swift: String
    var layout: String
    var context: String? = nil

    var testDescription: String { swift }
    var files: [String] { ["Seeds/\(swift).swift"] + (context.map { ["Seeds/\($0).swift"] } ?? []) }
  }

  let seedExamples: [SeedExample] = [
    // The README's spellings (`.Ratio(ratio:)`).
    SeedExample(swift: "readme-simple-ratios", layout: "simple-ratios.yaml"),
    SeedExample(swift: "readme-sections-in-sections", layout: "sections-in-sections.yaml"),
    SeedExample(
      swift: "readme-horizontal-collection", layout: "horizontal-collection.json",
      context: "readme-horizontal-collection.context"),
    SeedExample(swift: "readme-single-label", layout: "single-label.yaml"),
    SeedExample(swift: "readme-multi-line-label", layout: "multi-line-label.yaml"),
    SeedExample(swift: "readme-sticky", layout: "sticky.yaml", context: "readme-sticky.context"),
    SeedExample(
      swift: "readme-spotlight", layout: "spotlight.yaml", context: "readme-spotlight.context"),
    SeedExample(
      swift: "readme-coverflow", layout: "coverflow.yaml", context: "readme-coverflow.context"),
    SeedExample(
      swift: "readme-appear", layout: "appear-bottom.yaml", context: "readme-appear.context"),
    // The web README's spellings (`.ratio(ratio:)`).
    SeedExample(swift: "site-simple-ratios", layout: "simple-ratios.yaml"),
    SeedExample(swift: "site-sections-in-sections", layout: "sections-in-sections.yaml"),
    SeedExample(
      swift: "site-horizontal-collection", layout: "horizontal-collection.json",
      context: "site-horizontal-collection.context"),
    SeedExample(swift: "site-single-label", layout: "single-label.yaml"),
    SeedExample(swift: "site-multi-line-label", layout: "multi-line-label.yaml"),
    SeedExample(swift: "site-repeat-count", layout: "repeat-count.yaml"),
    SeedExample(swift: "site-sticky", layout: "sticky.yaml", context: "site-sticky.context"),
    SeedExample(
      swift: "site-spotlight", layout: "spotlight.yaml", context: "site-spotlight.context"),
    SeedExample(
      swift: "site-coverflow", layout: "coverflow.yaml", context: "site-coverflow.context"),
    SeedExample(swift: "site-appear", layout: "appear-bottom.yaml", context: "site-appear.context"),
    // The dimension guide.
    SeedExample(swift: "guide-dim-half-width", layout: "dim-half-width.yaml"),
    SeedExample(swift: "guide-dim-two-halves", layout: "dim-two-halves.json"),
    SeedExample(swift: "guide-dim-half-and-fixed", layout: "dim-half-and-fixed.yaml"),
    SeedExample(swift: "guide-dim-height-fixed", layout: "dim-height-fixed.yaml"),
    SeedExample(swift: "guide-dim-height-ratio", layout: "dim-height-ratio.yaml"),
    SeedExample(swift: "guide-dim-fill", layout: "dim-fill.yaml"),
    SeedExample(
      swift: "guide-dim-orientation", layout: "dim-orientation.yaml",
      context: "guide-dim-orientation.context"),
    SeedExample(
      swift: "guide-dim-horizontal-size-class", layout: "dim-horizontal-size-class.json",
      context: "guide-dim-horizontal-size-class.context"),
    SeedExample(
      swift: "guide-dim-vertical-size-class", layout: "dim-vertical-size-class.yaml",
      context: "guide-dim-vertical-size-class.context"),
    SeedExample(
      swift: "guide-dim-mix-and-match", layout: "dim-mix-and-match.yaml",
      context: "guide-dim-mix-and-match.context"),
  ]

  /// The imported example solves to the same frames as the hand-written layout, on the layout's
  /// device in both orientations, and carries the same layout settings and behaviors.
  @Test(arguments: seedExamples)
  func seedExampleMatchesHandWrittenLayout(_ example: SeedExample) throws {
    let result = try importFixtures(example.files)
    let imported = try loadLayout(result.yaml, example.swift)
    let expected = try #require(LayoutsFolder.spec(example.layout))
    let device: Device
    if case .preset(let name)? = expected.device, let preset = Device.preset(named: name) {
      device = preset
    } else {
      device = Device.default
    }
    for orientation in Traits.Orientation.allCases {
      let got = SolvedFrames(imported, device: device, orientation: orientation)
      let want = SolvedFrames(expected, device: device, orientation: orientation)
      #expect(got == want, "\(example.swift) on \(device.name) \(orientation):\n\(result.yaml)")
    }
    #expect(imported.scrollDirection == expected.scrollDirection)
    #expect(imported.appear == expected.appear)
    #expect(imported.behaviors == expected.behaviors, "\(result.yaml)")
  }

  /// An example whose hand-written layout holds a value the Swift does not: the layout is
  /// patched back to what the Swift says (each patch must apply), the import must warn about
  /// that value where the Swift cannot give it, and then the frames must be equal.
  struct SeedDeviation: CustomTestStringConvertible, Sendable {
    var swift: String
    var layout: String
    /// (text in the hand-written layout, what the Swift example gives instead).
    var patches: [(String, String)]
    /// A warning the import gives about the value (nil when the Swift is plain about it).
    var warning: String?
    var why: String

    var testDescription: String { swift }
  }

  let seedDeviations: [SeedDeviation] = [
    SeedDeviation(
      swift: "readme-custom-bricks", layout: "custom-bricks.yaml",
      patches: [
        ("contentHeight: 180", "contentHeight: 50"), ("contentHeight: 96", "contentHeight: 50"),
      ],
      warning: "NiblessBrick's height comes from its nib or view at run time",
      why: "the logo images' heights come from the image files"),
    SeedDeviation(
      swift: "site-custom-bricks", layout: "custom-bricks.yaml",
      patches: [
        ("contentHeight: 180", "contentHeight: 50"), ("contentHeight: 96", "contentHeight: 50"),
      ],
      warning: "NiblessBrick's height comes from its nib or view at run time",
      why: "the logo images' heights come from the image files"),
    SeedDeviation(
      swift: "readme-dynamic-image-heights", layout: "dynamic-image-heights.yaml",
      patches: [("      aspect: 0.75\n      loadDelay: 800\n", "")],
      warning: "the image's size is known only once it loads",
      why: "the downloaded image's aspect ratio"),
    SeedDeviation(
      swift: "site-dynamic-image-heights", layout: "dynamic-image-heights.yaml",
      patches: [("      aspect: 0.75\n      loadDelay: 800\n", "")],
      warning: "the image's size is known only once it loads",
      why: "the downloaded image's aspect ratio"),
    SeedDeviation(
      swift: "readme-repeat-count", layout: "repeat-count.yaml",
      patches: [("text: \"FRUIT {index}\", repeat: 3}", "text: \"FRUIT 0\"}")],
      warning: "cannot follow the repeat count `fruits.count`; assumed 1",
      why: "this version of the README appends the fruits to `products`, so `fruits` stays empty"),
    SeedDeviation(
      swift: "readme-height-rules", layout: "height-rules.yaml",
      patches: [
        ("  inset: 10\n  edgeInsets: 10\n", ""), ("width: \"1/2\", ", ""),
        (
          """
              # Complex rule based on size classes and orientation
              - type: label
                id: ruleHeight
                text: "BRICK (size class + orientation)"
                height:
                  horizontalSizeClass:
                    regular:
                      orientation: {landscape: {fixed: 200}, portrait: {fixed: 100}}
                    compact:
                      orientation: {landscape: {fixed: 100}, portrait: {fixed: 50}}

          """, ""
        ),
      ],
      warning: "no BrickSection; previewed the bricks found in a root section",
      why: "the README lists three bricks without a section and defines the rule as a constant; "
        + "the layout puts them in an inset section with a half-width brick and the rule as a "
        + "fourth brick"),
    SeedDeviation(
      swift: "guide-dim-height-auto", layout: "dim-height-auto.yaml",
      patches: [("LABEL BRICK LABEL BRICK LABEL BRICK LABEL BRICK", "LABEL BRICK")], warning: nil,
      why: "the layout repeats the text to show it wrapping, as the guide's drawing does"),
  ]

  @Test(arguments: seedDeviations)
  func seedExampleMatchesLayoutUpToWhatSwiftCannotSay(_ example: SeedDeviation) throws {
    let result = try importFixtures(["Seeds/\(example.swift).swift"])
    let imported = try loadLayout(result.yaml, example.swift)
    var text = try String(
      contentsOf: LayoutsFolder.url.appendingPathComponent(example.layout), encoding: .utf8)
    for (from, to) in example.patches {
      #expect(text.contains(from), "patch '\(from)' no longer applies to \(example.layout)")
      text = text.replacingOccurrences(of: from, with: to)
    }
    let expected = try loadLayout(text, example.layout)
    if let warning = example.warning {
      #expect(result.warnings.contains { $0.message.contains(warning) }, "\(result.warnings)")
    }
    for orientation in Traits.Orientation.allCases {
      let got = SolvedFrames(imported, device: .default, orientation: orientation)
      let want = SolvedFrames(expected, device: .default, orientation: orientation)
      #expect(got == want, "\(example.swift) \(orientation) (\(example.why)):\n\(result.yaml)")
    }
  }
#endif
