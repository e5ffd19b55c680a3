import BrickRaster
import Testing

@testable import BrickTUI

/// Issue 36: RGB colours reach the terminal as what it has: themselves with ncurses direct
/// colour (`COLORS` 2^24), the nearest of 256, then of 16 and 8.
@Suite struct DirectColourTests {
  static let snow = Color.rgb(0xfffafa)

  @Test func directColourTerminalsTakeTheRGBItself() {
    let pairs = ColorPairs(colorCount: 1 << 24, pairLimit: 65_536, defaultColors: true)
    #expect(pairs.number(for: Self.snow, isForeground: false).number == 0xfffafa)
    // xterm's extended colours become their standard RGB; ANSI colours stay ANSI (0-7).
    #expect(pairs.number(for: .xterm(231), isForeground: false).number == 0xffffff)
    #expect(pairs.number(for: .blue, isForeground: false).number == 4)
    // #000000 would read as ANSI black (a theme's colour): the nearest RGB above 7.
    #expect(pairs.number(for: .rgb(0), isForeground: false).number == 8)
  }

  @Test(arguments: [(256, 231), (16, 15), (8, 7)])
  func fewerColoursTakeTheNearest(colors: Int, expected: Int32) {
    let pairs = ColorPairs(colorCount: colors, pairLimit: 64, defaultColors: true)
    // Snow is a white everywhere: #ffffff of 256 (never the pale cyan #d7ffff), bright white
    // of 16, white of 8.
    #expect(pairs.number(for: Self.snow, isForeground: false).number == expected)
  }

  /// Every distinct RGB pair gets its own pair, past 32,767 too (ncurses extended pairs).
  @Test func rgbPairsAreKeyedByTheirWholeColour() {
    var pairs = ColorPairs(colorCount: 1 << 24, pairLimit: 65_536, defaultColors: true)
    var made: [(Int32, Int32, Int32)] = []
    let a = pairs.pair(
      foreground: .rgb(0x1d1d1f), background: .rgb(0xf2f2f7),
      initPair: {
        made.append(($0, $1, $2))
        return true
      })
    let b = pairs.pair(
      foreground: .rgb(0x1d1d1f), background: .rgb(0xf2f2f8),
      initPair: {
        made.append(($0, $1, $2))
        return true
      })
    let again = pairs.pair(
      foreground: .rgb(0x1d1d1f), background: .rgb(0xf2f2f7), initPair: { _, _, _ in false })
    #expect(a.pair == 1 && b.pair == 2 && again.pair == 1)
    #expect(made.map(\.2) == [0xf2f2f7, 0xf2f2f8])
  }
}
