/// "Did you mean" by edit distance, as swift-argument-parser suggests option names.
enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely misspelling.
  ///
  /// Distance is optimal string alignment (Levenshtein plus adjacent transpositions, so
  /// `widht` is one edit from `width`), compared case-insensitively. A candidate is close
  /// enough at up to a third of the word's length plus one edit, at most 3. Ties go to the
  /// candidate listed first.
  ///
  /// A candidate whose length differs from the word's by more than that limit is skipped
  /// before any distance is computed (the distance is at least the difference), so the work
  /// is bounded by the candidates' lengths, not the word's: a 1 MB unknown name is answered
  /// at once (it took 4 s a megabyte).
  static func nearest<S: Sequence>(to word: String, in candidates: S) -> String?
  where S.Element == String {
    var cells = 0
    return nearest(to: word, in: candidates, cells: &cells)
  }

  /// `nearest(to:in:)`, adding to `cells` the number of distance table cells it filled (the
  /// work, for tests).
  static func nearest<S: Sequence>(to word: String, in candidates: S, cells: inout Int) -> String?
  where S.Element == String {
    let length = word.unicodeScalars.count
    guard length > 0 else { return nil }
    let limit = max(1, min(3, length / 3 + 1))
    var typed: [Unicode.Scalar]?
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
      let letters = typed ?? Array(word.lowercased().unicodeScalars)
      typed = letters
      let other = Array(candidate.lowercased().unicodeScalars)
      cells += letters.count * other.count
      let d = distance(letters, other)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.name
  }

  /// Optimal string alignment distance between two scalar arrays.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: two back (for transpositions), previous, current.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, twoBack[j - 2] + 1)
        }
        current[j] = value
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }

  /// `a, b or c`, for "expected" texts.
  static func list(_ names: [String], conjunction: String = "or") -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default:
      return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }
  }
}
