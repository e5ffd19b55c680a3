/// How one solve measures text (docs/layout-file.md#text-metrics): the metrics mode, the content
/// size category, the device's pixel scale and the fonts the file names.
public struct TextSettings: Hashable, Sendable {
  public var mode: TextMetricsMode
  public var contentSize: ContentSize
  /// Device pixels per point (2 or 3): text heights are rounded up to this grid.
  public var scale: Double
  public var fonts: FontLibrary

  public init(
    mode: TextMetricsMode = .ios, contentSize: ContentSize = .large, scale: Double = 2,
    fonts: FontLibrary = FontLibrary()
  ) {
    self.mode = mode
    self.contentSize = contentSize
    self.scale = scale
    self.fonts = fonts
  }

  /// The settings a spec asks for in an environment.
  public init(_ spec: LayoutSpec, environment: Environment) {
    self.init(
      mode: spec.textMetrics, contentSize: spec.contentSize, scale: environment.scale,
      fonts: spec.fontFaces)
  }

  /// A font as this solve measures it.
  public func font(_ spec: FontSpec) -> MeasuredFont {
    let (size, weight) = spec.resolved(at: contentSize)
    switch mode {
    case .terminal:
      return MeasuredFont(terminalSize: size, weight: weight)
    case .ios:
      return MeasuredFont(
        face: fonts.face(family: spec.family, weight: weight), size: size, weight: weight,
        scale: scale)
    }
  }
}

/// A font at a size, ready to measure: advances in whole units (font units, or terminal
/// columns), the width a line may take in those units, and its line height in points.
public struct MeasuredFont: Sendable {
  public let size: Double
  public let weight: FontWeight
  /// The height of one line, in points (16 for terminal metrics).
  public let lineHeight: Double
  /// The face measured with; nil for terminal metrics.
  public let face: FontFace?
  /// Pixels per point that heights are rounded up to (0: no rounding, terminal metrics).
  let scale: Double
  /// Units per point of width.
  let unitsPerPoint: Double
  /// Advances of U+0000 ... U+007F in units.
  let ascii: ContiguousArray<Int32>
  /// Whether the ten digits share one advance (then a wrap depends on a number's digit count
  /// only, not on its digits).
  let uniformDigits: Bool

  init(terminalSize size: Double, weight: FontWeight) {
    self.size = size
    self.weight = weight
    lineHeight = TextMetrics.pointsPerLine
    face = nil
    scale = 0
    unitsPerPoint = 1 / TextMetrics.pointsPerColumn
    ascii = Self.terminalASCII
    uniformDigits = true
  }

  /// Terminal columns of U+0000 ... U+007F, one array that every terminal font shares.
  static let terminalASCII = ContiguousArray(
    (0..<128).map {
      Int32(TextMetrics.latinWidth(UInt32($0)))
    })

  init(face: FontFace, size: Double, weight: FontWeight, scale: Double) {
    let size = size.isFinite && size > 0 ? size : 17
    self.size = size
    self.weight = weight
    lineHeight = size * face.lineHeightRatio
    self.face = face
    self.scale = scale.isFinite && scale > 0 ? scale : 2
    unitsPerPoint = Double(face.unitsPerEm) / size
    ascii = face.ascii
    let digits = (0x30...0x39).map { face.ascii[$0] }
    uniformDigits = digits.allSatisfy { $0 == digits[0] }
  }

  /// The units a line of `width` points holds (at least 1; huge widths are capped).
  @inline(__always)
  public func limit(_ width: Double) -> Int {
    let u = (width * unitsPerPoint + 1e-7).rounded(.down)
    guard u >= 1 else { return 1 }
    return u < Double(Int32.max) ? Int(u) : Int(Int32.max)
  }

  /// One character's advance in units.
  @inline(__always)
  public func units(_ c: Character) -> Int {
    if let face { return Int(face.advance(c)) }
    return TextMetrics.displayWidth(c)
  }

  /// Points of a number of units.
  public func points(units: Int) -> Double { Double(units) / unitsPerPoint }

  /// The width of a line of text in points.
  public func width(_ text: some StringProtocol) -> Double {
    var n = 0
    for c in text { n += units(c) }
    return points(units: n)
  }

  /// The height of `lines` lines: lines × line height, rounded up to the device's pixel grid
  /// (terminal metrics: 16 points a line).
  @inline(__always)
  public func height(lines: Int) -> Double {
    let h = Double(lines) * lineHeight
    guard scale > 0 else { return h }
    return (h * scale - 1e-9).rounded(.up) / scale
  }

  /// `text` wrapped greedily at `width` points, as UILabel wraps (see `TextMetrics.wrap`).
  public func wrap(_ text: String, width: Double) -> [Substring] {
    var lines: [Substring] = []
    TextMetrics.forEachLine(text, limit: limit(width), width: units) { lines.append($0) }
    return lines
  }

  /// The number of lines `wrap` gives.
  public func lineCount(_ text: String, width: Double) -> Int {
    var n = 0
    TextMetrics.forEachLine(text, limit: limit(width), width: units) { _ in n += 1 }
    return n
  }

  /// The units of the decimal digits (and sign) of `n`.
  @inline(__always)
  func digitUnits(_ n: Int) -> Int {
    var total = n < 0 ? Int(ascii[0x2D]) : 0
    var v = n.magnitude
    repeat {
      total += Int(ascii[0x30 + Int(v % 10)])
      v /= 10
    } while v > 0
    return total
  }
}

/// What a command line or the previewer sets over a file's text keys (`--content-size`,
/// `--text-metrics`, `--font`, the `t`/`T` keys): each wins over the file when set.
public struct TextOverrides: Hashable, Sendable {
  public var contentSize: ContentSize?
  public var textMetrics: TextMetricsMode?
  /// A face for `default` (the file's `fonts: {default: ...}` included).
  public var defaultFont: FontFace?

  public init(
    contentSize: ContentSize? = nil, textMetrics: TextMetricsMode? = nil,
    defaultFont: FontFace? = nil
  ) {
    self.contentSize = contentSize
    self.textMetrics = textMetrics
    self.defaultFont = defaultFont
  }

  /// `spec` with these settings over its own.
  public func applied(to spec: LayoutSpec) -> LayoutSpec {
    var s = spec
    if let contentSize { s.contentSize = contentSize }
    if let textMetrics { s.textMetrics = textMetrics }
    if let defaultFont { s.fontFaces.set(defaultFont, forFamily: "default") }
    return s
  }
}
