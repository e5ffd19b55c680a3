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
  }
#endif
