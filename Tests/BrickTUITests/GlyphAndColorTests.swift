import BrickRaster
import Testing

@testable import BrickPreview
@testable import BrickTUI

@Suite struct GlyphFallbackTests {
  @Test(
    arguments: [
      ("a", "a"), ("~", "~"), (" ", " "), ("─", "-"), ("━", "-"), ("═", "-"), ("│", "|"),
      ("║", "|"), ("┌", "+"), ("┘", "+"), ("┼", "+"), ("╭", "+"), ("╱", "/"), ("█", "#"),
      ("░", "#"), ("▶", ">"), ("↓", "v"), ("•", "*"), ("…", "."), ("é", "?"), ("煉", "?"),
      ("\u{7}", " "), ("\u{85}", " "), ("×", "x"), ("−", "-"), ("▪", "#"),
    ] as [(Unicode.Scalar, Unicode.Scalar)])
  func ascii(scalar: Unicode.Scalar, expected: Unicode.Scalar) {
    #expect(GlyphFallback.ascii(for: scalar) == expected)
  }
}

@Suite struct ColorPairTests {
  /// Records the pairs handed to ncurses.
  final class Recorder {
    var calls: [(Int32, Int32, Int32)] = []
    var accept = true
    func initPair(_ pair: Int32, _ fg: Int32, _ bg: Int32) -> Bool {
      calls.append((pair, fg, bg))
      return accept
    }
  }

  @Test func pairsAreAllocatedLazilyAndOnce() {
    var pairs = ColorPairs(colorCount: 256, pairLimit: 256, defaultColors: true)
    let recorder = Recorder()
    #expect(
      pairs.pair(foreground: .default, background: .default, initPair: recorder.initPair) == (
        0, false
      ))
    #expect(
      pairs.pair(foreground: .red, background: .default, initPair: recorder.initPair) == (1, false))
    #expect(
      pairs.pair(foreground: .brightWhite, background: .blue, initPair: recorder.initPair) == (
        2, false
      ))
    #expect(
      pairs.pair(foreground: .red, background: .default, initPair: recorder.initPair) == (1, false))
    #expect(recorder.calls.map { [$0.0, $0.1, $0.2] } == [[1, 1, -1], [2, 15, 4]])
  }

  @Test func eightColorTerminalsDimBrightColorsAndBoldTheText() {
    var pairs = ColorPairs(colorCount: 8, pairLimit: 64, defaultColors: true)
    let recorder = Recorder()
    #expect(
      pairs.pair(foreground: .brightRed, background: .brightBlack, initPair: recorder.initPair) == (
        1, true
      ))
    #expect(recorder.calls.map { [$0.1, $0.2] } == [[1, 0]])
  }

  @Test func extendedColoursAreKeptIn256AndNearestIn16() {
    var rich = ColorPairs(colorCount: 256, pairLimit: 256, defaultColors: true)
    let recorder = Recorder()
    _ = rich.pair(foreground: .black, background: .xterm(253), initPair: recorder.initPair)
    #expect(recorder.calls.map { [$0.1, $0.2] } == [[0, 253]])
    var basic = ColorPairs(colorCount: 16, pairLimit: 64, defaultColors: true)
    let recorder16 = Recorder()
    // xterm 196 is pure red: bright red (9) among 16; 253 is a light grey: white (7).
    _ = basic.pair(foreground: .xterm(196), background: .xterm(253), initPair: recorder16.initPair)
    #expect(recorder16.calls.map { [$0.1, $0.2] } == [[9, 7]])
  }

  @Test func withoutDefaultColorsTheDefaultIsWhiteOnBlack() {
    var pairs = ColorPairs(colorCount: 8, pairLimit: 64, defaultColors: false)
    let recorder = Recorder()
    _ = pairs.pair(foreground: .default, background: .default, initPair: recorder.initPair)
    #expect(recorder.calls.map { [$0.1, $0.2] } == [[7, 0]])
  }

  @Test func runningOutOfPairsKeepsTheForeground() {
    var pairs = ColorPairs(colorCount: 8, pairLimit: 3, defaultColors: true)
    let recorder = Recorder()
    #expect(
      pairs.pair(foreground: .red, background: .default, initPair: recorder.initPair).pair == 1)
    #expect(
      pairs.pair(foreground: .green, background: .default, initPair: recorder.initPair).pair == 2)
    // Pairs 1 and 2 are the last ones: red on blue falls back to red on the default.
    #expect(pairs.pair(foreground: .red, background: .blue, initPair: recorder.initPair).pair == 1)
    #expect(pairs.pair(foreground: .blue, background: .blue, initPair: recorder.initPair).pair == 0)
    #expect(recorder.calls.count == 2)
  }

  @Test func monochromeUsesThePlainPair() {
    var pairs = ColorPairs(colorCount: 0, pairLimit: 0, defaultColors: false)
    let recorder = Recorder()
    #expect(
      pairs.pair(foreground: .red, background: .blue, initPair: recorder.initPair) == (0, false))
    #expect(recorder.calls.isEmpty)
  }
}

@Suite struct WideCellTests {
  @Test func wideHeadsNeedTheirContinuation() {
    var grid = CellGrid(width: 4, height: 1)
    grid[0, 0] = Cell("煉")
    grid[1, 0] = .continuation
    grid[2, 0] = Cell("瓦")  // no continuation: not drawable as wide
    #expect(NcursesBackend.isWideHead(at: 0, y: 0, in: grid))
    #expect(!NcursesBackend.isWideHead(at: 1, y: 0, in: grid))
    #expect(!NcursesBackend.isWideHead(at: 2, y: 0, in: grid))
    #expect(!NcursesBackend.isWideHead(at: 3, y: 0, in: grid))
  }
}
