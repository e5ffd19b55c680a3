/// Light or dark (docs/layout-file.md#text-metrics): which value of each dynamic colour a picture
/// shows, as UIKit's `UIUserInterfaceStyle` picks it.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light
  case dark

  /// The other appearance (the previewer's `a`).
  public var toggled: Appearance { self == .light ? .dark : .light }

  /// What the screen shows where nothing is drawn: `systemBackground` (white, or black).
  public var background: RGBA { self == .light ? RGBA(0xffffff) : RGBA(0x000000) }
}

/// An sRGB colour with alpha: 8 bits a channel, alpha from 0 (clear) to 1 (opaque).
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  /// 0xRRGGBB.
  public var rgb: UInt32
  public var alpha: Double

  public init(_ rgb: UInt32, alpha: Double = 1) {
    self.rgb = rgb & 0xFF_FFFF
    self.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
  }

  public var red: Int { Int(rgb >> 16 & 0xFF) }
  public var green: Int { Int(rgb >> 8 & 0xFF) }
  public var blue: Int { Int(rgb & 0xFF) }
  public var isOpaque: Bool { alpha >= 1 }
  public var isClear: Bool { alpha <= 0 }

  /// This colour painted over an opaque one (source over), as 0xRRGGBB.
  public func over(_ below: UInt32) -> UInt32 {
    guard !isOpaque else { return rgb }
    func mix(_ shift: UInt32) -> UInt32 {
      let top = Double(rgb >> shift & 0xFF)
      let bottom = Double(below >> shift & 0xFF)
      return UInt32((top * alpha + bottom * (1 - alpha)).rounded()) << shift
    }
    return mix(16) | mix(8) | mix(0)
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var description: String {
    func two(_ v: Int) -> String {
      let digits = String(v, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    var text = "#" + two(red) + two(green) + two(blue)
    if !isOpaque { text += two(Int((alpha * 255).rounded())) }
    return text
  }
}

/// A colour with a value for each appearance, as UIKit's dynamic colours (`systemBackground`
/// is white in light and black in dark); a fixed colour has the same value in both.
public struct DynamicColor: Hashable, Sendable {
  public var light: RGBA
  public var dark: RGBA

  public init(light: RGBA, dark: RGBA) {
    self.light = light
    self.dark = dark
  }

  /// The same colour in both appearances.
  public static func fixed(_ color: RGBA) -> DynamicColor {
    DynamicColor(light: color, dark: color)
  }

  /// The value an appearance shows.
  public func resolved(_ appearance: Appearance) -> RGBA {
    appearance == .light ? light : dark
  }
}
