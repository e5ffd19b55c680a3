import BrickCore

/// The colours of layout files (docs/colours.md) as terminal colours. The reader has resolved
/// each (`LayoutColor`); nothing here reads a spelling, but for the 16 colours, where a name
/// of `ColorTable` that says one of them keeps it (`entryColors`, made once from the table).
///
/// In 16 colours, a name that says one goes by it: the eight ANSI names, `gray` / `grey`
/// (bright black), `orange` (yellow), `purple` and `pink` (magenta), `teal` (cyan), and their
/// `light…` variants; every other colour goes by its RGB (the nearest of the 16). A colour that
/// differs between light and dark, or is not opaque, is drawn as the RGB the appearance shows
/// (its value there over the screen's background). A colour no table has (only a layout built
/// in code holds one) goes by its name when that says one of the 16, else `defaultTint`.
///
/// A 256-colour terminal (`RasterOptions.palette == .xterm256`) gets more: the nearest of the
/// 240 extended colours, and within one layout a colour of its own for every distinct RGB
/// (`NamedColors`). Names that share an RGB (`gray` and `grey`, `brickHeader` and
/// `brickGray1`) share a colour.
public enum ColorNames {
  /// The tint for a background whose name is not known: "there is a fill here".
  public static let defaultTint: Color = .brightBlack

  /// The terminal colour for a layout colour in a palette, on its own: the nearest colour
  /// (`NamedColors` keeps a layout's colours apart), in an appearance.
  public static func color(
    of color: LayoutColor, palette: RasterOptions.Palette, appearance: Appearance = .light
  ) -> Color {
    guard palette != .ansi16, let rgb = screenRGB(of: color, appearance: appearance) else {
      return self.color(of: color, appearance: appearance)
    }
    return palette == .trueColor ? .rgb(rgb) : .xterm(XtermColors.nearest(to: rgb))
  }

