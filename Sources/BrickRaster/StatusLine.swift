import BrickCore

/// The status line of the previewer and of `render --frame` (docs/picture.md#status-line): title,
/// device, orientation, size classes, offset and content size.
///
/// A line is made of parts with priorities; when the terminal is too narrow, the parts of
/// lowest priority go first (the title is shortened in its middle before it goes), so the
/// offset, an error marker and `? help` survive at 80 columns.
public enum StatusLine {
  /// One part of the line and how much it matters (higher stays longer).
  public struct Part: Hashable, Sendable {
    public var text: String
    public var priority: Int
    /// True for the title: shortened in the middle before it is dropped.
    public var shortenable: Bool
    public init(_ text: String, priority: Int, shortenable: Bool = false) {
      self.text = text
      self.priority = priority
      self.shortenable = shortenable
    }
  }

  /// Priorities of the parts the previewer shows.
  public enum Priority {
    /// Never dropped: the offset, the orientation, the part of the device shown, an error
    /// marker.
    public static let essential = 100
    /// The part of the device shown, an overridden size class.
    public static let high = 80
    /// The title outranks the rest, but is shortened (to 8 columns at least) before it goes.
    public static let title = 85
    public static let medium = 50
    public static let low = 30
    public static let lowest = 10
  }

  /// The standard parts: title, device, orientation, size classes (a `*` marks one a key
  /// overrode), offset, content size (`≈` when it is BrickKit's extrapolated estimate).
  public static func parts(
    title: String, device: String, traits: Traits, offset: Point, contentSize: Size,
    estimated: Bool = false, overridden: (horizontal: Bool, vertical: Bool) = (false, false),
    glyphs: RasterOptions.Glyphs = .unicode
  ) -> [Part] {
    let times = glyphs == .ascii ? "x" : "×"
    let approx = estimated ? (glyphs == .ascii ? "~" : "≈") : ""
    let h = traits.horizontalSizeClass.rawValue + (overridden.horizontal ? "*" : "")
    let v = traits.verticalSizeClass.rawValue + (overridden.vertical ? "*" : "")
    let classesPriority =
      overridden.horizontal || overridden.vertical ? Priority.high : Priority.low - 1
    let n = { NumberText.rounded($0, places: 1) }
    let size = "\(n(contentSize.width))\(times)\(n(contentSize.height))"
    return [
      Part(TerminalText.sanitized(title), priority: Priority.title, shortenable: true),
      Part(TerminalText.sanitized(device), priority: Priority.lowest),
      Part(traits.orientation.rawValue, priority: Priority.essential),
      Part("\(h)/\(v)", priority: classesPriority),
      Part("offset \(NumberText.point(offset))", priority: Priority.essential),
      Part("content \(approx)\(size)", priority: Priority.medium),
    ]
  }

  /// `Simple ratios · iPhone SE (1st gen) · portrait · compact/regular · offset 0,0 ·
  /// content 320×1200`
  /// (ASCII: ` | ` between the parts and `x` in sizes).
  public static func text(
    title: String, device: String, traits: Traits, offset: Point, contentSize: Size,
    estimated: Bool = false, overridden: (horizontal: Bool, vertical: Bool) = (false, false),
    glyphs: RasterOptions.Glyphs = .unicode
  ) -> String {
    parts(
      title: title, device: device, traits: traits, offset: offset, contentSize: contentSize,
      estimated: estimated, overridden: overridden, glyphs: glyphs
    ).map(\.text).joined(separator: separator(glyphs))
  }

  /// The separator between parts.
  public static func separator(_ glyphs: RasterOptions.Glyphs) -> String {
    glyphs == .ascii ? " | " : " · "
  }

