#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// The fixtures in `Fixtures/Constructs`, each a `.swift` file and a `.yaml` file.
  let constructFixtures = [
    "Sections", "Bricks", "Dimensions", "Properties", "Behaviors",
    "Colours", "Cells",
  ]

  /// Each Swift fixture in `Fixtures/Constructs` imports to the same layout as the layout file
  /// written by hand beside it (compared as loaded specs: nodes, dimensions, behaviors and
  /// settings), without warnings unless the fixture marks them.
  @Test(arguments: constructFixtures)
  func swiftFixtureImportsToHandWrittenLayout(_ name: String) throws {
    let result = try importFixtures(["Constructs/\(name).swift"])
    if recordedImport(result.yaml, as: "Constructs/\(name).yaml") { return }
    let imported = try loadLayout(result.yaml, "\(name).swift")
    let text = try #require(fixtureText("Constructs/\(name).yaml"))
    let expected = try loadLayout(text, "\(name).yaml")
    #expect(imported.root == expected.root, "\(result.yaml)")
    #expect(imported.behaviors == expected.behaviors, "\(result.yaml)")
    #expect(imported.scrollDirection == expected.scrollDirection)
    #expect(imported.zIndexOrder == expected.zIndexOrder)
    #expect(imported.appear == expected.appear)
    #expect(imported.title == expected.title)
    let swift = try #require(fixtureText("Constructs/\(name).swift"))
    #expect(result.warnings.map(\.line) == markedWarnings(swift).map(\.line), "\(result.warnings)")
  }

  /// The output is readable: every node carries the Swift line it came from, ids come from the
  /// Swift identifiers, ratios of literals keep their fraction.
  @Test func outputCommentsCarryTheSwiftLines() throws {
    let result = try importFixtures(["Constructs/Sections.swift"])
    let lines = result.yaml.split(separator: "\n")
    #expect(
      lines.contains {
        $0.contains("id: sidebar") || $0.contains("- type: section  # Sections.swift:8")
      })
    #expect(lines.contains("    - type: section  # Sections.swift:8"))
    #expect(
      lines.contains { $0.contains("{type: label, id: menu, text: \"Menu\"}  # Sections.swift:9") })
    #expect(lines.contains("      width: \"1/3\""))
    #expect(lines.allSatisfy { $0.count <= 100 || $0.contains("text:") })
  }

  /// Constants are looked up where the Swift would see them: a `let` in an earlier statement of
  /// the same block shadows a member of the same name, and a `var` is never followed.
  @Test func constantsFollowSwiftScopes() throws {
    let swift = """
      class A {
        let size: CGFloat = 10
        var height: CGFloat = 30
        func build() {
          let size: CGFloat = 20
          let section = BrickSection(bricks: [
            LabelBrick("a", width: .fixed(size: size), height: .fixed(size: height), text: "A"),
          ])
          setSection(section)
        }
        func other() {
          let section = BrickSection(bricks: [
            LabelBrick("b", width: .fixed(size: size), text: "B")
          ])
        }
      }
      """
    let result = BrickImporter.importSource(swift, name: "Scopes.swift")
    let spec = try loadLayout(result.yaml, "Scopes.swift")
    guard case .section(let root) = spec.root.content else {
      Issue.record("root is not a section")
      return
    }
    #expect(root.bricks.first?.width == .fixed(20))
    #expect(root.bricks.first?.height == Node(content: .label(text: "", padding: 0)).height)
    #expect(
      result.warnings.map(\.message) == [
        "cannot follow the height `.fixed(size: height)`; assumed an automatic height"
      ])
  }

  /// An identifier that is not a plain id (a space in it) becomes one, and selectors use it.
  @Test func identifiersBecomePlainIDs() throws {
    let swift = """
      setSection(BrickSection(bricks: [LabelBrick("Title Label", text: "T")]))
      let behavior = MaxZIndexLayoutBehavior(dataSource: self)
      func maxZIndexLayoutBehavior(
        _ b: MaxZIndexLayoutBehavior, shouldHaveMaxZIndexAtIndexPath indexPath: IndexPath,
        withIdentifier identifier: String, inCollectionViewLayout layout: UICollectionViewLayout
      ) -> Bool {
        return identifier == "Title Label"
      }
      """
    let result = BrickImporter.importSource(swift, name: "Plain.swift")
    #expect(result.yaml.contains("{type: label, id: Title_Label, text: \"T\"}"))
    #expect(result.yaml.contains("{type: maxZIndex, bricks: [Title_Label]}"))
    _ = try loadLayout(result.yaml, "Plain.swift")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  /// `1/3` is a fraction in the file; `0.5` stays a ratio; bricks that share an identifier get
  /// distinct ids and behaviors select all of them.
  @Test func sharedIdentifiersExpandInSelectors() throws {
    let swift = """
      let section = BrickSection(bricks: [
        LabelBrick("title", height: .fixed(size: 40), text: "One"),
        BrickSection(bricks: [LabelBrick("title", height: .fixed(size: 40), text: "Two")]),
      ])
      setSection(section)
      let sticky = StickyLayoutBehavior(dataSource: self)
      func stickyLayoutBehavior(
        _ b: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath,
        withIdentifier identifier: String, inCollectionViewLayout layout: UICollectionViewLayout
      ) -> Bool {
        return identifier == "title"
      }
      """
    let result = BrickImporter.importSource(swift, name: "Shared.swift")
    #expect(result.yaml.contains("id: title,"))
    #expect(result.yaml.contains("id: title-2,"))
    #expect(result.yaml.contains("{type: sticky, bricks: [title, title-2]}"))
    _ = try loadLayout(result.yaml, "Shared.swift")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  /// A README's list of bricks, one a line with trailing commas, imports brick by brick; commas
  /// inside strings, comments and brackets are kept.
  @Test func brickListFragmentsImport() throws {
    let swift = """
      LabelBrick(text: "a,"), // one,
      LabelBrick(width: .ratio(ratio: 1/2),
        text: "b"),
      """
    let result = BrickImporter.importSource(swift, name: "Fragment.swift")
    #expect(result.yaml.contains("- {type: label, text: \"a,\"}  # Fragment.swift:1"))
    #expect(
      result.yaml.contains("- {type: label, width: \"1/2\", text: \"b\"}  # Fragment.swift:2"))
    #expect(
      result.warnings.map(\.message) == [
        "no BrickSection; previewed the bricks found in a root section"
      ])
    _ = try loadLayout(result.yaml, "Fragment.swift")
  }
#endif
