import BrickCore
import BrickFormat
import BrickPreview
import BrickRaster
import BrickTerminal

/// Layout files in memory for the previewer's tests: `set` writes a new version (a new stamp),
/// `remove` deletes the file. A timeline of writes can be tied to a clock (the recording
/// backend's virtual time), so a run-loop test can edit the file "while it runs".
public final class ScriptedSource: LayoutSource, @unchecked Sendable {
  private var files: [String: (text: String, stamp: FileStamp)] = [:]
  private var version: Int64 = 0
  /// Writes applied when `clock()` reaches their time: (time, path, text or nil to delete).
  public var timeline: [(time: Double, path: String, text: String?)] = []
  public var clock: () -> Double = { 0 }
  /// How many times a file was read.
  public private(set) var reads = 0

  public init(_ files: [String: String] = [:]) {
    for (path, text) in files { set(path, text) }
  }

  public func set(_ path: String, _ text: String) {
    version += 1
    files[path] = (
      text, FileStamp(inode: UInt64(version), size: Int64(text.utf8.count), modified: version)
    )
  }

  public func remove(_ path: String) { files[path] = nil }

  /// Rewrites a file without changing its stamp: a write of the same size within the file
  /// system's timestamp tick.
  public func overwriteKeepingStamp(_ path: String, _ text: String) {
    guard let stamp = files[path]?.stamp else { return set(path, text) }
    files[path] = (text, stamp)
  }

  private func applyTimeline() {
    let now = clock()
    while let first = timeline.first, first.time <= now + 1e-9 {
      timeline.removeFirst()
      if let text = first.text {
        set(first.path, text)
      } else {
        remove(first.path)
      }
    }
  }

  public func stamp(of path: String) -> FileStamp? {
    applyTimeline()
    return files[path]?.stamp
  }

  public func read(_ path: String) -> Result<String, LayoutErrors> {
    applyTimeline()
    reads += 1
    guard let file = files[path] else {
      return .failure(
        LayoutErrors([
          LayoutError(
            kind: .unreadable, file: path, line: 0, column: 0, keyPath: "", message: "no such file")
        ]))
    }
    return .success(file.text)
  }
}

/// Building and running previews in tests.
public enum Preview {
  /// Loads YAML text; traps (a test bug) when it does not load.
  public static func spec(_ yaml: String, path: String = "test.yaml") -> LayoutSpec {
    switch LayoutLoader.load(text: yaml, sourceName: path) {
    case .success(let spec): return spec
    case .failure(let errors): fatalError("test layout does not load:\n\(errors)")
    }
  }

  /// A model at `now`, sized to a terminal.
  public static func model(
    _ yaml: String, cols: Int = 40, rows: Int = 12, settings: PreviewSettings = PreviewSettings(),
    path: String = "test.yaml", source: LayoutSource? = nil, now: Double = 0
  ) -> PreviewModel {
    var m = PreviewModel(
      path: path, spec: spec(yaml, path: path), text: yaml, settings: settings, now: now,
      source: source)
    m.resize(TerminalSize(cols: cols, rows: rows), now: now)
    return m
  }

  /// The model drawn on a grid of its terminal's size, as text lines (trailing spaces trimmed).
  public static func screen(_ model: PreviewModel) -> [String] {
    var grid = CellGrid(width: model.display.terminal.cols, height: model.display.terminal.rows)
    model.draw(into: &grid)
    return grid.textLines(trimmingTrailingSpaces: true)
  }

  public static func grid(_ model: PreviewModel) -> CellGrid {
    var grid = CellGrid(width: model.display.terminal.cols, height: model.display.terminal.rows)
    model.draw(into: &grid)
    return grid
  }

  /// Ticks the model at every due time up to `time`.
  public static func advance(
    _ model: inout PreviewModel, to time: Double, source: LayoutSource? = nil
  ) {
    var now = model.clock
    var guardCount = 0
    while let due = model.nextTick(now: now), due <= time, guardCount < 10_000 {
      now = max(now, due)
      _ = model.tick(now: now, source: source)
      guardCount += 1
    }
    _ = model.tick(now: time, source: source)
  }

  public static func key(_ c: Character) -> InputEvent { .key(.char(c)) }
}

