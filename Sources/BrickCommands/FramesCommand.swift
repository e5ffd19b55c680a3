import ArgumentParser
import BrickCore
import BrickFiles
import BrickFormat
import Foundation

/// `brickyard frames FILE`: the solved frames as JSON (docs/layout-file.md#the-frames-output), for
/// scripts and CI.
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Print the solved frames of a layout as JSON.",
    discussion: """
      Prints one JSON object: the viewport, traits, content offset and size, and every item \
      (sections included, depth-first, repetitions expanded) with its frame after behaviors and \
      its original frame. With --offsets, prints an array of such objects, one per offset, \
      applied in order to a layout first settled at offset 0 (behaviors that remember the last \
      offset see each step).
      """)

  @Argument(help: "A layout file (.yaml, .yml or .json).", completion: .file())
  var file: String

  @OptionGroup var view: ViewOptions

  @OptionGroup var collections: CollectionOffsetOptions

  @OptionGroup var scroll: ScrollOptions

  @Option(
    help: ArgumentHelp(
      "With --to: the data state changed from (root names the file's own); inserted items "
        + "carry appearFrom and deleted ones are listed in disappearing.",
      valueName: "state"))
  var from: String?

  @Option(help: ArgumentHelp("With --from: the data state shown.", valueName: "state"))
  var to: String?

  @Option(
    name: .customLong("max-items"),
    help: ArgumentHelp(
      "Refuse layouts of more items than this (each is about 300 bytes of JSON).",
      valueName: "count"))
  var maximumItems: Int = FramesCommand.defaultMaximumItems

  /// `--max-items`' default. A 10,000,000-item layout (the largest `repeat`) would print about
  /// 3 GB and take minutes; past this many items `frames` says so instead of starting.
  static let defaultMaximumItems = 1_000_000

  func validate() throws {
    if maximumItems < 1 { throw ValidationError("--max-items must be at least 1.") }
    if (from == nil) != (to == nil) { throw ValidationError("Give --from and --to together.") }
    if from != nil && (view.shown.state != nil || scroll.offsets != nil) {
      throw ValidationError(
        "--from/--to show one change at one offset: not with --state or --offsets.")
    }
    try scroll.validate(with: view)
  }

  func run() throws {
    let fileSpec = try loadLayoutFile(file)
    var resolved = try view.resolve(fileSpec)
    var oldSpec: LayoutSpec?
    if let from, let to {
      oldSpec = try Self.state(from, in: fileSpec, file: file)
      resolved.spec = try Self.state(to, in: fileSpec, file: file)
    }
    if let compositional = resolved.spec.compositional {
      try runCompositional(compositional, resolved)
      return
    }
    let each = LayoutLoader.itemCount(of: resolved.spec)
    let (count, overflow) = each.multipliedReportingOverflow(by: scroll.offsets?.points.count ?? 1)
    if overflow || count > maximumItems {
      throw CommandError(
        Self.tooManyItems(
          file: file, count: overflow ? Int.max : count, limit: maximumItems,
          offsets: scroll.offsets?.points.count))
    }
    var layout = SolvedLayout(
      CompiledLayout(resolved.spec), environment: resolved.environment,
      options: scroll.solveOptions)
    layout.solve(through: .end)

    // Streamed, every write checked: a failure is thrown by `finish` below.
    let out = OutputFile.standardOutput()
    var json = FramesJSON { try? out.write($0) }
    if let oldSpec {
      var old = SolvedLayout(
        CompiledLayout(oldSpec), environment: resolved.environment, options: scroll.solveOptions)
      old.solve(through: .end)
      var engine = BehaviorEngine(layout: old, viewport: resolved.viewport)
      engine.applyStart(oldSpec.start, explicitOffset: view.offset != nil)
      let diff = StateDiff(from: old.compiled, to: layout.compiled)
      json.transition = FramesTransition(diff: diff, oldScene: engine.scene)
    }
    if let offsets = scroll.offsets {
      var start = resolved.viewport
      start.offset = .zero
      var engine = BehaviorEngine(layout: layout, viewport: start)
      try collections.apply(to: &engine)
      json.append("[\n")
      for (k, offset) in offsets.points.enumerated() {
        engine.scroll(to: offset)
        if let propose = scroll.propose { _ = engine.targetContentOffset(proposed: propose) }
        engine.showCollections(in: Self.everything)
        json.emit(engine.scene, indent: "  ")
        json.append(k + 1 < offsets.points.count ? ",\n" : "\n")
      }
      json.append("]\n")
    } else {
      var viewport = resolved.viewport
      if let time = scroll.atMilliseconds, view.offset != nil {
        // Images that loaded above the offset by then moved it (BrickKit's adjustment).
        viewport.offset = SolvedLayout.offsetAfterLoads(
          layout.compiled, environment: resolved.environment, from: viewport.offset, at: time)
      }
      var engine = BehaviorEngine(layout: layout, viewport: viewport)
      try collections.apply(to: &engine)
      engine.applyStart(resolved.spec.start, explicitOffset: view.offset != nil)
      if let propose = scroll.propose { _ = engine.targetContentOffset(proposed: propose) }
      engine.showCollections(in: Self.everything)
      json.emit(engine.scene)
      json.append("\n")
    }
    json.flush()
    try out.finish()
  }
}

