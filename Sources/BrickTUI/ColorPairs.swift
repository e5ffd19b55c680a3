import BrickRaster

/// Hands out ncurses colour pairs for (foreground, background) combinations, lazily.
///
/// Pair 0 is the terminal's default colours. Other pairs are numbered in the order they are
/// first asked for, so a screen that uses five combinations uses five pairs.
///
/// Colours become what the terminal has: with direct colour (`COLORS` of 2^24, a terminfo
/// such as `xterm-direct`) an RGB colour is itself and an extended xterm colour its standard
/// RGB (colours 0-7 stay the terminal's ANSI colours, as direct colour numbers them); with 256
/// an RGB colour becomes the nearest of the 240 extended colours; with fewer than 16, bright
/// colours become their normal colour (a bright foreground also turns bold), and extended and
/// RGB colours the nearest of the 16. When it runs out of pairs, the foreground is kept on the
/// default background, and failing that the default pair is used.
struct ColorPairs {
  /// How many colours the terminal has (`COLORS`); 0 means none.
  let colorCount: Int
  /// How many pairs it has (`COLOR_PAIRS`).
  let pairLimit: Int
  /// Whether -1 means "the terminal's default" (`use_default_colors` succeeded).
  let defaultColors: Bool
  /// Allocated pair per (foreground, background) raw values.
  private var table: [UInt64: Int32] = [:]
  private var nextPair: Int32 = 1

  /// The colour count of a direct-colour terminal: colour numbers are RGB values.
  static let directColors = 1 << 24

  init(colorCount: Int, pairLimit: Int, defaultColors: Bool) {
    self.colorCount = colorCount
    self.pairLimit = pairLimit
    self.defaultColors = defaultColors
  }

  /// True when colour numbers are RGB values (ncurses direct colour).
  var isDirect: Bool { colorCount >= Self.directColors }

  /// The ncurses colour number for `color`, and whether a bright colour was dimmed to a normal
  /// one (the caller may make the text bold instead).
  func number(for color: Color, isForeground: Bool) -> (number: Int32, lostBrightness: Bool) {
    if color == .default {
      if defaultColors { return (-1, false) }
      return (isForeground ? 7 : 0, false)
    }
    if let rgb = color.rgbValue {
      // Direct colour numbers below 8 are the ANSI colours: #000000-#000007 become #000008.
      if isDirect { return (Int32(max(rgb, 8)), false) }
      if colorCount >= 256 { return (Int32(XtermColors.nearest(to: rgb)), false) }
      return number(
        for: ColorNames.color(rgb: rgb, palette: .ansi16), isForeground: isForeground)
    }
    let index = Int32(color.rawValue) - 1  // black = 0 … brightWhite = 15, then 16 … 255
    if index >= 16 {
      if isDirect { return (Int32(XtermColors.rgb(of: Int(index))), false) }
      if colorCount >= 256 { return (index, false) }
      return number(for: ColorNames.basic(nearestTo: Int(index)), isForeground: isForeground)
    }
    if index >= 8 && colorCount < 16 { return (index - 8, true) }
    return (index, false)
  }

  /// The pair for `foreground` on `background`, allocating it with `initPair(pair, fg, bg)`
  /// (which returns whether ncurses accepted it) the first time; and whether to add bold for a
  /// bright foreground the terminal cannot show.
  mutating func pair(
    foreground: Color, background: Color, initPair: (Int32, Int32, Int32) -> Bool
  ) -> (pair: Int32, bold: Bool) {
    guard colorCount > 0 else { return (0, false) }
    let (fg, boldFg) = number(for: foreground, isForeground: true)
    let (bg, _) = number(for: background, isForeground: false)
    let key = UInt64(foreground.rawValue) << 32 | UInt64(background.rawValue)
    if foreground == .default && background == .default && defaultColors { return (0, false) }
    if let known = table[key] { return (known, boldFg) }
    if nextPair < Int32(pairLimit) && initPair(nextPair, fg, bg) {
      table[key] = nextPair
      nextPair += 1
      return (nextPair - 1, boldFg)
    }
    // Out of pairs: keep the foreground on the default background if that exists.
    if background != .default {
      let fallback = pair(foreground: foreground, background: .default, initPair: initPair)
      table[key] = fallback.pair
      return fallback
    }
    table[key] = 0
    return (0, boldFg)
  }
}
