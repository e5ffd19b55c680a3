import BrickCore
import BrickFormat
import BrickRaster
import BrickTerminal

/// The gallery of a folder (`brickyard preview DIR`): its layouts (and `.swift` files,
/// imported), every one listed, a broken one with its first error (Enter opens it under its
/// error overlay). `/` filters the list by name; in a terminal `pictureColumns` wide or more,
/// the highlighted entry's picture shows beside the list.
extension PreviewApp {
  /// The narrowest terminal that shows a picture beside the list.
  public static let pictureColumns = 80

  /// The entries listed: those whose name or title contains the filter (any case).
  public var listedEntries: [Int] {
    guard !galleryFilter.isEmpty else { return Array(entries.indices) }
    let needle = galleryFilter.lowercased()
    return entries.indices.filter {
      entries[$0].name.lowercased().contains(needle)
        || entries[$0].title.lowercased().contains(needle)
    }
  }

  mutating func handleGallery(_ event: InputEvent, now: Double) -> AppAction {
    if typingFilter, case .key(let key) = event { return typeFilter(key, now: now) }
    let listed = listedEntries
    var position = listed.firstIndex(of: gallerySelection) ?? 0
    switch event {
    case .key(.escape):
      if !galleryFilter.isEmpty {
        galleryFilter = ""
        return followSelection(now: now)
      }
      return .quit
    case .key(.char("q")):
      return .quit
    case .key(.char("/")):
      typingFilter = true
      return .redraw
    case .key(.enter), .key(.char("l")), .key(.right):
      guard !listed.isEmpty else { return .unchanged }
      open(listed[min(position, listed.count - 1)], now: now)
      return .redraw
    case .mouse(.press(let x, let y)):
      let row = galleryTop + y - 1
      guard y >= 1, y < size.rows - 1, x < listWidth, listed.indices.contains(row) else {
        return .unchanged
      }
      open(listed[row], now: now)
      return .redraw
    default:
      switch KeyMap.command(for: event) {
      case .scrollLines(let n): position += n
      case .scrollPages(let n): position += n * max(1, listRows)
      case .top: position = 0
      case .bottom: position = listed.count - 1
      case .next: position += 1
      case .previous: position -= 1
      case .quit: return .quit
      default: return .unchanged
      }
    }
    guard !listed.isEmpty else { return .unchanged }
    position = max(0, min(position, listed.count - 1))
    guard listed[position] != gallerySelection else { return .unchanged }
    gallerySelection = listed[position]
    return followSelection(now: now)
  }

  /// A key while the filter is typed: characters add to it, Backspace takes one away, Enter
  /// keeps it, Esc drops it.
  mutating func typeFilter(_ key: Key, now: Double) -> AppAction {
    switch key {
    case .char(let c): galleryFilter.append(c)
    case .backspace, .delete: if !galleryFilter.isEmpty { galleryFilter.removeLast() }
    case .enter: typingFilter = false
    case .escape:
      typingFilter = false
      galleryFilter = ""
    default: return .unchanged
    }
    return followSelection(now: now)
  }

  /// Keeps the highlight on a listed entry and the picture on the highlight.
  mutating func followSelection(now: Double) -> AppAction {
    let listed = listedEntries
    if !listed.isEmpty && !listed.contains(gallerySelection) { gallerySelection = listed[0] }
    updatePicture(now: now)
    return .redraw
  }

  /// Builds the highlighted entry's picture when the terminal is wide enough (nil otherwise).
  mutating func updatePicture(now: Double) {
    guard screen == .gallery, size.cols >= Self.pictureColumns, size.rows >= 8,
      entries.indices.contains(gallerySelection), listedEntries.contains(gallerySelection)
    else {
      galleryPicture = nil
      return
    }
    let area = pictureArea
    if let picture = galleryPicture, picture.index == gallerySelection,
      picture.model.display.terminal == TerminalSize(cols: area.width, rows: area.height)
    {
      return
    }
    let (entry, error) = reread(gallerySelection, recordingErrors: true)
    var model = PreviewModel(
      path: entry.path, spec: entry.spec, text: entry.text, settings: pictureSettings, now: now,
      error: error)
    model.resize(TerminalSize(cols: area.width, rows: area.height), now: now)
    // The whole device, below zoom 1 if need be (as `0` shows it): a picture cut at the
    // bottom would hide what a designer looks for first.
    model.fitAgain(now: now)
    galleryPicture = (gallerySelection, model)
  }

  /// The picture's settings: the command line's, fitting the device to the picture.
  var pictureSettings: PreviewSettings {
    var s = settings
    s.fitZoom = true
    return s
  }

  /// Columns the list takes (all of them without a picture).
  var listWidth: Int {
    size.cols >= Self.pictureColumns ? max(40, size.cols * 2 / 5) : size.cols
  }

