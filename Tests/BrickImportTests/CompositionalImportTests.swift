#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// The fixtures in `Fixtures/Compositional`: Swift in the shapes of Apple's "Implementing
  /// Modern Collection Views" screens, each with the layout file (FORMAT.md §9) written by hand
  /// beside it.
  let compositionalFixtures = [
    "Grid", "InsetItemsGrid", "TwoColumn", "DistinctSections", "NestedGroups",
    "SectionDecoration", "List", "OrthogonalScrolling", "VideoSessions", "HeadersFooters",
    "PinnedHeaders", "Badges", "AdaptiveSections", "OrthogonalBehaviors", "Carousel",
    "SizeClasses", "DataSourceCounts", "UncommonHandler", "ComputedCustomGroup",
  ]

  /// Each compositional fixture imports to the layout written by hand beside it (compared as
  /// loaded layouts: sections, groups, items, data and cells), with exactly the warnings its
  /// Swift marks (`// warning: ...`), and the file written loads.
  @Suite struct CompositionalImportTests {
    @Test(arguments: compositionalFixtures)
    func fixtureImportsToHandWrittenLayout(_ name: String) throws {
      let result = try importFixtures(["Compositional/\(name).swift"])
      if recordedImport(result.yaml, as: "Compositional/\(name).yaml") { return }
      let text = try #require(fixtureText("Compositional/\(name).yaml"))
      let imported = try loadLayout(result.yaml, "\(name).swift")
      let expected = try loadLayout(text, "\(name).yaml")
      #expect(imported.compositional != nil, "\(result.yaml)")
      #expect(imported.compositional == expected.compositional, "\(result.yaml)")
      #expect(imported.title == expected.title)
      let swift = try #require(fixtureText("Compositional/\(name).swift"))
      let marked = CompositionalImportTests.marked(swift)
      #expect(
        result.warnings.map(\.line) == marked.map(\.line),
        "\(result.warnings.map(\.description).joined(separator: "\n"))")
      for (warning, mark) in zip(result.warnings, marked) {
        #expect(warning.message.contains(mark.text), "\(warning)")
        #expect(warning.file == "Compositional/\(name).swift")
      }
    }

    /// The lines a fixture marks with `// warning: TEXT`.
    static func marked(_ swift: String) -> [(line: Int, text: String)] {
      var result: [(line: Int, text: String)] = []
      for (i, line) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for part in line.components(separatedBy: "// warning: ").dropFirst() {
          result.append((i + 1, part.trimmingCharacters(in: .whitespaces)))
        }
      }
      return result
    }

    /// The fixture folder holds exactly the table's files.
    @Test func folderIsTheTable() throws {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: fixturesURL.appendingPathComponent("Compositional").path
      ).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".yaml") }.sorted()
      let named = compositionalFixtures.flatMap { ["\($0).swift", "\($0).yaml"] }.sorted()
      #expect(files == named)
    }

    /// A compositional class is a screen of a folder, named after the class, beside BrickKit
    /// screens; its file is `layout: compositional`.
    @Test func folderImportFindsCompositionalScreens() throws {
      let names = ["Grid", "List", "AdaptiveSections"]
      let sources = try names.map { name in
        SwiftSource(
          name: "Compositional/\(name).swift",
          text: try #require(fixtureText("Compositional/\(name).swift")))
      }
      let screens = BrickImporter.importScreens(sources)
      #expect(
        screens.map(\.name) == [
          "GridViewController", "ListViewController", "AdaptiveSectionsViewController",
        ])
      for screen in screens {
        #expect(screen.result.yaml.contains("layout: compositional"), "\(screen.result.yaml)")
        _ = try loadLayout(screen.result.yaml, screen.name)
      }
    }

    /// A provider's branch on `width > 800` is a range pair at 800.0001; `>= 600` at 600.
    @Test func widthBranchesBecomeRangePairs() throws {
      let swift = """
        class WideViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { index, environment in
              let width = environment.container.effectiveContentSize.width
              let columns = width > 800 ? 4 : width >= 600 ? 3 : 2
              let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
              let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                  widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
                subitem: item, count: columns)
              return NSCollectionLayoutSection(group: group)
            }
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<12))
          }
        }
        """
      let result = BrickImporter.importSource(swift, name: "Wide.swift")
      #expect(result.yaml.contains("{minimumSize: 600, value: "), "\(result.yaml)")
      #expect(result.yaml.contains("{minimumSize: 800.0001, value: "), "\(result.yaml)")
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      _ = try loadLayout(result.yaml, "Wide.swift")
    }
  }
#endif
