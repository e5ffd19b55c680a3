import BrickCore
import BrickRaster

/// Colours of layout files (docs/layout-file.md#colours) as SVG/CSS colours, in an appearance.
///
/// The colours are the reader's (`LayoutColor`, resolved when the file was read), each taken
/// in the panel's appearance and written as `#rrggbb` (with its alpha as an opacity) so every
/// renderer shows the same colour. A colour no table has (only a spec built in code can hold
/// one) gets `unknownFill`.
public enum ExportColor {
  /// The fill of a background whose name is not known.
  public static let unknownFill = "#c8c8c8"

  /// The CSS colour (without alpha) for a background colour in an appearance.
  public static func css(of color: LayoutColor, appearance: Appearance = .light) -> String {
    paint(of: color, appearance: appearance).fill
  }

  /// The fill and its opacity (1 when opaque) for a background colour in an appearance.
  public static func paint(
    of color: LayoutColor, appearance: Appearance = .light
  ) -> (fill: String, opacity: Double) {
    guard let color = color.value?.resolved(appearance) else {
      return (unknownFill, 1)
    }
    return (hex(color.rgb), color.alpha)
  }

  /// A readable text colour on a background: dark on light fills, light on dark ones (by
  /// relative luminance of the colour as it shows over the appearance's background). Without a
  /// background, the appearance's label colour.
  public static func text(
    on background: LayoutColor?, appearance: Appearance = .light
  )
    -> String
  {
    let screen = appearance.background.rgb
    let rgb: UInt32
    if let color = background?.value {
      rgb = color.resolved(appearance).over(screen)
    } else {
      rgb = appearance == .dark ? brickFill(.dark).rgb : screen
    }
    let r = Double((rgb >> 16) & 0xFF)
    let g = Double((rgb >> 8) & 0xFF)
    let b = Double(rgb & 0xFF)
    let luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
    return luminance < 0.5 ? "#ffffff" : "#1d1d1f"
  }

  /// The fill of a brick without a background: white in light; `secondarySystemBackground`'s
  /// dark value (#1c1c1e) in dark, so bricks stand out from the black screen.
  public static func brickFill(_ appearance: Appearance) -> RGBA {
    appearance == .dark ? RGBA(0x1c1c1e) : RGBA(0xffffff)
  }

  static func hex(_ rgb: UInt32) -> String {
    let digits = String(rgb & 0xFF_FFFF, radix: 16)
    return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }
}
