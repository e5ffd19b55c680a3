#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// Screens of BrickKit's Example app that issue 35's "values the app computes" fixes, copied
  /// into `Fixtures/Issue35/Example` with the classes they inherit from, and compared with the
  /// hand translations of `scripts/example-hands` (copied beside them).
  struct Issue35ExampleScreen: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String]
    var testDescription: String { name }
  }

  let issue35ExampleScreens: [Issue35ExampleScreen] = [
    Issue35ExampleScreen(
      name: "EmbeddedSpotlightSnapScrollingViewController",
      files: [
        "EmbeddedSpotlightSnapScrollingViewController.swift", "BaseScrollingViewController.swift",
        "BaseBrickController.swift", "BrickIdentifiers.swift", "Theme.swift",
      ])
  ]

  /// The screen imports as its hand translation: frames, texts, colours, fonts, padding, the
  /// items each behavior selects, and each spotlight's settings (set on the behavior object
  /// after it was built: `spotlightBehavior.lastBrickStretchy = true`).
  @Test(arguments: issue35ExampleScreens)
  func issue35ExampleScreenImportsAsItsHandTranslation(_ screen: Issue35ExampleScreen) throws {
    let sources = try Issue35.sources(screen.files.map { "Example/\($0)" })
    let result = BrickImporter.importSources(sources)
    let imported = try loadLayout(result.yaml, "\(screen.name).swift")
    let text = try #require(fixtureText("Issue35/Example/\(screen.name).yaml"))
    let expected = try loadLayout(text, "\(screen.name).yaml")
    Issue35.compare(imported, expected, screen.name, yaml: result.yaml)
    func spotlights(_ spec: LayoutSpec) -> [String] {
      spec.behaviors.compactMap { $0.behavior as? SpotlightBehavior }.map {
        "scrollLastBrickToTop \($0.scrollLastBrickToTop), lastBrickStretchy \($0.lastBrickStretchy)"
      }
    }
    #expect(spotlights(imported) == spotlights(expected), "\(result.yaml)")
    // The one warning: Theme.swift's font family is measured as the system font.
    #expect(
      result.warnings.map(\.message) == [
        "the font 'AppleSDGothicNeo-Light' is not in the layout; measured as the system font "
          + "of its size and weight (light)"
      ])
  }

  /// A property set on a behavior object after it is built reaches the layout only when the
  /// layout file has a key for it; any other is warned at, never dropped silently.
  @Test func issue35BehaviorPropertiesSetLaterAreFollowedOrWarned() throws {
    let swift = """
      import BrickKit
      class Screen: BrickViewController, SpotlightLayoutBehaviorDataSource {
        override func viewDidLoad() {
          super.viewDidLoad()
          brickCollectionView.setSection(BrickSection(bricks: [
            LabelBrick("a", height: .fixed(size: 300), text: "A"),
            LabelBrick("b", height: .fixed(size: 300), text: "B"),
          ]))
          let spotlight = SpotlightLayoutBehavior(dataSource: self)
          spotlight.scrollLastBrickToTop = false
          spotlight.indexInSpotlight = 2
          brickCollectionView.layout.behaviors.insert(spotlight)
        }
        func spotlightLayoutBehavior(_ behavior: SpotlightLayoutBehavior,
          smallHeightForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String,
          inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGFloat? {
          return 80
        }
      }
      """
    let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: swift)])
    #expect(result.yaml.contains("scrollLastBrickToTop: false"), "\(result.yaml)")
    let behaviorLines = result.yaml.split(separator: "\n").filter { $0.contains("type: spotlight") }
    #expect(behaviorLines.count == 1 && !behaviorLines[0].contains("indexInSpotlight"))
    #expect(
      result.warnings.map { "\($0.line): \($0.message)" } == [
        "11: the spotlight behavior's `indexInSpotlight = 2` is not followed; the preview keeps "
          + "its default"
      ])
  }
#endif
