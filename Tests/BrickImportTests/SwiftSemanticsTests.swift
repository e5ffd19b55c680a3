#if Importer
  import BrickCore
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// Constructs whose value the importer once gave differently from Swift, without a warning
  /// (issue 37 I5): each now follows Swift, or is not followed, with a warning on its line.
  @Suite struct SwiftSemanticsTests {
    struct Case: CustomStringConvertible, Sendable {
      var name: String
      /// Members of the screen's class.
      var members = ""
      /// `viewDidLoad`'s lines before the section.
      var body: String
      /// The label's text expression.
      var shown = "t"
      /// Code after the class (a subclass), and the screen to import.
      var extra = ""
      var screen = "Screen"
      /// The text Swift shows.
      var expected: String
      var description: String { name }
    }

    static func source(_ c: Case) -> String {
      """
      import BrickKit
      import UIKit
      class Screen: BrickViewController {
        \(c.members)
        override func viewDidLoad() {
          super.viewDidLoad()
          \(c.body)
          setSection(BrickSection(bricks: [LabelBrick("a", text: \(c.shown))]))
        }
      }
      \(c.extra)

      """
    }

    static let cases: [Case] = [
      Case(
        name: "fallthrough",
        body: """
          var n = 0
              switch 1 {
              case 1:
                n += 1
                fallthrough
              case 2:
                n += 2
              default:
                n += 100
              }
              let t = "\\(n)"
          """, expected: "3"),
      Case(
        name: "while", body: "var n = 0\n    while n < 10 { n += 1 }\n    let t = \"\\(n)\"",
        expected: "10"),
      Case(
        name: "repeat-while",
        body: "var n = 5\n    repeat { n += 1 } while n < 0\n    let t = \"\\(n)\"", expected: "6"),
      Case(
        name: "break in a switch in a loop",
        body: """
          var n = 0
              for i in 0..<3 {
                switch i {
                case 1: break
                default: n += 1
                }
              }
              let t = "\\(n)"
          """, expected: "2"),
      Case(
        name: "a closure's write to a captured var",
        body: "var n = 0\n    [1, 2, 3].forEach { n += $0 }\n    let t = \"\\(n)\"",
        expected: "6"),
      Case(
        name: "a map closure's write to a captured var",
        body: """
          var n = 0
              let doubled = [1, 2, 3].map { x -> Int in
                n += x
                return x * 2
              }
              let t = "\\(n) \\(doubled.count)"
          """, expected: "6 3"),
      Case(
        name: "optional chaining",
        body: "let x: String? = \"a\"\n    let t = x?.uppercased() ?? \"none\"", expected: "A"),
      Case(
        name: "optional chaining of nil",
        body: "let x: String? = nil\n    let t = x?.uppercased() ?? \"none\"", expected: "none"),
      Case(
        name: "a dictionary subscript",
        body: "let d = [\"k\": \"v\", \"j\": \"w\"]\n    let t = d[\"j\"] ?? \"none\"",
        expected: "w"),
      Case(
        name: "a dictionary subscript of a missing key",
        body: "let d = [\"k\": \"v\"]\n    let t = d[\"q\"] ?? \"none\"", expected: "none"),
      Case(name: "Int division", body: "let n = 7 / 2\n    let t = \"\\(n)\"", expected: "3"),
      Case(name: "Int division in a string", body: "let t = \"\\(7 / 2)\"", expected: "3"),
      Case(name: "a Double in a string", body: "let t = \"\\(1.0)\"", expected: "1.0"),
      Case(
        name: "a CGFloat constant in a string", body: "let w: CGFloat = 2\n    let t = \"\\(w)\"",
        expected: "2.0"),
      Case(
        name: "CGFloat(2) in a string", body: "let w = CGFloat(2)\n    let t = \"\\(w + 1)\"",
        expected: "3.0"),
      Case(
        name: "an override var", members: "var label: String { return \"base\" }",
        body: "let t = label",
        extra: """
          class Sub: Screen {
            override var label: String { return "sub" }
          }
          """, screen: "Sub", expected: "sub"),
      Case(
        name: "an override var of a stored property", members: "var label = \"base\"",
        body: "let t = self.label",
        extra: """
          class Sub: Screen {
            override var label: String {
              get { return "sub" }
              set {}
            }
          }
          """, screen: "Sub", expected: "sub"),
      Case(
        name: "didSet",
        members:
          "var shown = \"none\"\n  var count = 0 {\n"
          + "didSet { shown = \"\\(oldValue)->\\(count)\" } }",
        body: "count = 3", shown: "shown", expected: "0->3"),
      Case(
        name: "willSet",
        members:
          "var shown = \"none\"\n  var count = 0 { willSet { shown = \"will \\(newValue)\" } }",
        body: "count = 4", shown: "shown", expected: "will 4"),
      Case(
        name: "lazy var", members: "var n = 1\n  lazy var label = \"n=\\(n)\"",
        body: "n = 3", shown: "label", expected: "n=3"),
    ]

    @Test(arguments: cases)
    func followsSwift(_ c: Case) throws {
      let text = Self.source(c)
      let result = BrickImporter.importSources(
        [SwiftSource(name: "Screen.swift", text: text)], screen: c.screen)
      #expect(result.yaml.contains("text: \"\(c.expected)\""), "\(c.name):\n\(result.yaml)")
      #expect(result.warnings.isEmpty, "\(c.name): \(result.warnings)")
      _ = try loadLayout(result.yaml, c.name)
    }

    /// An early `return` (or `guard ... else { return }`) before `setSection`: Swift shows no
    /// bricks; the preview is empty too, with a warning at the `return` (the bricks were drawn).
    @Test(arguments: [
      ("return", 7), ("let ready = false\n    guard ready else { return }", 8),
      ("if view.bounds.width >= 0 || true { return }", 7),
    ])
    func earlyReturnDrawsNoBricks(body: String, line: Int) throws {
      let c = Case(name: "early return", body: body, shown: "\"A\"", expected: "")
      let result = BrickImporter.importSources([
        SwiftSource(name: "Screen.swift", text: Self.source(c))
      ])
      let warning = result.warnings.first { $0.message.contains("returns here") }
      #expect(warning?.line == line, "\(result.warnings)")
      #expect(!result.yaml.contains("type: label"), "\(result.yaml)")
      _ = try loadLayout(result.yaml, "early return")
    }

    /// A `while` whose condition cannot be known is skipped with a warning, and what it
    /// assigns is no longer known (not its value before the loop).
    @Test func unknownLoopConditionsAreWarned() throws {
      let c = Case(
        name: "unknown while",
        body:
          "var n = 0\n    while scrollView.contentOffset.y > CGFloat(n) { n += 1 }\n"
          + "    let t = \"\\(n)\"",
        expected: "")
      let result = BrickImporter.importSources([
        SwiftSource(name: "Screen.swift", text: Self.source(c))
      ])
      #expect(
        result.warnings.contains {
          $0.line == 8 && $0.message.contains("cannot follow the loop's condition")
        }, "\(result.warnings)")
      #expect(!result.yaml.contains("text: \"0\""), "\(result.yaml)")
    }

    /// `while true` runs until the budget stops it: one warning, the budget's, on its line
    /// (not also "cannot follow the condition" for the pass the budget cut short).
    @Test func endlessWhileStopsAtTheBudget() throws {
      let c = Case(
        name: "while true", body: "var n = 0\n    while true { n += 1 }\n    let t = \"\\(n)\"",
        expected: "")
      let result = BrickImporter.importSources([
        SwiftSource(name: "Screen.swift", text: Self.source(c))
      ])
      #expect(result.warnings.count == 1, "\(result.warnings)")
      #expect(result.warnings.first?.message.contains("runs more than 200000 steps") == true)
      #expect(result.warnings.first?.line == 8)
    }

    /// A `CGFloat` constant of a literal fraction is still written as the fraction.
    @Test func typedFractionsKeepTheirShorthand() throws {
      let c = Case(
        name: "a CGFloat fraction", members: "let third: CGFloat = 1/3", body: "",
        shown: "\"A\"", expected: "")
      let text = Self.source(c).replacingOccurrences(
        of: "LabelBrick(\"a\",", with: "LabelBrick(\"a\", width: .ratio(ratio: third),")
      let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: text)])
      #expect(result.yaml.contains("width: \"1/3\""), "\(result.yaml)")
    }
  }
#endif
