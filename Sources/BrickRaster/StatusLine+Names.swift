import BrickCore

/// Names (file names, screen and class names) cut in the middle where their words meet, so
/// that the start and the end both show and no fragment of a word misleads.
extension StatusLine {
  /// `s` cut to `columns` at word and camel-case boundaries, keeping its first and last words:
  /// `ImagesIn…Controller` for `ImagesInCollectionBrickViewController` in 19 columns. Words
  /// break at spaces, `_`, `-`, `.` and `/`, between a lower-case letter or digit and a capital,
  /// before the last capital of a run of capitals followed by a lower-case letter (`URL|Session`),
  /// and between letters and digits. Where no two words fit, the characters of the middle go
  /// (`StatusLine.middleCut`). A name that fits is kept whole.
  public static func nameCut(_ s: String, columns: Int, ellipsis: Character = "…") -> String {
    guard TextMetrics.displayWidth(s) > columns else { return s }
    return NameCuts(s, ellipsis: ellipsis).candidates(columns: columns, middles: false).first
      ?? middleCut(s, columns: columns, ellipsis: ellipsis)
  }

  /// The best cut of `s` in `columns` at its word and camel-case boundaries that keeps its
  /// first word (`Spotlight…Controller`, `Spotlight…`), or nil when none fits.
  static func boundaryCut(_ s: String, columns: Int, ellipsis: Character) -> String? {
    NameCuts(s, ellipsis: ellipsis).candidates(columns: columns, middles: false)
      .first { $0.first != ellipsis }
  }

  /// Every name of `names` cut as `nameCut` cuts it, except that a cut another of the names
  /// could also be read as (it starts with the cut's head, ends with its tail and holds its
  /// middle words) is replaced by the best cut no other name fits: one that keeps a word the
  /// others lack (`ImagesIn…Horizontal…` beside `ImagesIn…Controller`), else the name's
  /// characters cut in the middle.
  public static func nameCuts(
    _ names: [String], columns: Int, ellipsis: Character = "…"
  )
    -> [String]
  {
    var out = names.map { nameCut($0, columns: columns, ellipsis: ellipsis) }
    for i in names.indices where out[i] != names[i] {
      let rivals = names.filter { $0 != names[i] }
      func ambiguous(_ cut: String) -> Bool {
        rivals.contains { NameCuts.fits(cut, name: $0, ellipsis: ellipsis) }
      }
      guard ambiguous(out[i]) else { continue }
      let candidates = NameCuts(names[i], ellipsis: ellipsis)
        .candidates(columns: columns, middles: true)
      if let clear = candidates.first(where: { !ambiguous($0) }) {
        out[i] = clear
      } else {
        let plain = middleCut(names[i], columns: columns, ellipsis: ellipsis)
        if !ambiguous(plain) { out[i] = plain }
      }
    }
    return out
  }
}

/// The ways one name can be cut at its word boundaries.
private struct NameCuts {
  let chars: [Character]
  /// The indices where a word starts (0 and the count excluded).
  let boundaries: [Int]
  let ellipsis: Character

  init(_ s: String, ellipsis: Character) {
    chars = Array(s)
    self.ellipsis = ellipsis
    var found: [Int] = []
    func separator(_ c: Character) -> Bool { Self.separators.contains(c) }
    for k in chars.indices.dropFirst() {
      let (a, b) = (chars[k - 1], chars[k])
      let next = k + 1 < chars.count ? chars[k + 1] : nil
      let camel = (a.isLowercase || a.isNumber) && b.isUppercase
      let acronym = a.isUppercase && b.isUppercase && (next?.isLowercase ?? false)
      let digits = a.isLetter != b.isLetter && (a.isNumber || b.isNumber)
      if separator(a) || separator(b) || camel || acronym || digits { found.append(k) }
    }
    boundaries = found
  }

  static let separators: Set<Character> = [" ", "_", "-", ".", "/"]

  /// True when `name` could be what `cut` stands for: it starts with the cut's first piece,
  /// ends with its last, holds the pieces between in order, and is longer than the pieces.
  static func fits(_ cut: String, name: String, ellipsis: Character) -> Bool {
    let pieces = cut.split(separator: ellipsis, omittingEmptySubsequences: false)
    guard pieces.count >= 2, let first = pieces.first, let last = pieces.last,
      name.count > pieces.reduce(0, { $0 + $1.count }), name.hasPrefix(first),
      name.hasSuffix(last)
    else { return false }
    var rest = name.dropFirst(first.count).dropLast(last.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.firstRange(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// The text from `a` to `b`, without separators at either end.
  private func piece(_ a: Int, _ b: Int) -> String {
    var (a, b) = (a, b)
    while a < b, Self.separators.contains(chars[a]) { a += 1 }
    while b > a, Self.separators.contains(chars[b - 1]) { b -= 1 }
    return String(chars[a..<b])
  }

  /// The cuts that fit `columns`, best first: those that keep the start first; of them
  /// `head…tail` (the end shown too, then the most even start and end, then the most text),
  /// then with `middles` the `head…middle…tail` forms, which keep one run of words from the
  /// middle; then the same without a head.
  func candidates(columns: Int, middles: Bool) -> [String] {
    let cuts = [0] + boundaries + [chars.count]
    var scored: [(score: [Int], text: String)] = []
    let mark = String(ellipsis)
    for (hi, h) in cuts.enumerated() where h < chars.count {
      for t in cuts[(hi + 1)...] where t > h && (h > 0 || t < chars.count) {
        let head = piece(0, h)
        let tail = piece(t, chars.count)
        let text = head + mark + tail
        let (hw, tw) = (TextMetrics.displayWidth(head), TextMetrics.displayWidth(tail))
        guard hw + tw + 1 <= columns, !(head.isEmpty && tail.isEmpty) else { continue }
        scored.append(
          ([head.isEmpty ? 0 : 1, 0, tail.isEmpty ? 0 : 1, min(hw, tw), hw + tw], text))
      }
    }
    if middles {
      for h in cuts where h < chars.count {
        for m in cuts where m > h {
          for n in cuts where n > m {
            for t in cuts where t > n {
              let (head, middle) = (piece(0, h), piece(m, n))
              let tail = piece(t, chars.count)
              let text = head + mark + middle + mark + tail
              let w = TextMetrics.displayWidth(text)
              guard !middle.isEmpty, w <= columns else { continue }
              let hw = TextMetrics.displayWidth(head)
              scored.append(([head.isEmpty ? 0 : 1, -1, tail.isEmpty ? 0 : 1, hw, w], text))
            }
          }
        }
      }
    }
    var seen: Set<String> = []
    let best = scored.sorted {
      $0.score == $1.score ? $0.text < $1.text : $1.score.lexicographicallyPrecedes($0.score)
    }
    return best.map(\.text).filter { seen.insert($0).inserted }
  }
}
