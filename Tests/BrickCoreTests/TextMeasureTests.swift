import BrickTestSupport
import Foundation
import Testing

@testable import BrickCore

/// Text measured as iOS measures it (docs/layout-file.md#text-metrics): SF's line height, heights
/// rounded up to the device's pixel grid, Apple's Dynamic Type table, and greedy wrapping with the
/// shipped font's advance widths.
@Suite struct TextMeasureTests {
  /// A label of `text` in `font`, `width` points wide, solved at `scale` and `contentSize`.
  static func labelHeight(
    _ text: String, font: FontSpec = .body, width: Double = 320, padding: Double = 0,
    scale: Double = 2, contentSize: ContentSize = .large, metrics: TextMetricsMode = .ios
  ) -> Double {
    var spec = TestLayouts.spec([
      Node(
        id: "l", width: .fixed(width), height: .auto(estimate: .fixed(50)),
        content: .label(text: text, padding: EdgeInsets(all: padding), font: font))
    ])
    spec.contentSize = contentSize
    spec.textMetrics = metrics
    let env = Environment(width: 1000, height: 800, scale: scale)
    return SolvedLayout(solving: spec, environment: env).frames(ofID: "l")[0].height
  }

  /// Apple's published line heights of SF (size × 2444/2048), and one line's height rounded
  /// up to 2x and 3x pixels.
  @Test(arguments: [
    (12.0, 14.3203125, 14.5, 43.0 / 3), (13.0, 15.513671875, 16.0, 47.0 / 3),
    (15.0, 17.900390625, 18.0, 18.0), (17.0, 20.287109375, 20.5, 61.0 / 3),
  ])
  func lineHeights(size: Double, line: Double, at2x: Double, at3x: Double) {
    let font = TextSettings().font(FontSpec(size: size))
    #expect(font.lineHeight == line)
    #expect(font.height(lines: 1) == at2x)
    #expect(TextSettings(scale: 3).font(FontSpec(size: size)).height(lines: 1) == at3x)
    #expect(Self.labelHeight("x", font: FontSpec(size: size), scale: 2) == at2x)
    #expect(Self.labelHeight("x", font: FontSpec(size: size), scale: 3) == at3x)
  }

  /// n lines are rounded as a whole (n × line height), not line by line.
  @Test(arguments: [
    (1, 2.0, 20.5), (2, 2.0, 41.0), (3, 2.0, 61.0), (3, 3.0, 61.0), (4, 3.0, 244.0 / 3),
    (5, 2.0, 101.5),
  ])
  func linesRoundAsAWhole(lines: Int, scale: Double, height: Double) {
    let text = Array(repeating: "x", count: lines).joined(separator: "\n")
    #expect(Self.labelHeight(text, scale: scale) == height)
  }

  /// Apple's Dynamic Type sizes (HIG, Typography, iOS), one row per text style, in content
  /// size order xSmall ... accessibility5: transcribed by style, the table in code by size.
  static let appleTable: [(TextStyle, [Double])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
  ]

