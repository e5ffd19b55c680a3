import BrickCore
import BrickRaster

/// Background names of layout files (FORMAT.md §1, `background`) as SVG/CSS colours.
///
/// The names are the loader's (`ColorTable`: the CSS/X11 names, BrickKit's palette and
/// `#rrggbb`), written as `#rrggbb` so every renderer shows the same colour. A name the table
/// does not know (only a spec built in code can hold one) gets `unknownFill`.
public enum ExportColor {
  /// The fill of a background whose name is not known.
  public static let unknownFill = "#c8c8c8"

  /// The CSS colour for a background name.
  public static func css(named raw: String) -> String {
    guard let rgb = ColorTable.rgb(of: raw) else { return unknownFill }
    return hex(rgb)
  }

  /// A readable text colour on a background: dark on light fills, white on dark ones (by
  /// relative luminance).
  public static func text(on background: String?) -> String {
    guard let background, let rgb = ColorTable.rgb(of: background) else { return "#1d1d1f" }
    let r = Double((rgb >> 16) & 0xFF)
    let g = Double((rgb >> 8) & 0xFF)
    let b = Double(rgb & 0xFF)
    let luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
    return luminance < 0.5 ? "#ffffff" : "#1d1d1f"
  }

  static func hex(_ rgb: UInt32) -> String {
    let digits = String(rgb & 0xFF_FFFF, radix: 16)
    return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }
}
