#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// Issue 35 §3: a screen's layout settings are its own. `layout.alignRowHeights = true` is a
  /// setting of the screen's layout, which every section it lays out follows (the Example app's
  /// HorizontalCollectionViewController); a collection brick's section kept in a stored property
  /// built in viewDidLoad is the one its cell data source returns.
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
