#if Importer
  import BrickImport
  import Testing

  /// Shapes of BrickKit's Example app that its replay (scripts/replay-app.py) found the
  /// importer missing, written afresh in a small shop app.
  enum ExampleAppShapes {
    static func run(_ swift: String, name: String = "Aisles.swift") -> ImportResult {
      BrickImporter.importSources([SwiftSource(name: name, text: swift)])
    }
  }

  /// A label inside a repeated collection brick reads `cell.collectionIndex`: the layout file
  /// has no placeholder for the collection's copy, so the first copy's text is previewed in
  /// each (the same width as the others') and that is said, where it was the brick's
  /// identifier before.
  @Test func aCellsCollectionIndexIsTheFirstCopysAndSaid() throws {
    let swift = """
      import BrickKit
      class AislesViewController: BrickViewController, BrickRepeatCountDataSource,
        CollectionBrickCellDataSource, LabelBrickCellDataSource {
        var aisle: BrickSection!
        override func viewDidLoad() {
          super.viewDidLoad()
          aisle = BrickSection(bricks: [
            LabelBrick("aisleName", width: .ratio(ratio: 1/2), dataSource: self)
          ])
          let section = BrickSection(bricks: [
            CollectionBrick("aisles", dataSource: self, brickTypes: [LabelBrick.self])
          ])
          section.repeatCountDataSource = self
          setSection(section)
        }
        func repeatCount(for identifier: String, with collectionIndex: Int,
          collectionIdentifier: String) -> Int {
          return identifier == "aisles" ? 3 : 1
        }
        func sectionForCollectionBrickCell(cell: CollectionBrickCell) -> BrickSection {
          return aisle
        }
        func configureLabelBrickCell(_ cell: LabelBrickCell) {
          let number = cell.collectionIndex + 1
          cell.label.text = "Aisle \\(number)".uppercased()
        }
      }
      """
    let result = ExampleAppShapes.run(swift)
    #expect(result.yaml.contains("text: \"AISLE 1\""), "\(result.yaml)")
    #expect(
      result.warnings.map { "\($0.line): \($0.message)" } == [
        "24: `cell.collectionIndex` is the copy of the collection brick, which layout files "
          + "have no placeholder for; previewed the first copy's (0) in every copy"
      ], "\(result.warnings.map(\.message))")
  }
  /// Two sticky behaviors share one data source function that tells them apart by the
  /// screen's properties holding them (`if behavior == pinnedBehavior`): each is read with
  /// its own branch. When the app assigns the property later, the comparison is not known
  /// and stays warned.
  @Test(arguments: [false, true])
  func aDataSourceThatTellsBehaviorsApartSelectsPerBehavior(reassigned: Bool) throws {
    let swift = """
      import BrickKit
      class CheckoutViewController: BrickViewController, StickyLayoutBehaviorDataSource,
        MinimumStickyLayoutBehaviorDataSource {
        lazy var headerBehavior: StickyLayoutBehavior = StickyLayoutBehavior(dataSource: self)
        lazy var pinnedBehavior: StickyLayoutBehavior =
          MinimumStickyLayoutBehavior(dataSource: self)
        override func viewDidLoad() {
          super.viewDidLoad()
          brickCollectionView.layout.behaviors.insert(headerBehavior)
          brickCollectionView.layout.behaviors.insert(pinnedBehavior)
          setSection(BrickSection(bricks: [
            LabelBrick("total", height: .fixed(size: 40), text: "Total"),
            LabelBrick("basket", height: .fixed(size: 400), text: "Basket"),
            LabelBrick("pay", height: .fixed(size: 40), text: "Pay"),
          ]))
          \(reassigned ? "pinnedBehavior = StickyLayoutBehavior(dataSource: self)" : "")
        }
        func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior,
          shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String,
          inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
          if stickyLayoutBehavior == pinnedBehavior {
            return identifier == "pay"
          } else {
            return identifier == "total"
          }
        }
        func stickyLayoutBehavior(_ behavior: StickyLayoutBehavior,
          minimumStickingHeightForItemAtIndexPath indexPath: IndexPath,
          withIdentifier identifier: String,
          inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGFloat? {
          return 20
        }
      }
      """
    let result = ExampleAppShapes.run(swift, name: "Checkout.swift")
    let behaviors = result.yaml.split(separator: "\n").filter {
      $0.contains("{type: sticky") || $0.contains("{type: minimumSticky")
    }
    .map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) }
    let warned = result.warnings.map(\.message).filter {
      $0.hasPrefix("cannot follow the condition `stickyLayoutBehavior == pinnedBehavior`")
    }
    if reassigned {
      #expect(!warned.isEmpty, "\(result.warnings.map(\.message))")
    } else {
      #expect(
        behaviors == [
          "- {type: sticky, bricks: [total]}",
          "- {type: minimumSticky, bricks: [pay], minimumHeight: {pay: 20}}",
        ], "\(result.yaml)")
      #expect(warned.isEmpty, "\(result.warnings.map(\.message))")
    }
  }
#endif
