#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// The fixtures in `Fixtures/Compositional`: Swift in the shapes of Apple's "Implementing
  /// Modern Collection Views" screens, each with the layout file (docs/compositional.md) written by
  /// hand beside it.
  let compositionalFixtures = [
    "Grid", "InsetItemsGrid", "TwoColumn", "DistinctSections", "NestedGroups",
    "SectionDecoration", "List", "OrthogonalScrolling", "VideoSessions", "HeadersFooters",
    "PinnedHeaders", "Badges", "AdaptiveSections", "OrthogonalBehaviors", "Carousel",
    "SizeClasses", "DataSourceCounts", "UncommonHandler", "ComputedCustomGroup", "AppViews",
    "Registrations",
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
      #expect(
        Self.withoutLines(imported.compositional) == Self.withoutLines(expected.compositional),
        "\(result.yaml)")
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

    /// The layout without the file's line numbers and the loader's notes (the two files put
    /// the same things on different lines).
    static func withoutLines(_ spec: CompositionalSpec?) -> CompositionalSpec? {
      guard var spec else { return nil }
      spec.warnings = []
      spec.configuration.boundarySupplementaryItems = spec.configuration.boundarySupplementaryItems
        .map(boundary)
      for i in spec.sections.indices {
        spec.sections[i].sourceLine = 0
        spec.sections[i].boundarySupplementaryItems = spec.sections[i].boundarySupplementaryItems
          .map(boundary)
        spec.sections[i].decorationItems = spec.sections[i].decorationItems.map { item in
          var item = item
          item.sourceLine = 0
          return item
        }
        spec.sections[i].group = spec.sections[i].group.map(adaptive)
      }
      return spec
    }

    static func boundary(_ item: BoundaryItem) -> BoundaryItem {
      var item = item
      item.sourceLine = 0
      return item
    }

    static func adaptive(_ rule: Adaptive<LayoutGroup>) -> Adaptive<LayoutGroup> {
      switch rule {
      case .value(let g): return .value(group(g))
      case .orientation(let l, let p):
        return .orientation(landscape: adaptive(l), portrait: adaptive(p))
      case .horizontalSizeClass(let r, let c):
        return .horizontalSizeClass(regular: adaptive(r), compact: adaptive(c))
      case .verticalSizeClass(let r, let c):
        return .verticalSizeClass(regular: adaptive(r), compact: adaptive(c))
      case .range(let d, let pairs):
        return .range(
          default: adaptive(d),
          pairs: pairs.map { AdaptivePair(minimumSize: $0.minimumSize, value: adaptive($0.value)) })
      }
    }

    static func anchored(_ items: [AnchoredItem]) -> [AnchoredItem] {
      items.map { item in
        var item = item
        item.sourceLine = 0
        return item
      }
    }

    static func element(_ e: LayoutElement) -> LayoutElement {
      switch e {
      case .item(var i):
        i.supplementaryItems = anchored(i.supplementaryItems)
        return .item(i)
      case .group(let g): return .group(group(g))
      }
    }

    static func group(_ g: LayoutGroup) -> LayoutGroup {
      var g = g
      g.supplementaryItems = anchored(g.supplementaryItems)
      switch g.subitems {
      case .cycling(let list): g.subitems = .cycling(list.map(element))
      case .count(let e, let n): g.subitems = .count(element(e), n)
      case .repeating(let e, let n): g.subitems = .repeating(element(e), n)
      case .custom: break
      }
      return g
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

    /// The compositional import benchmark's app (`Benchmarks/CompositionalApp`, written by
    /// `scripts/gen-compositional-app.py`): 20 screens, each importing to a file that loads,
    /// with no warnings (its screens are the fixtures without warnings).
    /// Every fixture's file imported together, as one app folder (what the benchmark app is
    /// made of): each screen is its own, and each written file loads with sections.
    @Test func theFixturesImportTogetherAsOneApp() throws {
      let folder = fixturesURL.appendingPathComponent("Compositional")
      let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      let sources = try paths.map { path in
        SwiftSource(
          name: path,
          text: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
      }
      let screens = BrickImporter.importScreens(sources)
      #expect(screens.count >= 12)
      #expect(Set(screens.map(\.name)).count == screens.count)
      for screen in screens {
        let spec = try loadLayout(screen.result.yaml, screen.name)
        #expect(spec.compositional != nil, "\(screen.name): \(screen.result.yaml)")
      }
    }

    /// WWDC's carousel handler clamps its scale with `max(...)`: not linear in the distance, so
    /// it is written as the line between its centre and edge values, with a warning at the
    /// handler. A list section from `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// in a provider is a `list:` section.
    @Test func clampedScaleAndListSections() throws {
      let swift = """
        class ClampViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { index, environment in
              if index == 1 {
                var config = UICollectionLayoutListConfiguration(appearance: .grouped)
                config.footerMode = .supplementary
                return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
              }
              let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
              let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                  widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(160)),
                subitems: [item])
              let section = NSCollectionLayoutSection(group: group)
              section.orthogonalScrollingBehavior = .groupPagingCentered
              section.visibleItemsInvalidationHandler = { items, offset, environment in
                items.forEach { item in
                  let distanceFromCenter = abs(
                    (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                  let minScale: CGFloat = 0.7
                  let maxScale: CGFloat = 1.1
                  let scale = max(
                    maxScale - (distanceFromCenter / environment.container.contentSize.width),
                    minScale)
                  item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
              }
              return section
            }
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<9), toSection: 0)
            snapshot.appendItems(Array(9..<12), toSection: 1)
            dataSource.apply(snapshot)
          }
        }
        """
      let result = BrickImporter.importSource(swift, name: "Clamp.swift")
      let spec = try loadLayout(result.yaml, "Clamp.swift")
      let sections = try #require(spec.compositional?.sections)
      #expect(sections.count == 2)
      #expect(
        sections.first?.visibleItems
          == VisibleItemsEffect(scale: .init(center: 1.1, edge: 0.7)), "\(result.yaml)")
      #expect(sections.last?.list?.appearance == .grouped)
      #expect(sections.last?.list?.footerMode == .supplementary)
      #expect(sections.map { $0.cells.count(Traits(), containerWidth: 393) } == [9, 3])
      #expect(result.warnings.map(\.line) == [18], "\(result.warnings)")
      #expect(result.warnings.first?.message.contains("not linear") == true)
    }

    /// A `[weak self]` section provider that calls a method of the screen, and a cell
    /// provider that unwraps `self` before it reads a stored property.
    @Test func weakSelfProviders() throws {
      let swift = """
        class WeakViewController: UIViewController {
          let columns = 4
          override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
              return self?.makeSection(columns: index + 2)
            }
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(
              collectionView: collectionView
            ) { [weak self] collectionView, indexPath, item in
              guard let self = self else { return nil }
              let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: "c", for: indexPath)
              cell.contentView.backgroundColor = self.columns == 4 ? .systemPink : .systemGray
              return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<8), toSection: 0)
            snapshot.appendItems(Array(8..<10), toSection: 1)
            dataSource.apply(snapshot)
          }

          func makeSection(columns: Int) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
              subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
          }
        }
        """
      let result = BrickImporter.importSource(swift, name: "Weak.swift")
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      let spec = try loadLayout(result.yaml, "Weak.swift")
      let sections = try #require(spec.compositional?.sections)
      let counts = sections.map { section -> Int? in
        if case .value(let g)? = section.group, case .count(_, let n) = g.subitems { return n }
        return nil
      }
      #expect(counts == [2, 3], "\(result.yaml)")
      #expect(result.yaml.contains("background: \"systemPink\""), "\(result.yaml)")
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
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      let spec = try loadLayout(result.yaml, "Wide.swift")
      guard case .range(let first, let pairs)? = spec.compositional?.sections.first?.group else {
        Issue.record("no range rule:\n\(result.yaml)")
        return
      }
      #expect(pairs.map(\.minimumSize) == [600, 800.0001])
      func count(_ rule: Adaptive<LayoutGroup>) -> Int? {
        if case .value(let g) = rule, case .count(_, let n) = g.subitems { return n }
        return nil
      }
      #expect(count(first) == 2)
      #expect(pairs.map { count($0.value) } == [3, 4])
    }
  }
#endif
