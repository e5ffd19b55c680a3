import BrickRaster

/// Background names of layout files (FORMAT.md §1, `background`) as SVG/CSS colours.
///
/// Names are matched as `ColorNames` matches them (case-insensitive, ignoring spaces, `-` and
/// `_`): the CSS/X11 names pass through, `#rgb`/`#rrggbb` become `#rrggbb`, and BrickKit's
/// `brickGray1`...`brickGray5` and `brickPurple1`...`brickPurple5` get fixed greys and purples
/// (1 lightest). Any other name gets `unknownFill`, the picture's "there is a fill here".
public enum ExportColor {
  /// The fill of a background whose name is not known.
  public static let unknownFill = "#c8c8c8"

  /// The CSS colour for a background name.
  public static func css(named raw: String) -> String {
    let name = normalized(raw)
    if name.hasPrefix("#") {
      let digits = Array(name.dropFirst())
      guard digits.allSatisfy(\.isHexDigit) else { return unknownFill }
      switch digits.count {
      case 3: return "#" + digits.map { "\($0)\($0)" }.joined()
      case 6: return "#" + String(digits)
      default: return unknownFill
      }
    }
    if let brick = brickColors[name] { return brick }
    if cssNames.contains(name) { return name }
    return unknownFill
  }

  /// A readable text colour on a background: the terminal's choice (`ColorNames.foreground`)
  /// made concrete.
  public static func text(on background: String?) -> String {
    guard let background else { return "#1d1d1f" }
    let name = normalized(background)
    if let dark = brickDarkText[name] { return dark ? "#1d1d1f" : "#ffffff" }
    let terminal = ColorNames.foreground(on: ColorNames.color(named: background))
    return terminal == .brightWhite ? "#ffffff" : "#1d1d1f"
  }

  static func normalized(_ raw: String) -> String {
    var name = ""
    for c in raw.lowercased() where c != " " && c != "-" && c != "_" { name.append(c) }
    return name
  }

  /// BrickKit's sample colours, lightest first.
  static let brickColors: [String: String] = [
    "brickgray1": "#ececec", "brickgray2": "#d9d9d9", "brickgray3": "#bfbfbf",
    "brickgray4": "#a6a6a6", "brickgray5": "#8c8c8c",
    "brickpurple1": "#e9e0f5", "brickpurple2": "#cdb8ea", "brickpurple3": "#a98ad8",
    "brickpurple4": "#8660c2", "brickpurple5": "#5f3d99",
  ]

  /// Whether text on a BrickKit colour is dark.
  static let brickDarkText: [String: Bool] = [
    "brickgray1": true, "brickgray2": true, "brickgray3": true, "brickgray4": true,
    "brickgray5": false, "brickpurple1": true, "brickpurple2": true, "brickpurple3": true,
    "brickpurple4": false, "brickpurple5": false,
  ]

  /// The CSS Color Module Level 4 named colours.
  static let cssNames: Set<String> = [
    "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
    "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
    "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan",
    "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
    "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen",
    "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
    "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen",
    "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow",
    "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
    "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
    "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
    "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
    "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine",
    "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
    "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream",
    "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange",
    "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred",
    "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple",
    "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen",
    "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow",
    "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet",
    "wheat", "white", "whitesmoke", "yellow", "yellowgreen",
  ]
}
