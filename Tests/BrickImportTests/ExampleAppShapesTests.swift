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
#endif
