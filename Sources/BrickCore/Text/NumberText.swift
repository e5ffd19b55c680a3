/// Numbers as text, one way for every writer: the frames JSON, the schema, layout YAML, the
/// status line, pictures and messages.
public enum NumberText {
  /// `v` without a fraction when it is whole and below 10^15 in size (`400`, `-3`, `0`, also
  /// for -0), else Swift's shortest text that reads back as the same Double (`0.5`,
  /// `96.66666666666667`, `1000000000000000.0`, `inf`, `-inf`, `nan`).
  public static func plain(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }

  /// A whole number with thousands separators: `1,234,567`, `-1,234`, `999`.
  public static func grouped(_ n: Int) -> String {
    let text = String(n)
    let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
    var out = text.hasPrefix("-") ? "-" : ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return out
  }
}
