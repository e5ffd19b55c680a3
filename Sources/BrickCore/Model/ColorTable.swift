/// The colours a layout file may name (docs/layout-file.md#colours), as UIKit's dynamic colours:
/// each has a value in the light appearance and one in the dark, each with its alpha.
///
/// Names, matched without regard to case (`lightGray`, `lightgray`, `LightGray`) and with an
/// optional leading `.` as Swift writes them (`.clear`):
/// - the CSS Color Module Level 4 keywords and `transparent`;
/// - UIColor's fixed colours (`black`, `darkGray`, `lightGray`, `white`, `gray`, `red`, `green`,
///   `blue`, `cyan`, `yellow`, `magenta`, `orange`, `purple`, `brown`, `clear`). Where a name
///   means different colours in CSS and UIKit, UIKit's wins (these are iOS layouts): `darkGray`
///   is white 1/3 (#555555, CSS #a9a9a9), `lightGray` white 2/3 (#aaaaaa, CSS #d3d3d3), `green`
///   #00ff00, `orange` #ff8000, `brown` #996633. The `grey` spellings are CSS's alone and keep
///   CSS's values;
/// - UIKit's system colours (`systemRed` ... `systemBrown`, `systemGray` ... `systemGray6`) and
///   semantic colours (`label`, `systemBackground`, `separator`, ...) with their light and dark
///   values;
/// - BrickKit's Example palette (`brickGray1`...`brickGray5`, `brickPurple1`...`brickPurple3`,
///   `brickBackground`, `brickHeader`, `brickSection`; BrickKit defines no `brickPurple4`).
///
/// Other spellings: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, and `{light: C, dark: C}` (the
/// reader makes a mapping's colour from its two sides, `LayoutColor(light:dark:)`). The reader
/// keeps every colour as a `LayoutColor`: the spelling and its value, found here once.
///
/// Sources of the values: the CSS keywords from CSS Color Level 4 §6.1; UIColor's fixed colours
/// from UIKit's documented components; the system colours' light and dark values from Apple's
/// Human Interface Guidelines, "Color" (the iOS/iPadOS system colour table of iOS 15 to 18,
/// default contrast); the semantic colours' values as UIKit resolves them on iOS 13 and later
/// (the light ones agree with noahsark769/ColorCompatibility's fallbacks; both are tabulated at
/// noahgilmore.com/blog/dark-mode-uicolor-compatibility); BrickKit's palette from
/// wayfair-archive/brickkit-ios, Example/Source/Theme.swift.
public enum ColorTable {
  /// One named colour: its usual spelling and its value in each appearance.
  public struct Entry: Hashable, Sendable {
    public var name: String
    public var color: DynamicColor
  }

  /// Every named colour, in the order of the groups above.
  public static let entries: [Entry] = {
    var out: [Entry] = []
    for (name, rgb) in css { out.append(Entry(name: name, color: .fixed(RGBA(rgb)))) }
    out.append(Entry(name: "transparent", color: .fixed(RGBA(0, alpha: 0))))
    for (name, rgb) in uikit { out.append(Entry(name: name, color: .fixed(RGBA(rgb)))) }
    out.append(Entry(name: "clear", color: .fixed(RGBA(0, alpha: 0))))
    for (name, light, dark) in system {
      out.append(Entry(name: name, color: DynamicColor(light: RGBA(light), dark: RGBA(dark))))
    }
    for (name, light, lightAlpha, dark, darkAlpha) in semantic {
      let color = DynamicColor(
        light: RGBA(light, alpha: lightAlpha), dark: RGBA(dark, alpha: darkAlpha))
      out.append(Entry(name: name, color: color))
    }
    for (name, rgb) in brick { out.append(Entry(name: name, color: .fixed(RGBA(rgb)))) }
    return out
  }()

  /// Every name with its light colour as 0xRRGGBB (alpha left out).
  public static var names: [(name: String, rgb: UInt32)] {
    entries.map { ($0.name, $0.color.light.rgb) }
  }

  /// Spellings for editors to offer: each name as listed, then in lower case where that
  /// differs (any other mix of case is accepted too).
  public static let spellings: [String] = {
    var result = entries.map(\.name)
    for entry in entries where entry.name.lowercased() != entry.name {
      result.append(entry.name.lowercased())
    }
    return result
  }()

  /// Lower-case name -> index into `entries`.
  private static let index: [String: Int] = {
    var result: [String: Int] = [:]
    for (i, entry) in entries.enumerated() { result[entry.name.lowercased()] = i }
    return result
  }()

