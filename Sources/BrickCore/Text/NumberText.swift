/// Numbers as text, one way for every writer: the frames JSON, the schema, layout YAML, the
/// status line, pictures and messages.
public enum NumberText {
  /// `v` without a fraction when it is whole and below 10^15 in size (`400`, `-3`, `0`, also
  /// for -0), else Swift's shortest text that reads back as the same Double (`0.5`,
  /// `96.66666666666667`, `1000000000000000.0`, `inf`, `-inf`, `nan`).
  public static func plain(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }

  /// `v` rounded to `places` decimals, in `plain`'s form: `96.7` (one place: the status line,
  /// the inspector), `96.667` (three: sizes in explanations, the zoom), `2`, `-3`.
  public static func rounded(_ v: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<max(0, places) { scale *= 10 }
    return plain((v * scale).rounded() / scale)
  }

  /// A point as `x,y`, each rounded to one decimal: the status line's and the inspector's
  /// offsets (`offset 0,120.5`).
  public static func point(_ p: Point) -> String {
    "\(rounded(p.x, places: 1)),\(rounded(p.y, places: 1))"
  }

  /// `v` with exactly `places` decimals (0 to 3), rounded half to even on its exact binary
  /// value, as C's `%.Nf` writes it: `0.1`, `12.000`, `-0.0`, `inf`, `nan` (below 2^64 in size;
  /// larger numbers in Swift's form). For timings and sizes in reports (`bench`, `record`).
  public static func fixed(_ v: Double, places: Int) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
    let places = min(max(0, places), 3)
    var power: UInt64 = 1
    for _ in 0..<places { power *= 10 }
    // v = m × 2^e exactly; the digits are round(m × 10^places / 2^-e), ties to even.
    let subnormal = v.exponentBitPattern == 0
    let m = v.significandBitPattern | (subnormal ? 0 : 1 << 52)
    let e = subnormal ? -1074 : Int(v.exponentBitPattern) - 1075
    let digits: UInt64
    if abs(v) >= Double(UInt64.max / 2) / Double(power) {
      // Past 2^63 / 10^3 > 2^53: a whole number.
      let zeros = places > 0 ? "." + String(repeating: "0", count: places) : ""
      let magnitude = abs(v) < 0x1p64 ? String(UInt64(abs(v))) : String(abs(v))
      return (v.sign == .minus ? "-" : "") + magnitude + zeros
    } else if e >= 0 {
      digits = (m << UInt64(e)) * power
    } else if e > -64 {
      // m × 10^places < 2^53 × 2^10 fits in 64 bits; what the shift drops decides the rounding.
      let k = UInt64(-e)
      let product = m * power
      let quotient = product >> k
      let remainder = product & ((1 << k) - 1)
      let half: UInt64 = 1 << (k - 1)
      let up = remainder > half || (remainder == half && quotient & 1 == 1)
      digits = quotient + (up ? 1 : 0)
    } else {
      digits = 0  // below 2^63 / 2^64: under half of the last place
    }
    let sign = v.sign == .minus ? "-" : ""
    let whole = String(digits / power)
    guard places > 0 else { return sign + whole }
    let fraction = String(digits % power)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
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
