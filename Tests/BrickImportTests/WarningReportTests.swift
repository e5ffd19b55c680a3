#if Importer
  import BrickFormat
  import Testing

  @testable import BrickImport

  /// Issue 35 docs/editor.md: warnings people read. Grouped by screen, each message once with a
  /// count, the cosmetic ones folded, what every screen repeats told once, skipped files at the
  /// end.
  @Suite struct WarningReportTests {
    static func warning(
      _ file: String, _ line: Int, _ message: String, kind: ImportWarning.Kind = .meaning
    ) -> ImportWarning {
      ImportWarning(file: file, line: line, column: 5, message: message, kind: kind)
    }

    static let notRun = "the closure `configureCellBlock` is not run; ignored it"

    /// A closure that only styles a cell is cosmetic; one that sets what is measured is not.
    @Test(arguments: [
      ("{ cell in cell.backgroundColor = .red }", ImportWarning.Kind.cosmetic),
      ("{ cell in cell.layer.cornerRadius = 4; cell.imageView?.tintColor = .gray }", .cosmetic),
      ("{ cell in let c = UIColor.red\n cell.label.textColor = c }", .cosmetic),
      ("{ cell in cell.button.setTitleColor(.red, for: .normal) }", .cosmetic),
      ("{ _ in }", .cosmetic),
      ("{ cell in cell.label.font = UIFont.boldSystemFont(ofSize: 18) }", .meaning),
      ("{ cell in cell.backgroundColor = .red; cell.label.text = \"A\" }", .meaning),
      ("{ cell in cell.edgeInsets = .zero }", .meaning),
      ("{ cell in cell.imageView.image = UIImage(named: \"x\") }", .meaning),
      ("{ cell in if cell.index == 2 { cell.backgroundColor = .red } }", .meaning),
      ("{ cell in cell.configure(with: model) }", .meaning),
    ])
    func aClosureIsCosmeticOnlyWhenItOnlyStyles(_ closure: String, _ kind: ImportWarning.Kind) {
      let swift = """
        setSection(BrickSection(bricks: [
          ImageBrick("i", width: .fixed(size: 30), height: .fixed(size: 30), \
        configureCellBlock: \(closure)),
        ]))
        """
      let result = BrickImporter.importSource(swift, name: "Closure.swift")
      let warning = result.warnings.first { $0.message == Self.notRun }
      #expect(warning?.kind == kind, "\(result.warnings)")
      #expect(warning?.line == 2)
    }

    /// In a screen, an image's closure was dropped without a word; a label's that sets a font
    /// is run. In top-level code neither is run: the label's is warned as not cosmetic.
    @Test func anImagesClosureIsWarnedAndALabelsIsRun() {
      let bricks = """
            setSection(BrickSection(bricks: [
              ImageBrick("i", height: .fixed(size: 30), image: UIImage(), configureCellBlock: { c in
                c.imageView.contentMode = .scaleAspectFill
              }),
              LabelBrick("l", text: "A", configureCellBlock: { cell in
                cell.label.font = UIFont.systemFont(ofSize: 22)
              }),
            ]))
        """
      let screen =
        "class Feed: BrickViewController {\n  override func viewDidLoad() {\n"
        + bricks + "\n  }\n}\n"
      let result = BrickImporter.importSource(screen, name: "Closures.swift")
      let notRun = result.warnings.filter { $0.message == Self.notRun }
      #expect(notRun.map(\.line) == [4] && notRun.first?.kind == .cosmetic, "\(result.warnings)")
      #expect(result.yaml.contains("size: 22"), "\(result.yaml)")
      let snippet = BrickImporter.importSource(bricks, name: "Snippet.swift")
      #expect(
        snippet.warnings.filter { $0.message == Self.notRun }.map(\.kind) == [.cosmetic, .meaning],
        "\(snippet.warnings)")
    }

    @Test func oneMessageAtSeveralPlacesIsOneLineWithACount() {
      let groups = ImportWarning.grouped([
        Self.warning("A.swift", 9, "the text comes from a value known at run time"),
        Self.warning("A.swift", 3, "the text comes from a value known at run time"),
        Self.warning("A.swift", 5, "cannot follow the width `w`"),
        Self.warning("A.swift", 7, Self.notRun, kind: .cosmetic),
        Self.warning("A.swift", 2, Self.notRun, kind: .cosmetic),
      ])
      #expect(
        groups.map(\.description) == [
          "A.swift:3:5: warning: the text comes from a value known at run time (×2)",
          "A.swift:5:5: warning: cannot follow the width `w`",
          "A.swift:2:5: warning: 2 closures that only style a cell are not run (cosmetic: "
            + "nothing the layout measures depends on them)",
        ])
      #expect(groups.map(\.count) == [2, 1, 2])
      #expect(groups[0].place == SourcePlace(file: "A.swift", line: 3))
    }

    /// A cosmetic value with no layout key (the collection view's background) is not called a
    /// closure that styles a cell, alone or folded with closures.
    @Test func aCosmeticValueIsNotCalledAClosure() {
      let background =
        "the collection view's background colour `.black` has no key in a layout file; the "
        + "preview shows the screen's own (systemBackground)"
      let alone = ImportWarning.grouped([Self.warning("A.swift", 4, background, kind: .cosmetic)])
      #expect(
        alone.map(\.description) == [
          "A.swift:4:5: warning: \(background) (cosmetic: nothing the layout measures depends "
            + "on it)"
        ])
      let folded = ImportWarning.grouped([
        Self.warning("A.swift", 4, background, kind: .cosmetic),
        Self.warning("A.swift", 7, Self.notRun, kind: .cosmetic),
      ])
      #expect(
        folded.map(\.description) == [
          "A.swift:4:5: warning: 2 cosmetic warnings: closures that only style a cell, values "
            + "with no layout key (nothing the layout measures depends on them)"
        ])
    }

    @Test func aFolderReportIsGroupedByScreen() {
      let theme = Self.warning("Theme.swift", 4, "uneven cell insets are written as one padding")
      let report = WarningReport(
        screens: [
          (
            "Feed",
            [
              theme, Self.warning("Feed.swift", 8, "x"), Self.warning("Feed.swift", 9, "x"),
              Self.warning("Feed.swift", 10, Self.notRun, kind: .cosmetic),
            ]
          ),
          ("Cart", [theme]),
          ("Home", [theme, Self.warning("Home.swift", 3, "y")]),
        ],
        skipped: [
          ImportWarning(
            file: "Try.playground", line: 1, column: 1,
            message: "skipped: a playground (its pages are not imported)")
        ],
        withoutScreen: ["App/Models.swift", "App/Theme.swift"])
      #expect(report.total == 8)
      #expect(
        report.lines == [
          "== Feed: 3 warnings",
          "Feed.swift:8:5: warning: x (×2)",
          "Feed.swift:10:5: warning: \(Self.notRun) (cosmetic: it only styles the cell)",
          "== Home: 1 warning",
          "Home.swift:3:5: warning: y",
          "== in several screens (each told once)",
          "Theme.swift:4:5: warning: uneven cell insets are written as one padding "
            + "(in 3 screens)",
          "== skipped",
          "Try.playground:1:1: warning: skipped: a playground (its pages are not imported)",
          "2 files declare no screen (read for what the screens use): Models.swift, Theme.swift",
        ])
    }
  }
#endif