  /// The colour a name or hex code spells, with the spelling kept; nil when it is neither.
  /// The usual spellings (each name as listed and in lower case) share one value each.
  public static func layoutColor(_ raw: String) -> LayoutColor? {
    if let known = usual[raw] { return known }
    if raw.hasPrefix("#") {
      return hex(raw.dropFirst()).map {
        LayoutColor(written: raw, value: .fixed($0), entry: nil)
      }
    }
    guard let i = indexOfName(raw) else { return nil }
    return LayoutColor(written: raw, value: entries[i].color, entry: i)
  }

  /// Each name as listed and in lower case -> its colour.
  private static let usual: [String: LayoutColor] = {
    var result: [String: LayoutColor] = [:]
    for (i, entry) in entries.enumerated() {
      for spelling in [entry.name, entry.name.lowercased()] where result[spelling] == nil {
        result[spelling] = LayoutColor(written: spelling, value: entry.color, entry: i)
      }
    }
    return result
  }()

  /// The colour a name or hex code spells; nil when it is neither.
  public static func color(of raw: String) -> DynamicColor? {
    if raw.hasPrefix("#") { return hex(raw.dropFirst()).map(DynamicColor.fixed) }
    return indexOfName(raw).map { entries[$0].color }
  }

  /// The index of the entry a name spells (any case, an optional leading `.`).
  static func indexOfName(_ raw: String) -> Int? {
    var name = Substring(raw)
    if name.first == "." { name = name.dropFirst() }
    // Names are ASCII; anything longer than the longest is not one (and costs no lowercasing).
    guard name.utf8.count <= 40 else { return nil }
    return index[name.lowercased()]
  }

  /// The colour of a name or hex code in the light appearance as 0xRRGGBB; nil when it is
  /// neither.
  public static func rgb(of raw: String) -> UInt32? { color(of: raw)?.light.rgb }

  /// True when `raw` names a colour.
  public static func isValid(_ raw: String) -> Bool { color(of: raw) != nil }

  /// The entry a name (not hex) spells, for its usual spelling.
  public static func entry(named raw: String) -> Entry? {
    indexOfName(raw).map { entries[$0] }
  }

