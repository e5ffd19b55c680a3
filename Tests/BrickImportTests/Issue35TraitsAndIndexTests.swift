#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// Issue 35 docs/picture.md#how-to-read-the-picture, docs/import.md beyond the silent shapes: the
  /// shape of BrickKit's Example app's StackedSticking screen (a sticky rule on `indexPath.row % 2`
  /// whose rows count the title before the repeated bricks), a trait with no rule form, and sample
  /// lists.
  @Suite struct Issue35TraitsAndIndexTests {
    static func importing(_ swift: String) -> ImportResult {
      BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: swift)])
    }

    /// StackedStickingViewController's rule, `identifier != titleLabel && indexPath.row % 2
    /// != 0`, over a title and 100 repeated bricks in one section: the title is row 0, so the
    /// odd rows are the even copies, as scripts/example-hands/StackedStickingViewController.yaml
    /// lists them (rep#0, rep#2, ... rep#98).
    @Test func stickyRuleOnTheRowCountsTheBricksBefore() throws {
      let result = Self.importing(
        """
        import BrickKit
        class Stacked: BrickViewController, StickyLayoutBehaviorDataSource {
          override func viewDidLoad() {
            super.viewDidLoad()
            let behavior = StickyLayoutBehavior(dataSource: self)
            brickCollectionView.layout.behaviors.insert(behavior)
            let section = BrickSection(bricks: [
              LabelBrick("title", text: "All uneven bricks should stick"),
              LabelBrick("rep", text: "BRICK"),
            ])
            section.repeatCountDataSource = self
            setSection(section)
          }
          func stickyLayoutBehavior(
            _ stickyLayoutBehavior: StickyLayoutBehavior,
            shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String,
            inCollectionViewLayout collectionViewLayout: UICollectionViewLayout
          ) -> Bool {
            return identifier != "title" && indexPath.row % 2 != 0
          }
        }
        extension Stacked: BrickRepeatCountDataSource {
          func repeatCount(
            for identifier: String, with collectionIndex: Int, collectionIdentifier: String
          ) -> Int {
            return identifier == "rep" ? 100 : 1
          }
        }
        """)
      #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
      let imported = try loadLayout(result.yaml, "Stacked.swift")
      let even = stride(from: 0, to: 100, by: 2).map { "rep#\($0)" }.joined(separator: ", ")
      let hand = try loadLayout(
        """
        root:
          bricks:
            - {type: label, id: title, text: "All uneven bricks should stick"}
            - {type: label, id: rep, text: "BRICK", repeat: 100}
        behaviors:
          - {type: sticky, bricks: [\(even)]}
        """, "hand.yaml")
      #expect(Issue35.selectedItems(imported) == Issue35.selectedItems(hand), "\(result.yaml)")
    }

    /// A section inset that depends on the screen width has no rule form: the iPhone SE's
    /// value, and one warning where the width is read.
    @Test func aTraitWithNoFormIsEvaluatedForTheDeviceAndWarned() throws {
      let result = Self.importing(
        """
        import BrickKit
        class Inset: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let inset: CGFloat = UIScreen.main.bounds.width > 400 ? 20 : 4
            setSection(
              BrickSection(
                bricks: [LabelBrick("a", height: .fixed(size: 40), text: "A")], inset: inset))
          }
        }
        """)
      #expect(result.yaml.contains("inset: 4"), "\(result.yaml)")
      #expect(
        result.warnings.map { "\($0.line):\($0.column)" } == ["5:26"],
        "\(result.warnings.map(\.description))")
      #expect(result.warnings.first?.message.contains("no rule form") == true)
    }

    /// Bricks that exist on one device only: the iPhone SE's bricks, warned.
    @Test func bricksThatDifferByTraitAreWarned() throws {
      let result = Self.importing(
        """
        import BrickKit
        class Pad: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            var bricks: [Brick] = [LabelBrick("a", height: .fixed(size: 40), text: "A")]
            if traitCollection.horizontalSizeClass == .regular {
              bricks.append(LabelBrick("b", height: .fixed(size: 40), text: "B"))
            }
            setSection(BrickSection(bricks: bricks))
          }
        }
        """)
      #expect(!result.yaml.contains("id: b"), "\(result.yaml)")
      #expect(
        result.warnings.contains { $0.line == 6 && $0.message.contains("the bricks differ") },
        "\(result.warnings.map(\.description))")
    }

    /// A closure that runs now (`map`) or only animates is no handler: nothing is a sample.
    @Test func closuresThatRunNowAreNotSamples() {
      let result = Self.importing(
        """
        import BrickKit
        class Now: BrickViewController, BrickRepeatCountDataSource {
          var names: [String] = ["a", "b"]
          override func viewDidLoad() {
            super.viewDidLoad()
            UIView.animate(withDuration: 0.3) { self.names = [] }
            let section = BrickSection(
              bricks: [LabelBrick("n", height: .fixed(size: 40), text: "N")])
            section.repeatCountDataSource = self
            setSection(section)
          }
          func repeatCount(
            for identifier: String, with collectionIndex: Int, collectionIdentifier: String
          ) -> Int {
            return names.count
          }
        }
        """)
      #expect(!result.yaml.contains("sample"), "\(result.yaml)")
      #expect(result.yaml.contains("repeat: 2"), "\(result.yaml)")
    }
  }
#endif