  /// The parts that fit `columns`, joined, in their order: the lowest priority (the later of
  /// equals) dropped first, the title shortened at word boundaries (`wordCut`) before it is
  /// dropped. Essential parts are kept; if they alone are too wide, the line is cut at its end.
  public static func fit(_ parts: [Part], columns: Int, glyphs: RasterOptions.Glyphs) -> String {
    let sep = separator(glyphs)
    let ellipsis: Character = glyphs == .ascii ? "~" : "…"
    var kept = parts.filter { !$0.text.isEmpty }
    func width(_ ps: [Part]) -> Int {
      ps.reduce(0) { $0 + TextMetrics.displayWidth($1.text) } + max(0, ps.count - 1) * sep.count
    }
    while width(kept) > columns {
      // Shorten the title while it keeps at least 8 columns, before dropping it.
      let droppable = kept.indices.filter { kept[$0].priority < Priority.essential }
      guard let lowest = droppable.min(by: { (kept[$0].priority, -$0) < (kept[$1].priority, -$1) })
      else { break }
      if kept[lowest].shortenable {
        let over = width(kept) - columns
        let room = TextMetrics.displayWidth(kept[lowest].text) - over
        if room >= 8 {
          kept[lowest].text = wordCut(kept[lowest].text, columns: room, ellipsis: ellipsis)
          continue
        }
      }
      kept.remove(at: lowest)
    }
    return TextFit.fit(kept.map(\.text).joined(separator: sep), columns: columns, mark: ellipsis)
  }

  /// A title cut to `columns` at word boundaries, so that no fragment of a word misleads: its
  /// first words, `…`, and its last words (`Sticky…page`), the start and the end as even as
  /// the words allow; else its first words and `…` (`Sticky product…`); else, as a class name
  /// is cut (`nameCut`), at the words a camel-case name is made of (`Spotlight…Controller`,
  /// `Spotlight…`); else its first word cut at its end (`Stick…`). A title that fits is kept
  /// whole.
  public static func wordCut(_ s: String, columns: Int, ellipsis: Character = "…") -> String {
    guard TextMetrics.displayWidth(s) > columns else { return s }
    guard columns > 1 else { return columns == 1 ? String(ellipsis) : "" }
    let words = s.split(separator: " ", omittingEmptySubsequences: true)
    let widths = words.map { TextMetrics.displayWidth($0) }
    // The widths of the first k words and of the last m words, joined by spaces.
    func run(_ ws: ArraySlice<Int>) -> Int { ws.reduce(0, +) + max(0, ws.count - 1) }
    var best: (head: Int, tail: Int, score: [Int])?
    if words.count > 1 {
      for head in 1..<words.count {
        let h = run(widths.prefix(head))
        if h + 1 > columns { break }
        // The most tail words that fit after these head words (none is allowed).
        var tail = 0
        while head + tail + 1 < words.count, h + 1 + run(widths.suffix(tail + 1)) <= columns {
          tail += 1
        }
        let t = tail > 0 ? run(widths.suffix(tail)) : 0
        // Prefer showing the end too, then the most even start and end, then the most title.
        let score = [tail > 0 ? 1 : 0, min(h, t), h + t]
        if let b = best, !b.score.lexicographicallyPrecedes(score) { continue }
        best = (head, tail, score)
      }
    }
    if let b = best {
      let tail = b.tail > 0 ? words.suffix(b.tail).joined(separator: " ") : ""
      return words.prefix(b.head).joined(separator: " ") + String(ellipsis) + tail
    }
    if let cut = boundaryCut(s, columns: columns, ellipsis: ellipsis) { return cut }
    return TextFit.head(s, columns: columns - 1) + String(ellipsis)
  }

  /// A string cut to `columns` in its middle; of an odd number of columns the head gets the
  /// extra one unless `favoringTail` (names, whose ends tell them apart).
  public static func middleCut(
    _ s: String, columns: Int, ellipsis: Character = "…", favoringTail: Bool = false
  ) -> String {
    guard TextMetrics.displayWidth(s) > columns else { return s }
    guard columns > 1 else { return columns == 1 ? String(ellipsis) : "" }
    let chars = Array(s)
    let room = columns - 1
    let tailRoom = favoringTail ? (room + 1) / 2 : room / 2
    var tail: [Character] = []
    var used = 0
    for c in chars.reversed() {
      let w = TextMetrics.displayWidth(c)
      if used + w > tailRoom { break }
      tail.append(c)
      used += w
    }
    return TextFit.head(s, columns: room - used) + String(ellipsis) + String(tail.reversed())
  }
}
