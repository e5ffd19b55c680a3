import BrickCore

/// The status line of the previewer and of `render --frame` (FORMAT.md §4): title, device,
/// orientation, size classes, offset and content size.
public enum StatusLine {
  /// `Simple ratios · iPhone SE (1st gen) · portrait · compact/regular · offset 0,0 · content 320×1200`
  /// (ASCII: ` | ` between the parts and `x` in sizes).
  public static func text(
    title: String, device: String, traits: Traits, offset: Point, contentSize: Size,
    glyphs: RasterOptions.Glyphs = .unicode
  ) -> String {
    let times = glyphs == .ascii ? "x" : "×"
    let parts = [
      TerminalText.sanitized(title), TerminalText.sanitized(device), traits.orientation.rawValue,
      "\(traits.horizontalSizeClass.rawValue)/\(traits.verticalSizeClass.rawValue)",
      "offset \(number(offset.x)),\(number(offset.y))",
      "content \(number(contentSize.width))\(times)\(number(contentSize.height))",
    ]
    return parts.joined(separator: glyphs == .ascii ? " | " : " · ")
  }

  /// A number rounded to one decimal, without a trailing `.0`.
  public static func number(_ v: Double) -> String {
    guard v.isFinite else { return String(v) }
    let r = (v * 10).rounded() / 10
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    return String(r)
  }
}
