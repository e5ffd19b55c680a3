/// Text from a layout file made safe to print on a terminal.
///
/// A layout file is user data: an id, a selector or a title may hold escape bytes
/// (`"nope\e[?25l"` hides the cursor) or other control characters. Every string that reaches a
/// terminal through Brickyard goes through `sanitized(_:)`, which keeps one column per
/// character so carets and cells stay aligned.
public enum TerminalText {
  /// `text` with each control character replaced by a visible stand-in of one column: C0
  /// controls by their Unicode control pictures (ESC is `␛`, a line break `␊`), DEL by `␡`,
  /// C1 controls and bidirectional overrides by `�`. A tab stays a tab only when `keepTabs`.
  public static func sanitized(_ text: some StringProtocol, keepTabs: Bool = false) -> String {
    var needsWork = false
    for s in text.unicodeScalars where isControl(s) && !(keepTabs && s == "\t") {
      needsWork = true
      break
    }
    guard needsWork else { return String(text) }
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      if keepTabs && s == "\t" {
        out.append(s)
      } else if isControl(s) {
        out.append(picture(for: s))
      } else {
        out.append(s)
      }
    }
    return String(out)
  }

  /// True for what a terminal would act on rather than show: C0, DEL, C1, and the bidi
  /// embedding, override and isolate characters.
  public static func isControl(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v)
  }

  static func picture(for s: Unicode.Scalar) -> Unicode.Scalar {
    let v = s.value
    if v < 0x20 { return Unicode.Scalar(0x2400 + v) ?? "\u{FFFD}" }
    if v == 0x7F { return "\u{2421}" }
    return "\u{FFFD}"
  }
}
