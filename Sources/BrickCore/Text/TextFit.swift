/// Text cut to a number of terminal columns (`TextMetrics.displayWidth`), one way for the
/// status line, the overlays, the gallery and the rasterizer's lines and titles.
public enum TextFit {
  /// The longest start of `text` whose characters fit `columns` (none when `columns` < 1).
  public static func head(_ text: some StringProtocol, columns: Int) -> String {
    var out = ""
    var used = 0
    for c in text {
      let w = TextMetrics.displayWidth(c)
      if used + w > columns { break }
      out.append(c)
      used += w
    }
    return out
  }

  /// `text` when it fits `columns`, else its start cut to leave the last column to `mark`
  /// (the ellipsis, `~` in ASCII, or a drawing's own mark); nothing for no columns.
  public static func fit(_ text: some StringProtocol, columns: Int, mark: Character) -> String {
    guard columns > 0 else { return "" }
    guard TextMetrics.displayWidth(text) > columns else { return String(text) }
    return head(text, columns: columns - 1) + String(mark)
  }
}