  @Test func everyStyleAtEveryContentSize() {
    #expect(Self.appleTable.count == TextStyle.allCases.count)
    #expect(ContentSize.allCases.count == 12)
    for (style, sizes) in Self.appleTable {
      for (category, expected) in zip(ContentSize.allCases, sizes) {
        let (size, weight) = FontSpec(style: style).resolved(at: category)
        #expect(size == expected, "\(style) at \(category)")
        #expect(weight == (style == .headline ? .semibold : .regular))
        // A one-line label's height follows: the style's line, rounded to 2x pixels.
        let line = expected * 2444 / 2048
        #expect(
          Self.labelHeight("Ag", font: FontSpec(style: style), contentSize: category)
            == (line * 2).rounded(.up) / 2, "\(style) at \(category)")
      }
    }
  }

  @Test(arguments: [
    ("xSmall", ContentSize.xSmall), ("extraSmall", .xSmall), ("large", .large),
    ("extraLarge", .xLarge), ("XXLARGE", .xxLarge), ("extraExtraExtraLarge", .xxxLarge),
    ("accessibilityMedium", .accessibility1), ("accessibilityLarge", .accessibility2),
    ("accessibilityExtraLarge", .accessibility3), ("accessibilityExtraExtraLarge", .accessibility4),
    ("accessibilityExtraExtraExtraLarge", .accessibility5), ("accessibility3", .accessibility3),
  ])
  func contentSizeNames(name: String, category: ContentSize) {
    #expect(ContentSize.named(name) == category)
  }

  /// Fixed sizes stay fixed unless they scale; a scaling size follows its style's ratio.
  @Test func fixedAndScalingSizes() {
    #expect(FontSpec(size: 15, weight: .bold).resolved(at: .accessibility3) == (15, .bold))
    let scaled = FontSpec(size: 15, scales: true).resolved(at: .xxxLarge)
    #expect(scaled.size == 15.0 * 23 / 17)
    #expect(FontSpec(style: .footnote, size: 26).resolved(at: .xLarge).size == 26 * 15 / 13)
    #expect(FontSpec(style: .largeTitle, weight: .black).resolved(at: .large) == (34, .black))
  }

  /// Widths from the shipped font: 60 `i` fit one line of an iPhone SE label, 30 `W` do not.
  @Test(arguments: [
    (String(repeating: "i", count: 60), 1), (String(repeating: "W", count: 30), 2),
    (String(repeating: "W", count: 10), 1), (String(repeating: "m", count: 60), 3),
  ])
  func narrowAndWideLetters(text: String, lines: Int) {
    let font = TextSettings().font(.body)
    #expect(font.lineCount(text, width: 320) == lines)
    let expected = (Double(lines) * 20.287109375 * 2).rounded(.up) / 2
    #expect(Self.labelHeight(text, width: 320) == expected)
  }

  /// Greedy word wrap as UILabel does: breaks at spaces, breaks a word longer than a line
  /// between characters, keeps newlines; the same breaks at every width as the line width
  /// in points says.
  @Test func wrapsGreedily() {
    let font = TextSettings().font(.body)
    let text = "The quick brown fox jumps over the lazy dog"
    let widest = text.split(separator: " ").map { font.width($0) }.max() ?? 0
    for width in stride(from: widest.rounded(.up), through: 400, by: 7) {
      let lines = font.wrap(text, width: width)
      #expect(lines.joined(separator: " ") == text, "at \(width)")
      for (k, line) in lines.enumerated() {
        let w = font.width(line)
        // Each line fits, unless it is one word longer than the line.
        #expect(w <= width + 1e-9 || !line.contains(" "), "\(line) at \(width)")
        // The next line's first word would not have fit on this one.
        if k + 1 < lines.count, let next = lines[k + 1].split(separator: " ").first {
          #expect(font.width(line + " " + next) > width, "\(line) | \(next) at \(width)")
        }
      }
    }
    #expect(font.wrap("Supercalifragilistic", width: 60).count > 1)
    #expect(font.wrap("Supercalifragilistic", width: 60).joined() == "Supercalifragilistic")
    #expect(font.wrap("a\n\nb", width: 300) == ["a", "", "b"])
  }

  /// Bold is wider than regular (the nearest shipped weight is used).
  @Test func weightsMeasureWithTheirFaces() {
    let regular = TextSettings().font(FontSpec(size: 17))
    let bold = TextSettings().font(FontSpec(size: 17, weight: .bold))
    let heavy = TextSettings().font(FontSpec(size: 17, weight: .heavy))
    #expect(bold.width("Brickyard") > regular.width("Brickyard"))
    #expect(heavy.width("Brickyard") == bold.width("Brickyard"))
    #expect(TextSettings().font(.init(style: .headline)).face === DefaultFont.semiboldFace)
  }

  /// Terminal metrics keep today's cells: 8 points a character, 16 a line, no rounding.
  @Test func terminalMetrics() {
    #expect(Self.labelHeight("abcdefghij", width: 40, metrics: .terminal) == 32)
    #expect(
      Self.labelHeight("x", font: FontSpec(style: .largeTitle), metrics: .terminal) == 16)
  }

  /// Padding surrounds the text; a button is one line plus its padding.
  @Test func paddingAndButtons() {
    #expect(Self.labelHeight("Hello", padding: 10) == 40.5)
    var spec = TestLayouts.spec([
      Node(id: "b", height: .auto(estimate: .fixed(10)), content: .button(title: "Go", padding: 8))
    ])
    spec.contentSize = .accessibility5
    let h = TestLayouts.solve(spec).frames(ofID: "b")[0].height
    #expect(h == (53 * 2444.0 / 2048 * 2).rounded(.up) / 2 + 16)
  }

  /// The cached line counts of repetitions equal a fresh wrap of each substituted text, with
  /// the shipped font's proportional digits (the cache keys on the digits' width).
  @Test func repeatedLabelsMeasureAsEachTextAlone() {
    var rng = SeededRandom(seed: 23)
    let words = ["Item", "{index}", "of", "Wide", "WWWW", "iiii", "x{index}y", "1", "\n"]
    for _ in 0..<60 {
      let text = (0..<(1 + Int(rng.next() % 8))).map { _ in
        words[Int(rng.next() % UInt64(words.count))]
      }.joined(separator: " ")
      let width = 20 + Double(rng.next() % 200)
      let count = 1 + Int(rng.next() % 300)
      let spec = TestLayouts.spec([
        Node(
          id: "l", width: .fixed(width), height: .auto(estimate: .fixed(50)), repeatCount: count,
          content: .label(text: text, padding: 0))
      ])
      let layout = TestLayouts.solve(spec, width: 400)
      let font = TextSettings().font(.body)
      for (rep, frame) in layout.frames(ofID: "l").enumerated() {
        let lines = font.lineCount(SolvedLayout.substituteIndex(text, rep), width: width)
        #expect(frame.height == font.height(lines: lines), "\(text.debugDescription) #\(rep)")
      }
    }
  }

  /// The generated table of the shipped font equals what the reader reads from its files.
  @Test(arguments: [
    ("Inter-Regular.otf", DefaultFont.regularFace),
    ("Inter-SemiBold.otf", DefaultFont.semiboldFace),
    ("Inter-Bold.otf", DefaultFont.boldFace),
  ])
  func generatedTableEqualsTheFontFile(file: String, face: FontFace) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("Fonts/Inter/\(file)")))
    let read = try FontFile.read(bytes, name: file)
    #expect(read.unitsPerEm == face.unitsPerEm)
    #expect(read.ascender == face.ascender && read.descender == face.descender)
    #expect(read.mappedScalars == face.mappedScalars)
    for s in read.mappedScalars {
      guard let scalar = Unicode.Scalar(s) else { continue }
      #expect(read.advance(scalar) == face.advance(scalar), "U+\(String(s, radix: 16))")
    }
    #expect(read.mappedScalars.count > 2000)
  }

  /// Bad bytes are an error, never a crash.
  @Test(arguments: [
    [], [0, 1, 0, 0], Array("OTTO".utf8) + [0, 9], Array(repeating: 0xFF, count: 64),
  ])
  func badFontFiles(bytes: [UInt8]) {
    #expect(throws: FontFileError.self) { try FontFile.read(bytes, name: "bad.ttf") }
  }

  /// A cut font file (every 37th length of a real one's first 4 KB, which hold its table
  /// directory but not its tables) is refused with an error that names the file and says
  /// what is missing, never read as a font and never a trap; the whole file reads.
  @Test func truncatedFontFiles() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let bytes = try [UInt8](
      Data(contentsOf: root.appendingPathComponent("Fonts/Inter/Inter-Bold.otf")))
    var read: [Int] = []
    var reasons: Set<String> = []
    for n in stride(from: 0, to: 4096, by: 37) {
      do {
        _ = try FontFile.read(Array(bytes.prefix(n)), name: "cut.otf")
        read.append(n)
      } catch {
        #expect(error.message == "cut.otf: \(error.reason)")
        #expect(!error.reason.isEmpty)
        reasons.insert(error.reason)
      }
    }
    #expect(read.isEmpty, "cut files read as fonts at lengths \(read)")
    #expect(reasons.count > 1, "one reason for every cut: \(reasons)")
    #expect(try FontFile.read(bytes, name: "Inter-Bold.otf").unitsPerEm == 2816)
  }
}