  /// Where the picture goes: right of the list, above the status line.
  var pictureArea: CellRect {
    CellRect(
      x: listWidth + 1, y: 1, width: max(0, size.cols - listWidth - 1),
      height: max(0, size.rows - 2))
  }

  /// Rows of the gallery's list (between the header and the status line).
  var listRows: Int { max(0, size.rows - 2) }

  /// The first listed entry shown, so the highlight is on screen.
  var galleryTop: Int {
    let rows = max(1, listRows)
    let position = listedEntries.firstIndex(of: gallerySelection) ?? 0
    return position >= rows ? position - rows + 1 : 0
  }

  func drawGallery(into grid: inout CellGrid) {
    guard grid.width > 0, grid.height > 0 else { return }
    let glyphs = settings.glyphs
    let bold = Style(attributes: .bold)
    let broken = entries.filter { $0.errors != nil }.count
    var header =
      "Brickyard: \(entries.count) layout\(entries.count == 1 ? "" : "s") in \(folder ?? ".")"
    if broken > 0 { header += " (\(broken) broken)" }
    if !galleryFilter.isEmpty || typingFilter { header += "  /" + galleryFilter }
    grid.write(Overlay.fit(header, columns: grid.width, glyphs: glyphs), x: 0, y: 0, style: bold)
    let width = listWidth
    let titleWidth = min(40, max(10, width / 2))
    let listed = listedEntries
    // Titles and names cut in the middle where their words meet, told apart where their cuts
    // would read the same (two `ImagesInCollection…` entries did).
    let mark: Character = glyphs == .ascii ? "~" : "…"
    let titles = StatusLine.nameCuts(
      listed.map { entries[$0].title }, columns: titleWidth - 3, ellipsis: mark)
    let names = StatusLine.nameCuts(
      listed.map { entries[$0].name }, columns: max(0, width - titleWidth - 1), ellipsis: mark)
    if listed.isEmpty && grid.height > 2 {
      grid.write(
        entries.isEmpty ? "(no .yaml, .yml, .json or .swift files)" : "(no name matches)", x: 2,
        y: 1)
    }
    for row in 0..<listRows {
      let position = galleryTop + row
      guard listed.indices.contains(position), row + 1 < grid.height else { break }
      let index = listed[position]
      let selected = index == gallerySelection
      let style = selected ? Style(attributes: .reverse) : .plain
      if selected {
        grid.fill(CellRect(x: 0, y: row + 1, width: width, height: 1), style: style)
      }
      let entry = entries[index]
      let marker = selected ? (glyphs == .ascii ? ">" : "▸") : " "
      let clip = CellRect(x: 0, y: row + 1, width: width, height: 1)
      grid.write(
        marker + " " + titles[position], x: 0,
        y: row + 1, style: style, clip: clip)
      // A broken file: its first error instead of its name.
      let detail =
        entry.errors?.first.map { "\(glyphs == .ascii ? "x" : "✗") \(Self.shortError($0))" }
        ?? names[position]
      var detailStyle = style
      if entry.errors != nil && settings.color { detailStyle.foreground = .red }
      grid.write(
        Overlay.fit(detail, columns: max(0, width - titleWidth - 1), glyphs: glyphs),
        x: titleWidth, y: row + 1, style: detailStyle, clip: clip)
    }
    if let picture = galleryPicture, picture.index == gallerySelection {
      drawPicture(picture.model, into: &grid)
    }
    if grid.height >= 2 {
      let status =
        typingFilter
        ? "filter: type a name · Enter keep · Esc clear"
        : "Enter open · j/k move · / filter · n/p in a layout: next/previous · q quit"
      let row = grid.height - 1
      grid.fill(
        CellRect(x: 0, y: row, width: grid.width, height: 1), style: Style(attributes: .reverse))
      let text = glyphs == .ascii ? status.replacing("·", with: "|") : status
      grid.write(
        Overlay.fit(text, columns: grid.width, glyphs: glyphs), x: 0, y: row,
        style: Style(attributes: .reverse))
    }
  }

  /// An error in one line: `name.yaml:3:7: message`.
  static func shortError(_ e: LayoutError) -> String {
    "\(PreviewModel.fileName(e.location)) \(e.summary)"
  }

  /// Draws a preview of the highlighted entry into `pictureArea`.
  func drawPicture(_ model: PreviewModel, into grid: inout CellGrid) {
    let area = pictureArea
    guard area.width > 0, area.height > 0 else { return }
    var picture = CellGrid(width: area.width, height: area.height)
    model.draw(into: &picture)
    for y in 0..<area.height where area.y + y < grid.height {
      for x in 0..<area.width where area.x + x < grid.width {
        grid[area.x + x, area.y + y] = picture[x, y]
      }
    }
    // A rule between the list and the picture.
    let rule: Unicode.Scalar = settings.glyphs == .ascii ? "|" : "│"
    for y in area.minY..<min(area.maxY, grid.height) {
      grid.put(rule, x: area.x - 1, y: y, style: Style(attributes: .dim))
    }
  }
}