  /// `rgb`, `rgba`, `rrggbb` or `rrggbbaa`.
  static func hex(_ digits: Substring) -> RGBA? {
    var values: [UInt32] = []
    for c in digits.unicodeScalars {
      guard values.count < 8, let v = Character(c).hexDigitValue else { return nil }
      values.append(UInt32(v))
    }
    func pairs(_ v: [UInt32]) -> [UInt32] {
      stride(from: 0, to: v.count, by: 2).map { v[$0] << 4 | v[$0 + 1] }
    }
    let channels: [UInt32]
    switch values.count {
    case 3, 4: channels = values.map { $0 * 17 }
    case 6, 8: channels = pairs(values)
    default: return nil
    }
    let rgb = channels[0] << 16 | channels[1] << 8 | channels[2]
    return RGBA(rgb, alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
  }

  /// The CSS Color Module Level 4 named colours, less the names UIKit gives other values.
  static let css: [(String, UInt32)] = [
    ("aliceblue", 0xf0f8ff),
    ("antiquewhite", 0xfaebd7),
    ("aqua", 0x00ffff),
    ("aquamarine", 0x7fffd4),
    ("azure", 0xf0ffff),
    ("beige", 0xf5f5dc),
    ("bisque", 0xffe4c4),
    ("blanchedalmond", 0xffebcd),
    ("blueviolet", 0x8a2be2),
    ("burlywood", 0xdeb887),
    ("cadetblue", 0x5f9ea0),
    ("chartreuse", 0x7fff00),
    ("chocolate", 0xd2691e),
    ("coral", 0xff7f50),
    ("cornflowerblue", 0x6495ed),
    ("cornsilk", 0xfff8dc),
    ("crimson", 0xdc143c),
    ("darkblue", 0x00008b),
    ("darkcyan", 0x008b8b),
    ("darkgoldenrod", 0xb8860b),
    ("darkgreen", 0x006400),
    ("darkgrey", 0xa9a9a9),
    ("darkkhaki", 0xbdb76b),
    ("darkmagenta", 0x8b008b),
    ("darkolivegreen", 0x556b2f),
    ("darkorange", 0xff8c00),
    ("darkorchid", 0x9932cc),
    ("darkred", 0x8b0000),
    ("darksalmon", 0xe9967a),
    ("darkseagreen", 0x8fbc8f),
    ("darkslateblue", 0x483d8b),
    ("darkslategray", 0x2f4f4f),
    ("darkslategrey", 0x2f4f4f),
    ("darkturquoise", 0x00ced1),
    ("darkviolet", 0x9400d3),
    ("deeppink", 0xff1493),
    ("deepskyblue", 0x00bfff),
    ("dimgray", 0x696969),
    ("dimgrey", 0x696969),
    ("dodgerblue", 0x1e90ff),
    ("firebrick", 0xb22222),
    ("floralwhite", 0xfffaf0),
    ("forestgreen", 0x228b22),
    ("fuchsia", 0xff00ff),
    ("gainsboro", 0xdcdcdc),
    ("ghostwhite", 0xf8f8ff),
    ("gold", 0xffd700),
    ("goldenrod", 0xdaa520),
    ("greenyellow", 0xadff2f),
    ("grey", 0x808080),
    ("honeydew", 0xf0fff0),
    ("hotpink", 0xff69b4),
    ("indianred", 0xcd5c5c),
    ("indigo", 0x4b0082),
    ("ivory", 0xfffff0),
    ("khaki", 0xf0e68c),
    ("lavender", 0xe6e6fa),
    ("lavenderblush", 0xfff0f5),
    ("lawngreen", 0x7cfc00),
    ("lemonchiffon", 0xfffacd),
    ("lightblue", 0xadd8e6),
    ("lightcoral", 0xf08080),
    ("lightcyan", 0xe0ffff),
    ("lightgoldenrodyellow", 0xfafad2),
    ("lightgreen", 0x90ee90),
    ("lightgrey", 0xd3d3d3),
    ("lightpink", 0xffb6c1),
    ("lightsalmon", 0xffa07a),
    ("lightseagreen", 0x20b2aa),
    ("lightskyblue", 0x87cefa),
    ("lightslategray", 0x778899),
    ("lightslategrey", 0x778899),
    ("lightsteelblue", 0xb0c4de),
    ("lightyellow", 0xffffe0),
    ("lime", 0x00ff00),
    ("limegreen", 0x32cd32),
    ("linen", 0xfaf0e6),
    ("maroon", 0x800000),
    ("mediumaquamarine", 0x66cdaa),
    ("mediumblue", 0x0000cd),
    ("mediumorchid", 0xba55d3),
    ("mediumpurple", 0x9370db),
    ("mediumseagreen", 0x3cb371),
    ("mediumslateblue", 0x7b68ee),
    ("mediumspringgreen", 0x00fa9a),
    ("mediumturquoise", 0x48d1cc),
    ("mediumvioletred", 0xc71585),
    ("midnightblue", 0x191970),
    ("mintcream", 0xf5fffa),
    ("mistyrose", 0xffe4e1),
    ("moccasin", 0xffe4b5),
    ("navajowhite", 0xffdead),
    ("navy", 0x000080),
    ("oldlace", 0xfdf5e6),
    ("olive", 0x808000),
    ("olivedrab", 0x6b8e23),
    ("orangered", 0xff4500),
    ("orchid", 0xda70d6),
    ("palegoldenrod", 0xeee8aa),
    ("palegreen", 0x98fb98),
    ("paleturquoise", 0xafeeee),
    ("palevioletred", 0xdb7093),
    ("papayawhip", 0xffefd5),
    ("peachpuff", 0xffdab9),
    ("peru", 0xcd853f),
    ("pink", 0xffc0cb),
    ("plum", 0xdda0dd),
    ("powderblue", 0xb0e0e6),
    ("rebeccapurple", 0x663399),
    ("rosybrown", 0xbc8f8f),
    ("royalblue", 0x4169e1),
    ("saddlebrown", 0x8b4513),
    ("salmon", 0xfa8072),
    ("sandybrown", 0xf4a460),
    ("seagreen", 0x2e8b57),
    ("seashell", 0xfff5ee),
    ("sienna", 0xa0522d),
    ("silver", 0xc0c0c0),
    ("skyblue", 0x87ceeb),
    ("slateblue", 0x6a5acd),
    ("slategray", 0x708090),
    ("slategrey", 0x708090),
    ("snow", 0xfffafa),
    ("springgreen", 0x00ff7f),
    ("steelblue", 0x4682b4),
    ("tan", 0xd2b48c),
    ("teal", 0x008080),
    ("thistle", 0xd8bfd8),
    ("tomato", 0xff6347),
    ("turquoise", 0x40e0d0),
    ("violet", 0xee82ee),
    ("wheat", 0xf5deb3),
    ("whitesmoke", 0xf5f5f5),
    ("yellowgreen", 0x9acd32),
  ]

  /// UIColor's fixed named colours (`UIColor.lightGray` is white 2/3, `.green` is 0, 1, 0, ...):
  /// the same in both appearances. `clear` is black at alpha 0.
  static let uikit: [(String, UInt32)] = [
    ("black", 0x000000),  // white 0
    ("darkGray", 0x555555),  // white 1/3
    ("lightGray", 0xaaaaaa),  // white 2/3
    ("white", 0xffffff),  // white 1
    ("gray", 0x808080),  // white 0.5
    ("red", 0xff0000),  // 1, 0, 0
    ("green", 0x00ff00),  // 0, 1, 0
    ("blue", 0x0000ff),  // 0, 0, 1
    ("cyan", 0x00ffff),  // 0, 1, 1
    ("yellow", 0xffff00),  // 1, 1, 0
    ("magenta", 0xff00ff),  // 1, 0, 1
    ("orange", 0xff8000),  // 1, 0.5, 0
    ("purple", 0x800080),  // 0.5, 0, 0.5
    ("brown", 0x996633),  // 0.6, 0.4, 0.2
  ]

  /// UIKit's system colours, light then dark (opaque).
  static let system: [(String, UInt32, UInt32)] = [
    ("systemRed", 0xff3b30, 0xff453a),
    ("systemOrange", 0xff9500, 0xff9f0a),
    ("systemYellow", 0xffcc00, 0xffd60a),
    ("systemGreen", 0x34c759, 0x30d158),
    ("systemMint", 0x00c7be, 0x63e6e2),
    ("systemTeal", 0x30b0c7, 0x40c8e0),
    ("systemCyan", 0x32ade6, 0x64d2ff),
    ("systemBlue", 0x007aff, 0x0a84ff),
    ("systemIndigo", 0x5856d6, 0x5e5ce6),
    ("systemPurple", 0xaf52de, 0xbf5af2),
    ("systemPink", 0xff2d55, 0xff375f),
    ("systemBrown", 0xa2845e, 0xac8e68),
    ("systemGray", 0x8e8e93, 0x8e8e93),
    ("systemGray2", 0xaeaeb2, 0x636366),
    ("systemGray3", 0xc7c7cc, 0x48484a),
    ("systemGray4", 0xd1d1d6, 0x3a3a3c),
    ("systemGray5", 0xe5e5ea, 0x2c2c2e),
    ("systemGray6", 0xf2f2f7, 0x1c1c1e),
  ]

  /// UIKit's semantic (element) colours, light then dark, each with its alpha.
  static let semantic: [(String, UInt32, Double, UInt32, Double)] = [
    ("label", 0x000000, 1.0, 0xffffff, 1.0),
    ("secondaryLabel", 0x3c3c43, 0.6, 0xebebf5, 0.6),
    ("tertiaryLabel", 0x3c3c43, 0.3, 0xebebf5, 0.3),
    ("quaternaryLabel", 0x3c3c43, 0.18, 0xebebf5, 0.18),
    ("systemFill", 0x787880, 0.2, 0x787880, 0.36),
    ("secondarySystemFill", 0x787880, 0.16, 0x787880, 0.32),
    ("tertiarySystemFill", 0x767680, 0.12, 0x767680, 0.24),
    ("quaternarySystemFill", 0x747480, 0.08, 0x767680, 0.18),
    ("placeholderText", 0x3c3c43, 0.3, 0xebebf5, 0.3),
    ("systemBackground", 0xffffff, 1.0, 0x000000, 1.0),
    ("secondarySystemBackground", 0xf2f2f7, 1.0, 0x1c1c1e, 1.0),
    ("tertiarySystemBackground", 0xffffff, 1.0, 0x2c2c2e, 1.0),
    ("systemGroupedBackground", 0xf2f2f7, 1.0, 0x000000, 1.0),
    ("secondarySystemGroupedBackground", 0xffffff, 1.0, 0x1c1c1e, 1.0),
    ("tertiarySystemGroupedBackground", 0xf2f2f7, 1.0, 0x2c2c2e, 1.0),
    ("separator", 0x3c3c43, 0.29, 0x545458, 0.6),
    ("opaqueSeparator", 0xc6c6c8, 1.0, 0x38383a, 1.0),
    ("link", 0x007aff, 1.0, 0x0984ff, 1.0),
    ("darkText", 0x000000, 1.0, 0x000000, 1.0),
    ("lightText", 0xffffff, 0.6, 0xffffff, 0.6),
  ]

  /// BrickKit's Example palette (`UIColor` extension in the Example app's `Theme.swift`).
  static let brick: [(String, UInt32)] = [
    ("brickGray1", 0xdbdbdb),
    ("brickGray2", 0xc0c0c1),
    ("brickGray3", 0x949495),
    ("brickGray4", 0x79797b),
    ("brickGray5", 0x5f5f5f),
    ("brickPurple1", 0xaa7e9d),
    ("brickPurple2", 0x927188),
    ("brickPurple3", 0x7a6575),
    ("brickBackground", 0x4d4d4f),
    ("brickHeader", 0xdbdbdb),
    ("brickSection", 0xd8d8d8),
  ]
}
