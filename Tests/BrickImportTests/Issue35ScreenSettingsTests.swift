#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// Issue 35 docs/layout-file.md#the-frames-output: a screen's layout settings are its own.
  /// `layout.alignRowHeights = true` is a setting of the screen's layout, which every section it
  /// lays out follows (the Example app's HorizontalCollectionViewController); a collection brick's
  /// section kept in a stored property built in viewDidLoad is the one its cell data source
  /// returns.
  @Test func issue35LayoutAlignRowHeightsReachesEverySection() throws {
    let sources = try Issue35.sources(["LayoutSettings/AlignedRowsScreen.swift"])
    let screen = try #require(BrickImporter.importScreens(sources).first)
    let text = try #require(fixtureText("Issue35/LayoutSettings/AlignedRowsScreen.yaml"))
    let expected = try loadLayout(text, "AlignedRowsScreen.yaml")
    let imported = try loadLayout(screen.result.yaml, screen.name)
    Issue35.compare(imported, expected, screen.name, yaml: screen.result.yaml)
    #expect(screen.result.yaml.contains("alignRowHeights: true"), "\(screen.result.yaml)")
    #expect(screen.result.warnings.isEmpty, "\(screen.result.warnings.map(\.description))")
  }
#endif
#if Importer
  import BrickImport
  import Testing

  /// A view controller nested in a screen's file (the Example app's PreviewingBrickViewController
  /// and its `fileprivate class PreviewedViewController`) is a screen of its own: its layout and
  /// settings never take the outer one's, nor the outer one its.
  @Test func issue35NestedClassesAreScreensOfTheirOwn() throws {
    let swift = """
      import BrickKit

      class OuterScreen: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          layout.scrollDirection = .horizontal
          setSection(BrickSection(bricks: [
            LabelBrick("outer", width: .fixed(size: 100), height: .fixed(size: 60), text: "Outer")
          ]))
        }

        fileprivate class InnerScreen: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            Loader.shared.load { [weak self] in
              self?.setSection(BrickSection(bricks: [
                LabelBrick("inner", height: .fixed(size: 30), text: "Inner")
              ]))
            }
          }
        }
      }

      """
    let screens = BrickImporter.importScreens([SwiftSource(name: "Outer.swift", text: swift)])
    #expect(screens.map(\.name) == ["OuterScreen", "InnerScreen"])
    let outer = try #require(screens.first { $0.name == "OuterScreen" })
    let inner = try #require(screens.first { $0.name == "InnerScreen" })
    #expect(outer.result.yaml.contains("scrollDirection: horizontal"), "\(outer.result.yaml)")
    #expect(!outer.result.yaml.contains("inner"), "\(outer.result.yaml)")
    #expect(!inner.result.yaml.contains("scrollDirection"), "\(inner.result.yaml)")
    #expect(!inner.result.yaml.contains("text: \"Outer\""), "\(inner.result.yaml)")
    #expect(inner.result.yaml.contains("text: \"Inner\""), "\(inner.result.yaml)")
  }
#endif
