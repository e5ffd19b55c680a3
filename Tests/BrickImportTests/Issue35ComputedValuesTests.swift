#if Importer
  import BrickImport
  import Testing

  /// Values an app computes, each the text of one label (issue 35
  /// docs/layout-file.md#limits-and-errors): each case failed before (a placeholder, the format's
  /// first argument, or nothing).
  struct ComputedValueCase: CustomTestStringConvertible, Sendable {
    var expression: String
    var text: String
    var testDescription: String { expression }
  }

  let computedValueCases: [ComputedValueCase] = [
    // String(format:): printf's conversions, flags, widths, precisions and positions.
    .init(expression: #"String(format: "%d items", items.count)"#, text: "2 items"),
    .init(expression: #"String(format: "%2$@ %1$@ %%", "a", "b")"#, text: "b a %"),
    .init(
      expression: #"String(format: "%x|%5.1f|%-4d|%03i", 255, 3.14159, 7, 5)"#,
      text: "ff|  3.1|7   |005"),
    .init(
      expression: #"String(format: "%e %g %c %ld %u", 1234.5, 0.0001, 65, 9, 4)"#,
      text: "1.234500e+03 0.0001 A 9 4"),
    .init(expression: #"String(format: "%.2f", 2.675)"#, text: "2.67"),
    // Records: memberwise initializers with defaults, fields, computed properties.
    .init(expression: #""\(items[1].name) x\(items[1].quantity)""#, text: "Lamp x1"),
    .init(expression: #"String(format: "%.2f", items[0].total)"#, text: "998.00"),
    // Lists of records: reduce, prefix, filter, first, map.
    .init(expression: #""\(items.reduce(0) { $0 + $1.quantity })""#, text: "3"),
    .init(expression: #"Array(items.prefix(1)).first?.name ?? "-""#, text: "Sofa"),
    .init(expression: #""\(items.filter { $0.price < 100 }.count)""#, text: "1"),
    .init(expression: #"items.map { $0.name.uppercased() }[1]"#, text: "LAMP"),
    .init(expression: #"items.first(where: { $0.quantity > 1 })?.name ?? "-""#, text: "Sofa"),
    // A model object BrickKit declares: its labelled arguments are its fields; a stored
    // property inside `#if os(iOS)`; a computed property through `#if`.
    .init(expression: #""count \(currentCount)""#, text: "count 2"),
    // Bitwise operators of a hex helper.
    .init(expression: #""\((0x336699 >> 8) & 0xFF)""#, text: "102"),
  ]

  @Test(arguments: computedValueCases)
  func issue35ComputedValueIsFollowed(_ c: ComputedValueCase) throws {
    let swift = """
      import BrickKit
      struct CartItem {
        let name: String
        let price: Double
        var quantity: Int = 1
        var total: Double { price * Double(quantity) }
      }
      class Screen: BrickViewController {
        #if os(iOS)
        var stepperModel = StepperBrickModel(count: 2)
        #endif
        let items = [
          CartItem(name: "Sofa", price: 499, quantity: 2), CartItem(name: "Lamp", price: 89.5),
        ]
        var currentCount: Int {
          #if os(iOS)
            return stepperModel.count
          #else
            return 1
          #endif
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          brickCollectionView.setSection(BrickSection(bricks: [
            LabelBrick("value", text: \(c.expression)),
          ]))
        }
      }
      """
    let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: swift)])
    #expect(result.yaml.contains("text: \"\(c.text)\""), "\(result.yaml)")
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
  }

  /// `String(format:)` with a conversion the importer does not know is warned about, never
  /// shown as its first argument (issue 35: `"%d items"` of 12 was "12").
  @Test func issue35UnknownFormatIsWarnedNotItsArgument() throws {
    let swift = """
      import BrickKit
      class Screen: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          brickCollectionView.setSection(BrickSection(bricks: [
            LabelBrick("value", text: String(format: "%q items", 12)),
          ]))
        }
      }
      """
    let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: swift)])
    #expect(!result.yaml.contains("text: \"12\""), "\(result.yaml)")
    #expect(result.warnings.map(\.line) == [6], "\(result.warnings.map(\.description))")
  }

  /// An app initializer that delegates to itself, or a computed property that reads itself,
  /// is not followed (a warning), never a crash.
  @Test func issue35SelfReferentialInitializerStops() throws {
    let swift = """
      import BrickKit
      struct Loop {
        var n = 1
        init() { self.init() }
        var again: Int { self.again }
      }
      class Screen: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          brickCollectionView.setSection(BrickSection(bricks: [
            LabelBrick("a", text: "\\(Loop().n)"),
            LabelBrick("b", text: "\\(Loop(n: 2).again)"),
          ]))
        }
      }
      """
    let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: swift)])
    #expect(result.warnings.map(\.line) == [11, 12], "\(result.warnings.map(\.description))")
  }
#endif
