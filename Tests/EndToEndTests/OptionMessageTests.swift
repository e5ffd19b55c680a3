import Foundation
import Testing

/// Bad option values get a message that says what is wrong and what would do (issue 16), and
/// nothing from a layout file reaches the terminal raw.
struct OptionCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  /// A piece stderr must contain.
  var message: String
  var testDescription: String { arguments.joined(separator: " ") }
}

let optionCases: [OptionCase] = [
  OptionCase(
    arguments: ["render", "sticky.yaml", "--width", "-5"],
    message: "--width must be a number of points above 0 and at most 20000, not '-5'."),
  OptionCase(
    arguments: ["frames", "sticky.yaml", "--height", "1e300"],
    message: "--height must be a number of points above 0 and at most 20000, not '1e300'."),
  OptionCase(
    arguments: ["frames", "sticky.yaml", "--offsets", "1,,2"],
    message: "--offsets value '1,,2': item 2 is empty: write y or x:y between the commas"),
  OptionCase(
    arguments: ["frames", "sticky.yaml", "--offsets", "0,abc"],
    message: "--offsets value '0,abc': item 2: 'abc' is not a number."),
  OptionCase(
    arguments: ["frames", "sticky.yaml", "--offset", "1e300"],
    message: "1e300 is outside the supported range"),
  OptionCase(
    arguments: ["render", "sticky.yaml", "--device", ""],
    message: "the device name is empty. Presets: "),
  OptionCase(
    arguments: ["render", "sticky.yaml", "--device", "pixel"],
    message: "device 'pixel' is not a preset. Presets: "),
  OptionCase(
    arguments: ["render", "sticky.yaml", "--zoom", "100"],
    message: "--zoom must be a number from 0.125 to 16, not 100.0."),
  // Issue 22: a negative value after a space is the value, not an option.
  OptionCase(
    arguments: ["frames", "sticky.yaml", "--at-ms", "-5"],
    message: "--at-ms takes a number of milliseconds, 0 or more."),
  OptionCase(
    arguments: ["frames", "sticky.yaml", "--at-ms=-5"],
    message: "--at-ms takes a number of milliseconds, 0 or more."),
  OptionCase(
    arguments: ["record", "sticky.yaml", "--keys", "jj<c-é>", "--out", "/dev/null"],
    message: "unknown key name '<c-é>'"),
  OptionCase(
    arguments: ["bench", "sticky.yaml", "--synthetic", "flat"],
    message: "Give a layout file or --synthetic flat|nested, not both."),
]

@Suite struct OptionMessageTests {
  let cli = CLITests()

  @Test(arguments: optionCases)
  func badOptionValuesSayWhatIsWrong(_ c: OptionCase) throws {
    var arguments = c.arguments
    arguments[1] = cli.layout(arguments[1])
    let r = try cli.run(arguments)
    #expect(r.status != 0)
    #expect(r.errors.contains(c.message), "stderr was: \(r.errors)")
  }

  /// Repeated `--offsets` options add up, in order.
  @Test func repeatedOffsetsAddUp() throws {
    let json = try cli.frames([cli.layout("sticky.yaml"), "--offsets", "0,100", "--offsets", "200"])
    let list = try #require(json as? [[String: Any]])
    let ys = list.compactMap {
      (($0["contentOffset"] as? [String: Any])?["y"] as? NSNumber)?.doubleValue
    }
    #expect(ys == [0, 100, 200])
  }

  /// A title with an escape sequence is shown, not obeyed, by `render --frame`.
  @Test func titlesAreSanitizedOnTheTerminal() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "esc-\(UUID().uuidString).yaml")
    try "title: \"evil\\e[?25l\"\nroot:\n  bricks:\n    - {type: label, text: hi}\n"
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let r = try cli.run(["render", file.path, "--frame"])
    #expect(r.status == 0)
    #expect(!r.output.unicodeScalars.contains { $0.value == 0x1B })
    #expect(r.output.contains("evil␛[?25l"))
  }

  /// `frames --max-items` counts every offset's items.
  @Test func maxItemsCountsEveryOffset() throws {
    let r = try cli.run([
      "frames", cli.layout("sticky.yaml"), "--offsets", "0,1,2,3", "--max-items", "50",
    ])
    #expect(r.status == 1)
    #expect(r.errors.contains("the layout at 4 offsets has"))
  }

  /// `diff` of two large states is refused before it starts (it took 43 s and 3 GB).
  @Test func diffOfHugeStatesIsRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "huge-\(UUID().uuidString).yaml")
    try """
    root: {bricks: [{type: brick, id: a, height: 50, repeat: 1000000}]}
    states:
      - {name: more, root: {bricks: [{type: brick, id: a, height: 50, repeat: 1000001}]}}

    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let r = try cli.run(["diff", file.path, "--from", "root", "--to", "more"])
    #expect(r.status == 2)  // diff(1)'s trouble
    #expect(
      r.errors.contains("the comparison covers 2,000,003 items, more than --max-items 1,000,000"))
    #expect(r.errors.contains("expected: --max-items 2000003 to compare them all"))
  }
}