extension PreviewModel {
  /// The item of a key (`row#3`).
  public func item(_ key: String) -> Int? { ItemKeys.item(forKey: key, in: engine.layout.compiled) }
  /// The displayed frame of a key's item.
  public func frame(_ key: String) -> Rect? {
    item(key).map { engine.scene.attributes(of: $0).frame }
  }
}

/// Small layouts for the tests.
public enum TestFiles {
  /// 160 × 96 points: 20 × 6 cells at zoom 1; five 32-point rows (two cells each) of labels.
  public static let small = """
    title: Small
    device: {width: 160, height: 96}
    root:
      bricks:
        - {type: label, id: a, height: 32, text: "Alpha"}
        - {type: label, id: b, width: "1/2", height: 32, text: "Bravo"}
        - {type: label, id: c, width: "1/2", height: 32, text: "Charlie"}
        - {type: label, id: d, height: 32, text: "Delta"}
        - {type: label, id: e, height: 32, text: "Echo"}
        - {type: label, id: f, height: 32, text: "Foxtrot"}
    """

  /// A long list: 40 rows of 50 points, snapping rows to the top.
  public static let snapping = """
    title: Snap
    device: {width: 160, height: 160}
    root:
      bricks:
        - {type: label, id: row, height: 50, text: "Row {index}", repeat: 40}
    behaviors:
      - {type: snapToPoint, position: top}
    """

  /// Size-class and orientation rules.
  public static let traits = """
    title: Traits
    device: iphone-se
    root:
      bricks:
        - id: box
          type: label
          text: box
          width: {horizontalSizeClass: {regular: "1/2", compact: "fill"}}
          height: {orientation: {landscape: 100, portrait: 50}}
        - id: tall
          type: label
          text: tall
          height: {verticalSizeClass: {regular: 80, compact: 40}}
        - {type: label, id: rest, text: "rest {index}", height: 60, repeat: 20}
    """

  /// Two data states: two bricks inserted in the middle, one updated, appearing from the top.
  public static let states = """
    title: States
    device: {width: 160, height: 160}
    appear: top
    root:
      bricks:
        - {type: label, id: header, height: 32, text: "Inbox"}
        - {type: label, id: message, height: 32, text: "Message {index}", repeat: 2}
    states:
      - name: before
        root:
          bricks:
            - {type: label, id: header, height: 32, text: "Inbox"}
            - {type: label, id: message, height: 32, text: "Message {index}", repeat: 2}
      - name: after
        root:
          bricks:
            - {type: label, id: header, height: 32, text: "Inbox (2)"}
            - {type: label, id: fresh, height: 32, text: "New {index}", repeat: 2}
            - {type: label, id: message, height: 32, text: "Message {index}", repeat: 2}
    """

  /// An image that loads after 800 ms between two fixed bricks.
  public static let asyncImage = """
    title: Async
    device: {width: 160, height: 96}
    root:
      bricks:
        - {type: label, id: top, height: 200, text: "Top"}
        - {type: image, id: photo, src: p.jpg, aspect: 1, loadDelay: 800}
        - {type: label, id: below, height: 40, text: "Below"}
        - {type: label, id: tail, height: 400, text: "Tail"}
    """

  /// A horizontal collection under a title.
  public static let collection = """
    title: Carousel
    device: {width: 160, height: 160}
    root:
      bricks:
        - {type: label, id: title, height: 32, text: "Photos"}
        - type: collection
          id: carousel
          scrollDirection: horizontal
          section:
            inset: 8
            bricks:
              - {type: image, id: photo, width: 64, height: 64, src: "p{index}.jpg", repeat: 10}
    """

  public static let empty = """
    title: Empty
    root: {bricks: []}
    """

  /// A sticky header over 30 labels whose width follows the orientation (the variant board).
  public static let variants = """
    root:
      bricks:
        - {id: header, type: label, text: Header, height: {fixed: 48}}
        - type: label
          text: "Row {index} with text long enough to wrap on a phone in portrait"
          repeat: 30
          width: {orientation: {portrait: {ratio: 1}, landscape: {ratio: 0.5}}}
    behaviors:
      - {type: sticky, bricks: [header]}
    """
}
