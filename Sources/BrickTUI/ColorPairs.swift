import BrickRaster

/// Hands out ncurses colour pairs for (foreground, background) combinations, lazily.
///
/// Pair 0 is the terminal's default colours. Other pairs are numbered in the order they are
/// first asked for, so a screen that uses five combinations uses five pairs. When the terminal
/// has fewer than 16 colours, bright colours become their normal colour (a bright foreground
/// also turns bold), and the 240 extended colours become the nearest of the 16; when it runs
/// out of pairs, the foreground is kept on the default
/// background, and failing that the default pair is used.
struct ColorPairs {
  /// How many colours the terminal has (`COLORS`); 0 means none.
  let colorCount: Int
  /// How many pairs it has (`COLOR_PAIRS`).
  let pairLimit: Int
  /// Whether -1 means "the terminal's default" (`use_default_colors` succeeded).
  let defaultColors: Bool
  /// Allocated pair per `fg * 256 + bg` (raw values); -1 means not allocated yet.
  private var table = [Int32](repeating: -1, count: 256 * 256)
  private var nextPair: Int32 = 1

  init(colorCount: Int, pairLimit: Int, defaultColors: Bool) {
    self.colorCount = colorCount
    self.pairLimit = pairLimit
    self.defaultColors = defaultColors
  }

  /// The ncurses colour number for `color`, and whether a bright colour was dimmed to a normal
  /// one (the caller may make the text bold instead).
  func number(for color: Color, isForeground: Bool) -> (number: Int32, lostBrightness: Bool) {
    switch color {
    case .default:
      if defaultColors { return (-1, false) }
      return (isForeground ? 7 : 0, false)
    case _ where !color.isBasic:
      let index = Int32(color.rawValue) - 1
      if colorCount >= 256 { return (index, false) }
      return number(for: ColorNames.basic(nearestTo: Int(index)), isForeground: isForeground)
    default:
      let n = Int32(color.rawValue) - 1  // black = 0 … brightWhite = 15
      if n >= 8 && colorCount < 16 { return (n - 8, true) }
      return (n, false)
    }
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
    let key = Int(foreground.rawValue) * 256 + Int(background.rawValue)
    if foreground == .default && background == .default && defaultColors { return (0, false) }
    let known = table[key]
    if known >= 0 { return (known, boldFg) }
    if nextPair < Int32(pairLimit) && initPair(nextPair, fg, bg) {
      table[key] = nextPair
      nextPair += 1
      return (table[key], boldFg)
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