extension FramesCommand {
  /// `frames` of a compositional file: the compositional solver's elements, at each offset.
  func runCompositional(_ spec: CompositionalSpec, _ resolved: ViewOptions.Resolved) throws {
    let layout = CompositionalSolver.solve(
      spec, environment: resolved.environment,
      text: TextSettings(resolved.spec, environment: resolved.environment))
    let (count, overflow) = layout.cellCount.multipliedReportingOverflow(
      by: scroll.offsets?.points.count ?? 1)
    if overflow || count > maximumItems {
      throw CommandError(
        Self.tooManyItems(
          file: file, count: overflow ? Int.max : count, limit: maximumItems,
          offsets: scroll.offsets?.points.count))
    }
    var orthogonal: [Int: Double] = [:]
    for c in collections.collectionOffsets {
      guard let si = Self.section(named: c.selector.id, in: layout) else {
        throw ValidationError(
          "--collection-offset: no section '\(TerminalText.sanitized(c.selector.id))' in this "
            + "layout (give a section's id or index).")
      }
      orthogonal[si] = layout.scrollDirection == .vertical ? c.offset.x : c.offset.y
    }
    // Without --offset, at rest as UIKit's: above the content by the safe area's top.
    var rest = resolved.viewport
    let safe = resolved.environment.safeArea
    if view.offset == nil {
      rest.offset =
        layout.scrollDirection == .vertical
        ? Point(x: 0, y: -(rest.contentInset.top + safe.top))
        : Point(x: -(rest.contentInset.left + safe.left), y: 0)
    }
    let out = OutputFile.standardOutput()
    var json = FramesJSON { try? out.write($0) }
    if let offsets = scroll.offsets {
      json.append("[\n")
      for (k, offset) in offsets.points.enumerated() {
        var v = resolved.viewport
        v.offset = offset
        json.emit(
          layout, scroll: CompositionalScroll(viewport: v, orthogonalOffsets: orthogonal),
          indent: "  ")
        json.append(k + 1 < offsets.points.count ? ",\n" : "\n")
      }
      json.append("]\n")
    } else {
      json.emit(
        layout, scroll: CompositionalScroll(viewport: rest, orthogonalOffsets: orthogonal))
      json.append("\n")
    }
    json.flush()
    try out.finish()
  }

  /// A section by id or index.
  static func section(named name: String, in layout: CompositionalLayout) -> Int? {
    if let i = layout.sections.firstIndex(where: { $0.id == name }) { return i }
    if let i = Int(name), i >= 0, i < layout.sections.count { return i }
    return nil
  }

  /// A data state by name (`root`: the file's own), or exit 1 naming the states there are.
  static func state(_ name: String, in spec: LayoutSpec, file: String) throws -> LayoutSpec {
    if let s = spec.selectingState(name) { return s }
    let names = spec.states.map(\.name)
    let known =
      names.isEmpty ? "the file has no states" : "its states are " + names.joined(separator: ", ")
    throw CommandError(
      "\(file): error: no state named '\(TerminalText.sanitized(name))'; \(known) (or root).")
  }

  /// A rectangle holding any content: every collection is listed with its inner items.
  static let everything = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)

  /// The error for a layout over `--max-items`, in the loader's error format.
  static func tooManyItems(file: String, count: Int, limit: Int, offsets: Int? = nil) -> String {
    let megabytes = Int(min(Double(count) * 310 / 1_000_000, 1e15).rounded())
    let grouped = NumberText.grouped
    let what =
      if let offsets {
        "the layout at \(grouped(offsets)) offsets has \(grouped(count)) items in all"
      } else {
        "the layout has \(grouped(count)) items"
      }
    return "\(file): error: \(what), more than --max-items "
      + "\(grouped(limit)) (its frames would be about \(grouped(megabytes)) MB of JSON)\n"
      + "  expected: --max-items \(count) to print them all"
  }

}

/// `--offsets y1,y2,...`, where an item may be `x:y`.
struct OffsetList: Sendable {
  var points: [Point]

  /// Parses one `--offsets` value, naming the item that is wrong.
  static func parse(_ argument: String) throws -> OffsetList {
    var points: [Point] = []
    let items = argument.split(separator: ",", omittingEmptySubsequences: false)
    for (i, item) in items.enumerated() {
      let what = "--offsets value '\(argument)': item \(i + 1)"
      guard item.contains(where: { $0 != " " }) else {
        throw ValidationError(
          "\(what) is empty: write y or x:y between the commas, such as 0,120,240.")
      }
      let numbers = try ViewOptions.parseNumbers(
        String(item), what: "offset", separators: [":"], limit: Limits.maximumOffset,
        context: what)
      switch numbers.count {
      case 1: points.append(Point(x: 0, y: numbers[0]))
      case 2: points.append(Point(x: numbers[0], y: numbers[1]))
      default:
        throw ValidationError("\(what) '\(item)' is not an offset: use y or x:y.")
      }
    }
    return OffsetList(points: points)
  }
}
