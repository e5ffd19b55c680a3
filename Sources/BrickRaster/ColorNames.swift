import BrickCore

/// Background colour names of layout files (FORMAT.md §1, `background`) as terminal colours.
///
/// Names are case-insensitive and ignore spaces, `-` and `_`: the eight ANSI names, `gray` /
/// `grey` (bright black), `orange` (yellow), `purple` (magenta), `light…` / `bright…` variants,
/// and `#rgb` / `#rrggbb` hex (the nearest of the 16 colours); then the other names of
/// BrickCore's `ColorTable` (CSS/X11 names, BrickKit's palette) by their RGB. Anything else gets
/// `defaultTint`.
public enum ColorNames {
  /// The tint for a background whose name is not known: "there is a fill here".
  public static let defaultTint: Color = .brightBlack

  /// The terminal colour for a background name.
  public static func color(named raw: String) -> Color {
    var name = ""
    for c in raw.lowercased() where c != " " && c != "-" && c != "_" { name.append(c) }
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
    default:
      guard let rgb = ColorTable.rgb(of: raw) else { return defaultTint }
      return nearest(Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
    }
    return bright ? brighter(base) : base
  }

  /// The bright variant of a base colour.
  static func brighter(_ c: Color) -> Color {
    guard c.rawValue >= Color.black.rawValue && c.rawValue <= Color.white.rawValue else { return c }
    return Color(rawValue: c.rawValue + 8) ?? c
  }

  /// A readable text colour on a background.
  public static func foreground(on background: Color) -> Color {
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
    case 6: rgb = [values[0] * 16 + values[1], values[2] * 16 + values[3], values[4] * 16 + values[5]]
    default: return nil
    }
    return nearest(rgb[0], rgb[1], rgb[2])
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
    let r = rgb[0] > threshold ? 1 : 0, g = rgb[1] > threshold ? 2 : 0, b = rgb[2] > threshold ? 4 : 0
    let index = r | g | b  // ANSI order: black red green yellow blue magenta cyan white
    let base = Color(rawValue: UInt8(1 + index)) ?? defaultTint
    return maxChannel > 200 ? brighter(base) : base
  }
}
