#if Importer
  import BrickCore
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// The interpreter's work budget (issue 22): code that runs too long stops with a warning on
  /// the line where it stopped, whatever kind of statement that is, and the layout still loads.
  @Suite struct ImportBudgetTests {
    /// A screen whose `viewDidLoad` runs `body` inside two nested 1,000-step loops (a million
    /// steps, past the budget) before it sets a section of one label.
    static func nestedLoops(_ body: String) -> String {
      """
      import BrickKit
      class Loops: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          var total = 0
          var names: [String] = []
          for i in 0..<1000 {
            for j in 0..<1000 {
              \(body)
            }
          }
          setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        }
      }

      """
    }

    /// Each kind of statement in the loop's body: an assignment (an expression), an `if`, a
    /// declaration, a call, a `guard`.
    @Test(arguments: [
      "total += i * j",
      "if j == i { total += 1 }",
      "let k = i + j",
      "names.append(\"x\")",
      "guard j >= 0 else { continue }",
      "total = total + 1; if total < 0 { break }",
    ])
    func codeThatRunsTooLongStopsWithAPositionedWarning(body: String) throws {
      let text = Self.nestedLoops(body)
      let result = BrickImporter.importSources([SwiftSource(name: "Loops.swift", text: text)])
      let stops = result.warnings.filter { $0.message.contains("runs more than 200000 steps") }
      #expect(stops.count == 1, "\(result.warnings)")
      let stop = try #require(stops.first)
      // Inside the inner loop's body (line 9 of the file), at a column of that line.
      #expect(stop.file == "Loops.swift")
      #expect(stop.line == 9, "\(stop)")
      #expect(stop.column >= 9)
      if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: "Loops") {
        Issue.record("\(errors)")
      }
      #expect(result.yaml.contains("# warning: Loops.swift:9:"))
    }

    /// Work within the budget is followed to its end: a nested loop of 100 × 100 steps adds
    /// up, and no warning is given.
    @Test func loopsWithinTheBudgetRunToTheirEnd() throws {
      let text = """
        import BrickKit
        class Loops: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            var total = 0
            for i in 0..<100 {
              for j in 0..<100 { total += i * j }
            }
            setSection(BrickSection(bricks: [LabelBrick("a", text: "total \\(total)")]))
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Loops.swift", text: text)])
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      // 4950 × 4950
      #expect(result.yaml.contains("total 24502500"), "\(result.yaml)")
    }

    // MARK: - One budget per screen (issue 37)

    /// A screen whose `viewDidLoad` declares `setup`, runs `body` 40 times (line 7), then shows
    /// `shown` in a label.
    static func growing(_ setup: String, _ body: String, shown: String = "s") -> String {
      """
      import BrickKit
      class Grow: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \(setup)
          for _ in 0..<40 {
            \(body)
          }
          setSection(BrickSection(bricks: [LabelBrick("a", text: \(shown))]))
        }
      }

      """
    }

    /// I1: strings and lists doubled 40 times (2^40 characters) stop at the cap or the budget
    /// with a warning on the line that grows them, and the layout stays small.
    @Test(arguments: [
      ("var s = \"ab\"", "s = s + s", "s"),
      ("var s = \"ab\"", "s = \"\\(s)\\(s)\"", "s"),
      ("var s = \"ab\"", "s += s", "s"),
      ("var s = \"ab\"", "s = s.replacingOccurrences(of: \"a\", with: \"aa\")", "s"),
      ("var s = \"ab\"", "s = (s + s).uppercased()", "s"),
      ("var list = [\"ab\"]", "list = list + list", "\"\\(list.count)\""),
      ("var list = [\"ab\"]", "list += list", "\"\\(list.count)\""),
      ("var list = [\"ab\"]", "list.append(contentsOf: list)", "\"\\(list.count)\""),
    ])
    func doublingStopsAtTheCapWithAPositionedWarning(
      setup: String, body: String, shown: String
    ) throws {
      let text = Self.growing(setup, body, shown: shown)
      let result = BrickImporter.importSources([SwiftSource(name: "Grow.swift", text: text)])
      let stops = result.warnings.filter {
        $0.message.contains("a string may grow to") || $0.message.contains("a list may grow to")
          || $0.message.contains("runs more than 200000 steps")
      }
      #expect(stops.count == 1, "\(body): \(result.warnings)")
      let stop = try #require(stops.first)
      #expect(stop.file == "Grow.swift" && stop.line == 7 && stop.column >= 5, "\(stop)")
      // The label is not a megabyte of text, nor a list's partial count.
      #expect(result.yaml.utf8.count < 4_000, "\(body): \(result.yaml.utf8.count) bytes")
      _ = try loadLayout(result.yaml, "Grow")
    }

    /// I1 without a screen: constants that double each other (`let a1 = a0 + a0`, ...) are
    /// followed 2^n times (30 levels: a billion); the budget stops them, with its warning.
    @Test func constantsThatDoubleEachOtherStop() throws {
      var lines = ["import BrickKit", "let a0 = \"ab\""]
      for i in 1...30 { lines.append("let a\(i) = a\(i - 1) + a\(i - 1)") }
      lines.append("let section = BrickSection(bricks: [LabelBrick(\"a\", text: a30)])")
      let text = lines.joined(separator: "\n") + "\n"
      let result = BrickImporter.importSources([SwiftSource(name: "Consts.swift", text: text)])
      #expect(
        result.warnings.contains {
          $0.message.contains("runs more than 200000 steps")
            || $0.message.contains("a string may grow to")
        }, "\(result.warnings)")
      #expect(result.yaml.utf8.count < 4_000)
      _ = try loadLayout(result.yaml, "Consts")
    }

    /// I2: a nested `map` of 1,000 × 1,000 stops at the budget: one warning on its line, and
    /// its value is not known (it went on to the end after the warning, 14 s).
    @Test func nestedMapStopsAtTheBudget() throws {
      let text = """
        import BrickKit
        class Maps: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let rows = (0..<1000).map { i in (0..<1000).map { j in i * j } }
            setSection(BrickSection(bricks: [LabelBrick("a", text: "\\(rows.count)")]))
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Maps.swift", text: text)])
      let stops = result.warnings.filter { $0.message.contains("runs more than 200000 steps") }
      #expect(stops.map(\.line) == [5], "\(result.warnings)")
      #expect(!result.yaml.contains("text: \"1000\""), "\(result.yaml)")
      _ = try loadLayout(result.yaml, "Maps")
    }

    /// I3: a cell configuration run once per repetition (5,000 of them, each a 10,000-step
    /// loop) spends the screen's one budget: its warning is given where the runs stopped, and
    /// the texts are not per repetition (each run once restarted the budget: over 30 s).
    @Test func perRepetitionRunsShareTheScreensBudget() throws {
      let text = """
        import BrickKit
        class Cells: BrickViewController, LabelBrickCellDataSource {
          override func viewDidLoad() {
            super.viewDidLoad()
            let label = LabelBrick("item", dataSource: self)
            label.repeatCount = 5000
            setSection(BrickSection(bricks: [label]))
          }
          func configureLabelBrickCell(_ cell: LabelBrickCell) {
            var t = 0
            for k in 0..<10000 { t += k }
            cell.label.text = cell.index % 2 == 0 ? "even \\(t)" : "odd"
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Cells.swift", text: text)])
      let stops = result.warnings.filter { $0.message.contains("runs more than 200000 steps") }
      #expect(stops.map(\.line) == [11], "\(result.warnings)")
      #expect(!result.yaml.contains("even 49995000"))
      _ = try loadLayout(result.yaml, "Cells")
    }

    /// Within the budget, per-repetition texts are still followed.
    @Test func perRepetitionTextsWithinTheBudget() throws {
      let text = """
        import BrickKit
        class Cells: BrickViewController, LabelBrickCellDataSource {
          override func viewDidLoad() {
            super.viewDidLoad()
            let label = LabelBrick("item", dataSource: self)
            label.repeatCount = 4
            setSection(BrickSection(bricks: [label]))
          }
          func configureLabelBrickCell(_ cell: LabelBrickCell) {
            cell.label.text = cell.index % 2 == 0 ? "even" : "odd"
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Cells.swift", text: text)])
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      #expect(result.yaml.contains("even") && result.yaml.contains("odd"), "\(result.yaml)")
    }

    /// A compositional screen's section provider, asked at every probed width, spends one
    /// budget: a provider of 40,000 steps stops with the budget's warning (each width once had
    /// the whole budget, so no run ever stopped).
    @Test func sectionProviderProbesShareTheScreensBudget() throws {
      let text = """
        import UIKit

        class ProbeViewController: UIViewController {
          var collectionView: UICollectionView! = nil

          override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout())
          }

          func layout() -> UICollectionViewLayout {
            return UICollectionViewCompositionalLayout {
              (index: Int, environment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
              var spin = 0
              for k in 0..<8000 { spin += k }
              let columns = environment.container.effectiveContentSize.width > 800 ? 2 : 1
              let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
              let item = NSCollectionLayoutItem(layoutSize: itemSize)
              let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
              let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: groupSize, subitem: item, count: columns)
              return NSCollectionLayoutSection(group: group)
            }
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Probe.swift", text: text)])
      let stops = result.warnings.filter { $0.message.contains("runs more than 200000 steps") }
      #expect(stops.map(\.line) == [16], "\(result.warnings)")
      _ = try loadLayout(result.yaml, "Probe")
    }

    /// I4: a chain of 3,000 one-line subclasses is resolved once (n³ before: 17 s): every
    /// class is a screen, and the first one's layout is built.
    @Test func longClassChainsAreResolvedOnce() throws {
      var lines = [
        "import BrickKit", "class C0: BrickViewController {", "  override func viewDidLoad() {",
        "    super.viewDidLoad()",
        "    setSection(BrickSection(bricks: [LabelBrick(\"a\", text: \"A\")]))", "  }", "}",
      ]
      for i in 1..<3000 { lines.append("class C\(i): C\(i - 1) {}") }
      let sources = [SwiftSource(name: "Chain.swift", text: lines.joined(separator: "\n"))]
      let names = Program(files: BrickImporter.parse(sources)).screens()
      #expect(names.count == 3000)
      #expect(names.first == "C0" && names.last == "C2999")
      let deepest = BrickImporter.importSources(sources, screen: "C2999")
      #expect(deepest.warnings.isEmpty, "\(deepest.warnings)")
      #expect(deepest.yaml.contains("text: \"A\""), "\(deepest.yaml)")
    }

    /// A cycle of classes is no screen and names no missing superclass.
    @Test func classCyclesEnd() throws {
      let text = """
        import BrickKit
        class A: B { override func viewDidLoad() { setSection(BrickSection(bricks: [])) } }
        class B: A {}

        """
      let sources = [SwiftSource(name: "Cycle.swift", text: text)]
      #expect(Program(files: BrickImporter.parse(sources)).screens() == ["A", "B"])
      let result = BrickImporter.importSources(sources)
      #expect(!result.warnings.contains { $0.message.contains("is in none of these files") })
    }

    /// A constant read in a loop, below 3,000 file-scope constants: each read finds it without
    /// scanning the statements before it again (10,000 reads scanned 30 million statements).
    @Test func constantsAreFoundWithoutScanningTheFile() throws {
      var lines = ["import BrickKit"]
      for i in 0..<3000 { lines.append("let c\(i) = \(i)") }
      lines += [
        "class S: BrickViewController {", "  override func viewDidLoad() {",
        "    var t = 0", "    for _ in 0..<10000 { t += c2999 }",
        "    setSection(BrickSection(bricks: [LabelBrick(\"a\", text: \"\\(t)\")]))", "  }",
        "}",
      ]
      let result = BrickImporter.importSources([
        SwiftSource(name: "Consts.swift", text: lines.joined(separator: "\n"))
      ])
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      #expect(result.yaml.contains("text: \"29990000\""), "\(result.yaml)")
    }
  }
#endif
