import AllocationCounter
import BrickTestSupport
import Testing

@testable import BrickCore

/// The measuring fast paths (ASCII bytes, `{index}` read in place, width table, line counts
/// kept per node) give exactly what the general path gives, and measuring repetitions
/// allocates nothing.
@Suite struct TextFastPathTests {
  /// Pieces random texts are made of: ASCII words and spaces, tabs, line breaks (CR LF is one
  /// character and no break), controls, `{index}` and near misses, wide, combining and emoji.
  static let pieces = [
    "a", "bb", "word ", "  ", " ", "\t", "\n", "\r", "\r\n", "\u{7}", "\u{7F}", "{index}",
    "{ind", "}", "{", "x{index}y", " {index} ", "longerword", "日本", "😀", "e\u{301}", "☺️",
    "{index}\u{301}", "한",
  ]

  static func text(_ rng: inout SeededRandom, asciiOnly: Bool) -> String {
    let pool = asciiOnly ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
    let count = Int(rng.next() % 9)
    return (0..<count).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }.joined()
  }

  @Test(arguments: [true, false])
  func lineCountsEqualTheGeneralPathOnRandomTexts(asciiOnly: Bool) {
    var rng = SeededRandom(seed: asciiOnly ? 11 : 12)
    let reps = [0, 7, 10, 42, 999, 123_456, 9_999_999]
    for _ in 0..<4000 {
      let text = Self.text(&rng, asciiOnly: asciiOnly)
      let columns = 1 + Int(rng.next() % 24)
      let rep = reps[Int(rng.next() % UInt64(reps.count))]
      let general = TextMetrics.lineCount(SolvedLayout.substituteIndex(text, rep), columns: columns)
      #expect(
        TextMetrics.lineCount(text, index: rep, columns: columns) == general,
        "\(text.debugDescription) rep \(rep) at \(columns) columns")
      #expect(
        TextMetrics.lineCount(text, index: nil, columns: columns)
          == TextMetrics.lineCount(text, columns: columns))
    }
  }

  @Test(arguments: [
    ("aaaa bbbb", 0, 4, 2), ("{index}", 12_345, 2, 3), ("{index}", 12_345, 5, 1),
    ("a\r\nb", 0, 10, 1), ("a\nb", 0, 10, 2), ("", 0, 10, 1), ("\n\n", 0, 3, 3),
    ("ab cd ef", 0, 5, 2), ("abcdefgh", 0, 3, 3), ("Item {index}: go", 100, 9, 2),
    ("x {index}", 5, 1, 2), ("\t\t\t", 0, 1, 2),
  ])
  func asciiLineCounts(text: String, rep: Int, columns: Int, lines: Int) {
    let fast = text.utf8.withContiguousStorageIfAvailable {
      TextMetrics.asciiLineCount($0, index: rep, columns: columns)
    }
    #expect(fast == .some(.some(lines)))
    let general = TextMetrics.lineCount(SolvedLayout.substituteIndex(text, rep), columns: columns)
    #expect(general == lines)
  }

  @Test func nonASCIITextLeavesTheBytePath() {
    let fast = "日本".utf8.withContiguousStorageIfAvailable {
      TextMetrics.asciiLineCount($0, index: 1, columns: 4)
    }
    #expect(fast == .some(nil))
  }

  @Test(arguments: [
    ("a", 1), ("\u{301}", 0), ("日", 2), ("한", 2), ("\u{200B}", 0), ("\u{FF21}", 2),
    ("\u{2329}", 2), ("\u{2600}", 1), ("\u{1F600}", 2), ("\u{E9}", 1), ("\u{1160}", 0),
  ])
  func scalarWidthsFromTheTable(scalar: String, width: Int) {
    let s = scalar.unicodeScalars.first!
    #expect(TextMetrics.displayWidth(s) == width)
    #expect(TextMetrics.computedWidth(s) == width)
  }

  @Test(arguments: [0, 9, 10, 99, 100, 12_345, -3])
  func digitCounts(n: Int) {
    #expect(TextMetrics.digitCount(n) == String(n).count)
  }

  static let environment = Environment(width: 320, height: 568)

  /// Every repetition's height is the general path's height of its substituted text, across
  /// the digit boundaries, at widths that wrap differently.
  @Test(arguments: [0.5, 1.0, 1.0 / 3])
  func repeatedLabelHeightsAreTheSubstitutedTextsHeights(ratio: Double) {
    let text = "Row {index} of a label whose text wraps {index} times"
    let label = Node(
      id: "l", width: .ratio(ratio), height: .auto(estimate: .fixed(50)), repeatCount: 1_200,
      content: .label(text: text, padding: 3))
    // Terminal metrics: the comparison is with `TextMetrics.textHeight`, the terminal's.
    var spec = LayoutSpec(root: Section([label], inset: 10, edgeInsets: EdgeInsets(all: 20)))
    spec.textMetrics = .terminal
    var layout = SolvedLayout(CompiledLayout(spec), environment: Self.environment)
    layout.solve(through: .end)
    for rep in [0, 9, 10, 99, 100, 999, 1_000, 1_199] {
      let f = layout.frame(of: 1 + rep)
      let expected =
        TextMetrics.textHeight(SolvedLayout.substituteIndex(text, rep), width: f.width - 6) + 6
      #expect(f.height == expected, "repetition \(rep)")
    }
  }

  @Test func aFirstScreenOfRepeatedLabelsMeasuresOnlyWhatItPlaces() {
    let compiled = CompiledLayout(SyntheticLayout.labels.spec(bricks: 1_000_000))
    var layout = SolvedLayout(compiled, environment: Self.environment)
    layout.solve(through: .y(568))
    #expect(layout.stats.measurements == layout.stats.itemsPlaced - 1)
    #expect(layout.stats.measurements < 60)
  }

  @Test(.countsAllocations) func theCounterSeesAnAllocation() {
    allocation_counter_start()
    let array = ContiguousArray<Int>(repeating: 7, count: 1000)
    let n = allocation_counter_stop()
    #expect(array.count == 1000)
    #expect(n >= 1)
  }

  /// The measuring loop: measuring 20,000 repetitions of a label allocates nothing (the
  /// general path built a substituted string for each).
  @Test(.countsAllocations) func measuringRepetitionsAllocatesNothing() {
    let compiled = CompiledLayout(SyntheticLayout.labels.spec(bricks: 20_000))
    var layout = SolvedLayout(compiled, environment: Self.environment)
    _ = layout.measure(node: 1, rep: 0, width: 140)  // the line-count table, once
    var total = 0.0
    allocation_counter_start()
    for rep in 0..<20_000 {
      total += layout.measure(node: 1, rep: rep, width: rep % 2 == 0 ? 140 : 95) ?? 0
    }
    let allocations = allocation_counter_stop()
    #expect(allocations == 0)
    #expect(total > 0)
  }

  /// The byte path itself, without the kept line counts: wrapping 20,000 repetitions'
  /// texts with their digits in place allocates nothing.
  @Test(.countsAllocations) func countingLinesWithTheIndexInPlaceAllocatesNothing() {
    let text = SyntheticLayout.labelText
    // A first call builds the width table (a global, made once per process), which a test run
    // alone would otherwise count.
    var lines = TextMetrics.lineCount(text, index: 0, columns: 7)
    allocation_counter_start()
    for rep in 0..<20_000 {
      lines += TextMetrics.lineCount(text, index: rep, columns: 7 + rep % 13)
    }
    let allocations = allocation_counter_stop()
    #expect(allocations == 0)
    #expect(lines > 20_001)
  }

  /// A whole solve of ten times as many repeated labels allocates about the same (storage grows
  /// geometrically): nothing per repetition.
  @Test(.countsAllocations) func solvingMoreRepetitionsAllocatesNoMore() {
    func allocations(_ n: Int) -> Int {
      let compiled = CompiledLayout(SyntheticLayout.labels.spec(bricks: n))
      allocation_counter_start()
      var layout = SolvedLayout(compiled, environment: Self.environment)
      layout.solve(through: .end)
      let count = allocation_counter_stop()
      #expect(layout.solvedItemCount == n + 1)
      return count
    }
    let small = allocations(2_000)
    let large = allocations(20_000)
    #expect(large - small < 40, "\(small) allocations for 2,000 labels, \(large) for 20,000")
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where Tests/AllocationCounter counts: sanitizer builds give malloc to the
  /// sanitizer (and systems without glibc keep their own), so the counter is compiled out there
  /// and these tests are skipped.
  static var countsAllocations: Self {
    .enabled(
      if: allocation_counter_available() != 0,
      """
      no allocation counter in this build (ThreadSanitizer/AddressSanitizer own malloc; \
      or not glibc)
      """)
  }
}
