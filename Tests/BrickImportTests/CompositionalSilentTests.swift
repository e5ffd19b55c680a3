#if Importer
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// Issue 35's "nothing silent" on the compositional side (docs/compositional.md#honesty): each
  /// value of a small compositional screen is followed into the layout file or warned about at
  /// its own line. A case is a screen (`CompositionalSilentTests.screen`) with the text its
  /// import must contain and lack, and the warnings it must give, each on the first line holding
  /// a marker.
  struct CompositionalSilentCase: CustomTestStringConvertible, Sendable {
    var name: String
    var swift: String
    /// Text the layout file holds.
    var contains: [String] = []
    /// Text it must not hold.
    var lacks: [String] = []
    /// Exactly these warnings: the first line holding `marker`, and text in the message.
    var warnings: [(marker: String, text: String)] = []
    var testDescription: String { name }
  }

  @Suite struct CompositionalSilentTests {
    /// A compositional screen: three items of one section, dequeued as the app's class `Cell`
    /// (a label pinned in its content view by `setUp`), the cell provider's extra lines
    /// `provider`, extra lines after the collection view is made `hierarchy`, and a layout
    /// whose group is `group` (a list of horizontal rows by default).
    static func screen(
      setUp: String = "", provider: String = "", hierarchy: String = "",
      group: String = """
      NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            subitems: [item])
      """,
      section: String = "", items: String = "Array(0..<3)", model: String = "Int",
      text: String = "\"\\(identifier)\""
    ) -> String {
      """
      import UIKit

      class ScreenViewController: UIViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, \(model)>! = nil
        var collectionView: UICollectionView! = nil

        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: createLayout())
          \(hierarchy)
          dataSource = UICollectionViewDiffableDataSource<Int, \(model)>(
            collectionView: collectionView
          ) { collectionView, indexPath, identifier in
            let cell = collectionView.dequeueReusableCell(
              withReuseIdentifier: "cell", for: indexPath) as! Cell
            cell.label.text = \(text)
            \(provider)
            return cell
          }
          var snapshot = NSDiffableDataSourceSnapshot<Int, \(model)>()
          snapshot.appendSections([0])
          snapshot.appendItems(\(items))
          dataSource.apply(snapshot)
        }

        func createLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)))
          let group = \(group)
          let section = NSCollectionLayoutSection(group: group)
          \(section)
          return UICollectionViewCompositionalLayout(section: section)
        }
      }

      struct Tile: Hashable {
        let title: String
        let count: Int
      }

      class Cell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
          super.init(frame: frame)
          contentView.addSubview(label)
          \(setUp)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """
    }

    /// The four pins of `Cell`'s label, with these constants.
    static func pins(
      _ top: String, _ leading: String, _ bottom: String, _ trailing: String
    )
      -> String
    {
      """
      NSLayoutConstraint.activate([
              label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: \(top)),
              label.leadingAnchor.constraint(
                equalTo: contentView.leadingAnchor, constant: \(leading)),
              label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: \(bottom)),
              label.trailingAnchor.constraint(
                equalTo: contentView.trailingAnchor, constant: \(trailing)),
            ])
      """
    }

    static let cases: [CompositionalSilentCase] = [
      // A cell's padding from the constraints pinning its label (AppViews.swift:89-94).
      CompositionalSilentCase(
        name: "uneven pins are per-edge padding",
        swift: screen(setUp: "let margin: CGFloat = 6\n" + pins("4", "margin", "-4", "-margin")),
        contains: ["padding: {top: 4, left: 6, bottom: 4, right: 6}"]),
      CompositionalSilentCase(
        name: "four unequal edges, each its own",
        swift: screen(setUp: pins("1", "2", "-3", "-4")),
        contains: ["padding: {top: 1, left: 2, bottom: 3, right: 4}"]),
      CompositionalSilentCase(
        name: "even pins are one number",
        swift: screen(setUp: pins("8", "8", "-8", "-8")),
        contains: ["padding: 8"]),
      CompositionalSilentCase(
        name: "pins written from the view's side",
        swift: screen(
          setUp: """
            NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 7),
                    contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 9),
                    self.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 11),
                  ])
            """),
        contains: ["padding: {top: 5, left: 7, bottom: 9, right: 11}"]),
      CompositionalSilentCase(
        name: "zero pins are no padding",
        swift: screen(setUp: pins("0", "0", "0", "0")),
        lacks: ["padding"]),
      CompositionalSilentCase(
        name: "three edges pinned: no padding, each pin warned",
        swift: screen(
          setUp: """
            NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 3),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
                    label.trailingAnchor.constraint(
                      equalTo: contentView.trailingAnchor, constant: -9),
                    label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                  ])
            """),
        lacks: ["padding"],
        warnings: [
          ("constant: 3)", "pinned on 3 of its four edges"),
          ("constant: 6)", "pinned on 3 of its four edges"),
          ("constant: -9)", "pinned on 3 of its four edges"),
        ]),
      CompositionalSilentCase(
        name: "a pin to the margins guide is warned at its line",
        swift: screen(
          setUp: pins("4", "4", "-4", "-4").replacingOccurrences(
            of: "equalTo: contentView.topAnchor",
            with: "equalTo: contentView.layoutMarginsGuide.topAnchor")
        ),
        lacks: ["padding"],
        warnings: [
          ("layoutMarginsGuide", "not an equal pin to the same edge"),
          ("contentView.leadingAnchor, constant", "pinned on 3 of its four edges"),
          ("contentView.bottomAnchor, constant", "pinned on 3 of its four edges"),
          ("contentView.trailingAnchor, constant", "pinned on 3 of its four edges"),
        ]),
      CompositionalSilentCase(
        name: "an inequality keeps the padding of the four pins and is warned",
        swift: screen(
          setUp: pins("2", "2", "-2", "-2")
            + "\nlabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor)"
            + ".isActive = true"
        ),
        contains: ["padding: 2"],
        warnings: [("lessThanOrEqualTo", "not an equal pin to the same edge")]),
      CompositionalSilentCase(
        name: "a constant the importer cannot follow is warned at the constant",
        swift: screen(setUp: pins("Metrics.unknownGap", "4", "-4", "-4")),
        lacks: ["padding"],
        warnings: [
          ("Metrics.unknownGap", "its constant cannot be followed"),
          ("contentView.leadingAnchor, constant", "pinned on 3 of its four edges"),
          ("contentView.bottomAnchor, constant", "pinned on 3 of its four edges"),
          ("contentView.trailingAnchor, constant", "pinned on 3 of its four edges"),
        ]),
      CompositionalSilentCase(
        name: "a negative padding is warned",
        swift: screen(setUp: pins("-2", "4", "-4", "-4")),
        lacks: ["padding"],
        warnings: [("constant: -2)", "a negative padding (-2)")]),
      // A label's text alignment (Grid.swift:43).
      CompositionalSilentCase(
        name: "a centred label is warned at the alignment",
        swift: screen(provider: "cell.label.textAlignment = .center"),
        warnings: [("textAlignment", "text alignment `.center` has no key")]),
      CompositionalSilentCase(
        name: "a natural or left label is what the preview draws",
        swift: screen(
          setUp: "label.textAlignment = NSTextAlignment.left",
          provider: "cell.label.textAlignment = .natural")),
      CompositionalSilentCase(
        name: "an alignment set up by the cell class is warned there",
        swift: screen(setUp: "label.textAlignment = .right"),
        warnings: [("textAlignment", "text alignment `.right` has no key")]),
      // The collection view's background (SectionDecoration.swift:42).
      CompositionalSilentCase(
        name: "a collection view's own background is warned",
        swift: screen(hierarchy: "collectionView.backgroundColor = .white"),
        warnings: [("backgroundColor", "background colour `.white` has no key")]),
      CompositionalSilentCase(
        name: "systemBackground is the preview's background",
        swift: screen(hierarchy: "collectionView.backgroundColor = .systemBackground")),
      // A custom group's frames (ComputedCustomGroup.swift:25-27).
      CompositionalSilentCase(
        name: "frames computed in a loop are followed",
        swift: screen(
          group: """
            NSCollectionLayoutGroup.custom(
                  layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(90))
                ) { _ in
                  var frames: [NSCollectionLayoutGroupCustomItem] = []
                  for column in 0..<4 {
                    let x = CGFloat(column) * 80 + 5
                    frames.append(
                      NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: x, y: 10, width: 70, height: 70)))
                  }
                  return frames
                }
            """),
        contains: [
          "frames: [[5, 10, 70, 70], [85, 10, 70, 70], [165, 10, 70, 70], [245, 10, 70, 70]]"
        ]
      ),
      CompositionalSilentCase(
        name: "frames from the container's width are written for 393 points and warned there",
        swift: screen(
          group: """
            NSCollectionLayoutGroup.custom(
                  layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
                ) { environment in
                  let half = environment.container.effectiveContentSize.width / 2
                  return (0..<2).map {
                    NSCollectionLayoutGroupCustomItem(
                      frame: CGRect(x: CGFloat($0) * half, y: 0, width: half, height: 100))
                  }
                }
            """),
        contains: ["frames: [[0, 0, 196.5, 100], [196.5, 0, 196.5, 100]]"],
        warnings: [("effectiveContentSize", "computed from the container's size")]),
      CompositionalSilentCase(
        name: "frames that cannot be followed: one frame, warned at the provider",
        swift: screen(
          group: """
            NSCollectionLayoutGroup.custom(
                  layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
                ) { environment in
                  return PhotoStore.shared.frames.map {
                    NSCollectionLayoutGroupCustomItem(frame: $0)
                  }
                }
            """),
        contains: ["frames: [[0, 0, 100, 100]]"],
        warnings: [("{ environment in", "cannot follow the frames this custom group computes")]),
      // A visible-items handler (UncommonHandler.swift:23).
      CompositionalSilentCase(
        name: "a rotation is warned at the handler and at every value it reads",
        swift: screen(
          section: """
            section.orthogonalScrollingBehavior = .continuous
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                  for item in items {
                    let distance = item.frame.midX - offset.x
                    let angle = distance / 500.0
                    item.transform = CGAffineTransform(rotationAngle: angle)
                  }
                }
            """),
        lacks: ["visibleItems"],
        warnings: [
          ("visibleItemsInvalidationHandler", "not the common scale-or-fade"),
          ("let distance", "left out with the visibleItemsInvalidationHandler"),
          ("let angle", "left out with the visibleItemsInvalidationHandler"),
          ("item.transform", "left out with the visibleItemsInvalidationHandler"),
        ]),
      CompositionalSilentCase(
        name: "a scale is followed and a zIndex beside it warned",
        swift: screen(
          section: """
            section.orthogonalScrollingBehavior = .continuous
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                  for item in items {
                    let width = environment.container.contentSize.width
                    let distance = abs(item.frame.midX - offset.x - width / 2.0)
                    let scale = max(1.0 - distance / width, 0.5)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    let order = Int(distance / 10)
                    item.zIndex = -order
                  }
                }
            """),
        contains: ["visibleItems: {scale:"],
        warnings: [
          ("let order", "sets `zIndex`, which a layout file cannot say"),
          ("item.zIndex", "sets `zIndex`, which a layout file cannot say"),
          ("let distance", "sets `zIndex`, which a layout file cannot say"),
          ("let width", "sets `zIndex`, which a layout file cannot say"),
        ]),
      // Item identifiers (Carousel.swift:64; the offsets of HeadersFooters.swift:71 and others
      // change identifiers only, unless they repeat).
      CompositionalSilentCase(
        name: "items appended to a section the snapshot lacks are warned there",
        swift: screen(items: "Array(0..<3), toSection: 4"),
        warnings: [("toSection: 4", "the snapshot has no section `4`")]),
      CompositionalSilentCase(
        name: "a repeated item identifier is warned",
        swift: screen(items: "[1, 2, 1]"),
        warnings: [("[1, 2, 1]", "the item `1` is already in the snapshot")]),
      // A model's field (AppViews.swift:67): followed when a cell reads it.
      CompositionalSilentCase(
        name: "a model field a cell reads is followed",
        swift: screen(
          items: "(0..<3).map { Tile(title: \"\\($0)\", count: $0 * 2) }", model: "Tile",
          text: "\"\\(identifier.count)\""),
        contains: ["{text: \"0\"}", "{text: \"2\"}", "{text: \"4\"}"]),
    ]

    @Test(arguments: cases)
    func valueIsFollowedOrWarnedAtItsLine(_ c: CompositionalSilentCase) throws {
      let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: c.swift)])
      let lines = c.swift.split(separator: "\n", omittingEmptySubsequences: false)
      _ = try loadLayout(result.yaml, "Screen.swift")
      for text in c.contains {
        #expect(result.yaml.contains(text), "\(text) in\n\(result.yaml)")
      }
      let body = result.yaml.split(separator: "\n").filter { !$0.hasPrefix("#") }
        .joined(separator: "\n")
      for text in c.lacks {
        #expect(!body.contains(text), "no \(text) in\n\(result.yaml)")
      }
      var expected: [String] = []
      for (marker, text) in c.warnings {
        let line = try #require(lines.firstIndex { $0.contains(marker) }, "marker \(marker)") + 1
        expected.append("\(line): \(text)")
        #expect(
          result.warnings.contains { $0.line == line && $0.message.contains(text) },
          "\(line): \(text) in\n\(result.warnings.map(\.description).joined(separator: "\n"))")
      }
      #expect(
        result.warnings.count == c.warnings.count,
        "\(expected) vs\n\(result.warnings.map(\.description).joined(separator: "\n"))")
    }

    /// The value sweep (`ImportValueSweepTests`) over every site of the compositional
    /// fixtures, not a sample (about 12 s in a debug build): sites silent today and not in
    /// `knownSilent` are reported.
    @Test(arguments: ImportValueSweepTests.units.filter { $0.name.hasPrefix("Compositional/") })
    func everyCompositionalSiteChangesTheImportOrIsWarned(
      _ unit: ImportValueSweepTests.Unit
    )
      throws
    {
      var texts: [String: String] = [:]
      for file in unit.files { texts[file] = try #require(fixtureText(file)) }
      let original = ImportValueSweepTests.run(unit, texts)
      for file in unit.files {
        for site in ValueMutator.sites(in: texts[file] ?? "") {
          var mutated = texts
          mutated[file] = site.apply(to: texts[file] ?? "")
          let result = ImportValueSweepTests.run(unit, mutated)
          let named = result.warnings.contains { $0.file == file && $0.line == site.line }
          let key = "\(file):\(site.line): \(site.original)"
          if result.text == original.text && !named && ImportValueSweepTests.knownSilent[key] == nil
          {
            Issue.record("silent: \(key) -> \(site.replacement)")
          }
        }
      }
    }
  }
#endif
