import BrickCore

/// Measured lines placed on the rows of a brick (`Painter.drawText`).
///
/// Each line goes on the row it was measured to start on, or the row after the last one used
/// when that is lower. A line with more characters than the brick has columns (the font's
/// widths are not the terminal's) is broken at its last space that fits, or cut where no
/// space does; the rest is carried: onto the free rows before the next line's row, else in
/// front of the next line, which is broken the same way. So the copy stays whole and in order
/// while rows remain; `cut` says that text was left over when they ran out.
enum TextRows {
  struct Placed: Equatable {
    var rows: [(row: Int, text: String)]
    /// True when some text did not fit the rows.
    var cut: Bool

    static func == (a: Placed, b: Placed) -> Bool {
      a.cut == b.cut && a.rows.map(\.row) == b.rows.map(\.row)
        && a.rows.map(\.text) == b.rows.map(\.text)
    }
  }

  /// Places `lines`, line k preferring row `starts[k]`, on rows `firstRow..<rowLimit`, each
  /// at most `columns` wide. Lines whose row lies above `firstRow` are left out. Carried text
  /// joins line k with a space unless `joins[k]` is false (the measurement broke a word there).
  static func place(
    lines: [String], starts: [Int], firstRow: Int, rowLimit: Int, columns: Int,
    joins: [Bool] = []
  ) -> Placed {
    var rows: [(row: Int, text: String)] = []
    guard columns > 0 else { return Placed(rows: [], cut: !lines.isEmpty) }
    var next = Int.min
    var carry = ""
    for (k, line) in lines.enumerated() {
      let start = k < starts.count ? max(starts[k], next) : next
      // Carried words take the free rows before this line.
      if !carry.isEmpty && next != Int.min {
        while !carry.isEmpty && next < start && next < rowLimit {
          let (head, rest) = split(carry, columns: columns)
          rows.append((next, head))
          carry = rest
          next += 1
        }
      }
      let row = max(start, next)
      guard row < rowLimit else {
        return Placed(rows: rows, cut: true)
      }
      guard row >= firstRow else { continue }
      let spaced = k < joins.count ? joins[k] : true
      let text = carry.isEmpty ? line : carry + (spaced ? " " : "") + line
      let (head, rest) = split(text, columns: columns)
      rows.append((row, head))
      carry = rest
      next = row + 1
    }
    while !carry.isEmpty && next != Int.min && next < rowLimit {
      let (head, rest) = split(carry, columns: columns)
      rows.append((next, head))
      carry = rest
      next += 1
    }
    return Placed(rows: rows, cut: !carry.isEmpty)
  }

  /// For each of `lines` (measured from `text`), whether the text has a space or a line break
  /// before it: false where the measurement broke a word too long for the width
  /// (`BrickIdentifiers.re` | `peatLabel`), so what the drawing carries onto that line joins it
  /// whole (`repeatLabel`, not `re peatLabel`). Where a line is not found in order, true.
  static func spacedJoins(lines: [String], text: String) -> [Bool] {
    var joins = [Bool](repeating: true, count: lines.count)
    var cursor = text.startIndex
    for (k, line) in lines.enumerated() where !line.isEmpty {
      guard let found = text[cursor...].firstRange(of: line) else { break }
      if k > 0 { joins[k] = text[cursor..<found.lowerBound].contains { $0.isWhitespace } }
      cursor = found.upperBound
    }
    return joins
  }

  /// The head of `text` that fits `columns` (broken after a word where one fits, else cut at
  /// the columns; at least one character) and the rest, without the spaces between them.
  static func split(_ text: String, columns: Int) -> (head: String, rest: String) {
    guard TextMetrics.displayWidth(text) > columns else { return (text, "") }
    var head = TextFit.head(text, columns: columns)
    // A character wider than the columns: it goes alone (the row's clip shows what fits), so
    // the text always moves on.
    if head.isEmpty, let first = text.first { head = String(first) }
    let after = text.dropFirst(head.count)
    var cutAt = head.endIndex
    if let first = after.first, first != " " {
      // A word runs past the columns: break before it when a space in the head allows.
      if let space = head.lastIndex(of: " ") { cutAt = space }
    }
    var shown = head[..<cutAt]
    while shown.last == " " { shown = shown.dropLast() }
    let restStart =
      text.index(text.startIndex, offsetBy: shown.count, limitedBy: text.endIndex)
      ?? text.endIndex
    var rest = text[restStart...]
    while rest.first == " " { rest = rest.dropFirst() }
    if shown.isEmpty {
      // Only spaces fit (or nothing): cut where the columns end.
      return (head, String(text.dropFirst(head.count)).trimmingLeadingSpaces())
    }
    return (String(shown), String(rest))
  }
}

extension String {
  fileprivate func trimmingLeadingSpaces() -> String {
    String(drop(while: { $0 == " " }))
  }
}