  /// An RGB colour in a palette: itself in true colour, else the nearest extended colour (of
  /// 256) or the nearest of the 16.
  public static func color(rgb: UInt32, palette: RasterOptions.Palette) -> Color {
    switch palette {
    case .trueColor: .rgb(rgb)
    case .xterm256: .xterm(XtermColors.nearest(to: rgb))
    case .ansi16: nearest(Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
    }
  }

  /// The RGB a colour shows on the screen of an appearance: its value there, painted over the
  /// screen's background (`systemBackground`) when it is not opaque; nil for an unknown name.
  public static func screenRGB(of color: LayoutColor, appearance: Appearance) -> UInt32? {
    color.value?.resolved(appearance).over(appearance.background.rgb)
  }

  /// The terminal colour for a layout colour in the 16 colours every terminal has. A named
  /// colour that is the same opaque value in both appearances goes by its name (`orange` is
  /// yellow, `lightBlue` bright blue: `entryColors`); others by the RGB the appearance shows.
  public static func color(of color: LayoutColor, appearance: Appearance = .light) -> Color {
    // Only a layout built in code holds a colour no table has: its name may still say one.
    guard let value = color.value else { return byName(color.written) ?? defaultTint }
    if value.light != value.dark || !value.light.isOpaque {
      let rgb = value.resolved(appearance).over(appearance.background.rgb)
      return nearest(Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
    }
    if let entry = color.entryIndex, entry < entryColors.count { return entryColors[entry] }
    let rgb = value.light.rgb
    return nearest(Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
  }

  /// The 16-colour look of each of `ColorTable`'s names: by its name where that names one of
  /// the 16, else the nearest to its light value.
  static let entryColors: [Color] = ColorTable.entries.map { entry in
    if let named = byName(entry.name) { return named }
    let rgb = entry.color.light.rgb
    return nearest(Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
  }

  /// The one of the 16 colours a name says, case-insensitive and ignoring spaces, `-` and `_`:
  /// the eight ANSI names, `gray` / `grey`, `orange`, `purple`, `pink`, `teal`, `light…` /
  /// `bright…` variants, and `#rgb` / `#rrggbb`; nil for other text.
  static func byName(_ raw: String) -> Color? {
    var name = ""
    for c in raw.lowercased() where c != " " && c != "-" && c != "_" { name.append(c) }
    if name.hasPrefix(".") { name.removeFirst() }
    if name.hasPrefix("#"), let hex = hexColor(name.dropFirst()) { return hex }
    var bright = false
    for prefix in ["bright", "light"] where name.hasPrefix(prefix) && name.count > prefix.count {
      bright = true
      name.removeFirst(prefix.count)
    }
    let base: Color
    switch name {
    case "black": base = .black
    case "red": base = .red
    case "green": base = .green
    case "yellow", "orange": base = .yellow
    case "blue": base = .blue
    case "magenta", "purple", "pink": base = .magenta
    case "cyan", "teal": base = .cyan
    case "white": base = .white
    case "gray", "grey": return bright ? .white : .brightBlack
    default: return nil
    }
    return bright ? brighter(base) : base
  }

  /// The bright variant of a base colour.
  static func brighter(_ c: Color) -> Color {
    guard c.rawValue >= Color.black.rawValue && c.rawValue <= Color.white.rawValue else { return c }
    return Color(rawValue: c.rawValue + 8)
  }

  /// A readable text colour on a background.
  public static func foreground(on background: Color) -> Color {
    if let rgb = background.rgbValue {
      return XtermColors.isLight(rgb: rgb) ? .rgb(0x1d1d1f) : .rgb(0xffffff)
    }
    if !background.isBasic, let index = background.xtermIndex {
      return XtermColors.isLight(index) ? .black : .brightWhite
    }
    switch background {
    case .default: return .default
    case .black, .red, .blue, .magenta, .brightBlack, .green: return .brightWhite
    default: return .black
    }
  }

  /// `rgb` or `rrggbb` to the nearest of the 16 ANSI colours (by thresholds: each channel is
  /// off, on, or bright).
  static func hexColor(_ digits: Substring) -> Color? {
    var values: [Int] = []
    for c in digits {
      guard let v = c.hexDigitValue else { return nil }
      values.append(v)
    }
    let rgb: [Int]
    switch values.count {
    case 3: rgb = values.map { $0 * 17 }
    case 6:
      rgb = [values[0] * 16 + values[1], values[2] * 16 + values[3], values[4] * 16 + values[5]]
    default: return nil
    }
    return nearest(rgb[0], rgb[1], rgb[2])
  }

  /// The nearest of the 16 ANSI colours to xterm colour `index`, for terminals with 16.
  public static func basic(nearestTo index: Int) -> Color {
    if index < 16 { return Color.xterm(index) }
    let rgb = XtermColors.rgb(of: index)
    return nearest(Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
  }

  /// The nearest of the 16 ANSI colours to an RGB colour.
  static func nearest(_ red: Int, _ green: Int, _ blue: Int) -> Color {
    let rgb = [red, green, blue]
    let maxChannel = rgb.max() ?? 0
    let minChannel = rgb.min() ?? 0
    // Greys: little saturation.
    if maxChannel - minChannel < 40 {
      switch maxChannel {
      case ..<48: return .black
      case ..<144: return .brightBlack
      case ..<224: return .white
      default: return .brightWhite
      }
    }
    let threshold = (maxChannel + minChannel) / 2
    let r = rgb[0] > threshold ? 1 : 0
    let g = rgb[1] > threshold ? 2 : 0
    let b = rgb[2] > threshold ? 4 : 0
    let index = r | g | b  // ANSI order: black red green yellow blue magenta cyan white
    let base = Color(rawValue: UInt32(1 + index))
    return maxChannel > 200 ? brighter(base) : base
  }
}

/// The terminal colours of one layout's colour table (`CompiledLayout.backgroundColors`).
///
/// In true colour every colour is its own RGB. In 256 colours each distinct RGB the layout
/// uses gets a colour of its own where one looks like it: in node order, each takes the nearest
/// extended colour not taken yet, so `brickGray1`, `brickGray2` and `brickGray3` stay three
/// greys, unless that colour strays from the layout's (`sameLook`), when it shares its nearest
/// (`white` and `snow` are one white, never a white and a pale cyan). In 16 colours every colour
/// takes its nearest (`ColorNames.color(of:appearance:)`); the brick shades' glyphs tell bricks
/// apart. A rasterizer makes one per layout, palette and appearance and keeps it
/// (`Rasterizer.namedColors(for:)`).
public struct NamedColors: Hashable, Sendable {
  public let palette: RasterOptions.Palette
  public let appearance: Appearance
  /// The colour table this was made for.
  public let table: [LayoutColor]
  private let colors: [LayoutColor: Color]

  public init(
    colors table: [LayoutColor], palette: RasterOptions.Palette, appearance: Appearance = .light
  ) {
    self.palette = palette
    self.appearance = appearance
    self.table = table
    var colors: [LayoutColor: Color] = [:]
    guard palette == .xterm256 else {
      for color in table {
        colors[color] = ColorNames.color(of: color, palette: palette, appearance: appearance)
      }
      self.colors = colors
      return
    }
    var taken = [Bool](repeating: false, count: 256)
    var byRGB: [UInt32: Color] = [:]
    for color in table {
      guard let rgb = ColorNames.screenRGB(of: color, appearance: appearance) else {
        colors[color] = ColorNames.color(of: color, appearance: appearance)
        continue
      }
      if let known = byRGB[rgb] {
        colors[color] = known
        continue
      }
      // The nearest colour not taken, unless it strays from the colour itself: then the
      // nearest, shared (`snow` next to `white` stays a white, never a pale cyan).
      let nearest = XtermColors.nearest(to: rgb)
      let limit = Self.sameLook(XtermColors.distance(rgb, XtermColors.rgb(of: nearest)))
      var best = -1
      var bestDistance = Int.max
      for index in 16...255 where !taken[index] {
        let d = XtermColors.distance(rgb, XtermColors.rgb(of: index))
        if d < bestDistance && d <= limit {
          best = index
          bestDistance = d
        }
      }
      let made = best >= 0 ? Color.xterm(best) : Color.xterm(nearest)
      if best >= 0 { taken[best] = true }
      byRGB[rgb] = made
      colors[color] = made
    }
    self.colors = colors
  }

  /// The farthest another colour may be from an RGB (as `XtermColors.distance`) and still
  /// stand for it, given the distance of its nearest: about 10 levels of grey further.
  static func sameLook(_ nearest: Int) -> Int { nearest + 2_000 }

  /// The terminal colour of a colour; one the table was not made for takes its nearest.
  public func color(of color: LayoutColor) -> Color {
    colors[color] ?? ColorNames.color(of: color, palette: palette, appearance: appearance)
  }

  /// True when this was made for `table` in `palette` and `appearance`.
  func fits(
    _ table: [LayoutColor], palette: RasterOptions.Palette, appearance: Appearance
  )
    -> Bool
  {
    self.palette == palette && self.appearance == appearance && self.table == table
  }
}

/// The colours of xterm's 256-colour palette as RGB: the 16 ANSI colours, a 6×6×6 cube
/// (levels 0, 95, 135, 175, 215, 255) and a ramp of 24 greys (8, 18, ..., 238).
public enum XtermColors {
  static let ansi: [UInt32] = [
    0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
    0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
  ]
  static let levels: [UInt32] = [0, 95, 135, 175, 215, 255]

  /// The RGB of xterm colour `index` (0...255) as 0xRRGGBB.
  public static func rgb(of index: Int) -> UInt32 {
    table[min(max(index, 0), 255)]
  }

  /// Every colour's RGB, by index.
  static let table: [UInt32] = (0...255).map(computedRGB)

  static func computedRGB(_ index: Int) -> UInt32 {
    switch index {
    case ..<0: return 0
    case 0..<16: return ansi[index]
    case 16..<232:
      let n = index - 16
      return levels[n / 36] << 16 | levels[n / 6 % 6] << 8 | levels[n % 6]
    default:
      let grey = UInt32(8 + 10 * (min(index, 255) - 232))
      return grey << 16 | grey << 8 | grey
    }
  }

  /// The extended colour (16...255) nearest to an RGB.
  public static func nearest(to rgb: UInt32) -> Int {
    var best = 16
    var bestDistance = Int.max
    for index in 16...255 {
      let d = distance(rgb, self.rgb(of: index))
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return best
  }

  /// A perceptual distance between two colours (squared, "redmean" weighted: the eye is less
  /// sensitive to differences in blue, and red matters more in light colours).
  public static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    let r1 = Int(a >> 16 & 0xff)
    let g1 = Int(a >> 8 & 0xff)
    let b1 = Int(a & 0xff)
    let r2 = Int(b >> 16 & 0xff)
    let g2 = Int(b >> 8 & 0xff)
    let b2 = Int(b & 0xff)
    let mean = (r1 + r2) / 2
    let dr = r1 - r2
    let dg = g1 - g2
    let db = b1 - b2
    return ((512 + mean) * dr * dr) / 256 + 4 * dg * dg + ((767 - mean) * db * db) / 256
  }

  /// True when dark text reads better than light text on xterm colour `index`.
  public static func isLight(_ index: Int) -> Bool {
    isLight(rgb: rgb(of: index))
  }

  /// True when dark text reads better than light text on an RGB colour.
  public static func isLight(rgb c: UInt32) -> Bool {
    let luma = 299 * Int(c >> 16 & 0xff) + 587 * Int(c >> 8 & 0xff) + 114 * Int(c & 0xff)
    return luma >= 140_000
  }
}
