import ArgumentParser
import BrickCore
import BrickFiles
import BrickFormat

/// `brickyard diff OLD NEW`: what moved, resized, appeared or disappeared between the frames of
/// two layout files (docs/commands.md#machine-readable-checks), exiting 1 on any change, 0 on none
/// and 2 on trouble, as diff(1) does; `brickyard diff FILE --from A --to B`: the inserts, deletes,
/// moves and updates between two data states of one file.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare the frames of two layout files, or two data states of one.",
    discussion: """
      With two files: both are solved for the same device (--device, --width/--height, or \
      OLD's) and compared at the same offset (--offset, or each of --offsets in order, \
      behaviors run as in `frames`). Items (collection contents included) are matched by id \
      and repetition index; an item moved when its displayed frame's origin changed, resized \
      when its size did. Exit status: 0 no change, 1 changes, 2 trouble (an unreadable or \
      invalid file, a bad option).

      With one file and --from/--to: states are the file's `states:` entries, matched by \
      name; `root` names the file's own root. Bricks are matched by id (repetitions as id#k). \
      A move is a brick that changed parent or left the longest run of bricks that kept their \
      order; an update is a brick whose own content or size rules changed. A state's own \
      appearance, contentSize, appear or behaviors are listed first; when they differ, both \
      states are solved and the frames that changed counted. Exit status 0.
      """)

  @Argument(help: "OLD and NEW layout files, or one file with --from/--to.", completion: .file())
  var files: [String]

  @Option(help: ArgumentHelp("The state to diff from (one file).", valueName: "name"))
  var from: String?

  @Option(help: ArgumentHelp("The state to diff to (one file).", valueName: "name"))
  var to: String?

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Option(
    name: .customLong("max-items"),
    help: ArgumentHelp(
      "Refuse to compare more items than this (both sides, every offset).", valueName: "count"))
  var maximumItems: Int = FramesCommand.defaultMaximumItems

  @OptionGroup var view: ViewOptions

  @OptionGroup var scroll: ScrollOptions

  @OptionGroup var collections: CollectionOffsetOptions

  /// The exit status of trouble (diff(1)'s convention).
  static let troubleStatus: Int32 = 2

  func validate() throws {
    if maximumItems < 1 { throw ValidationError("--max-items must be at least 1.") }
    switch (files.count, from, to) {
    case (1, .some, .some): break
    case (1, _, _):
      throw ValidationError("Give OLD and NEW files, or one file with both --from and --to.")
    case (2, nil, nil): try scroll.validate(with: view)
    case (2, _, _):
      throw ValidationError("--from/--to compare states of one file; give one file with them.")
    default:
      throw ValidationError("Give two layout files (OLD NEW), or one file with --from/--to.")
    }
  }

  func run() throws {
    if files.count == 1, let from, let to {
      // A state that is not there is trouble (2), not a change (1).
      do {
        try runStates(file: files[0], from: from, to: to)
      } catch {
        throw DiffTrouble(error)
      }
      return
    }
    let changed: Bool
    do {
      changed = try runFiles(old: files[0], new: files[1])
    } catch {
      throw DiffTrouble(error)
    }
    if changed { throw ExitCode(1) }
  }

  // MARK: - Two files

  /// Prints the frame changes; true when there are any.
  func runFiles(old oldPath: String, new newPath: String) throws -> Bool {
    let oldSpec = try loadLayoutFile(oldPath)
    let newSpec = try loadLayoutFile(newPath)
    let oldResolved = try view.resolve(oldSpec)
    let newResolved = try sameDevice(as: oldResolved).resolve(newSpec)
    try checkSize(
      [oldResolved.spec, newResolved.spec], file: newPath,
      offsets: scroll.offsets?.points.count ?? 1)
    let oldScenes = try RenderCommand.framesScenes(
      resolved: oldResolved, scroll: scroll, collections: collections)
    let newScenes = try RenderCommand.framesScenes(
      resolved: newResolved, scroll: scroll, collections: collections)
    var diffs: [FrameDiff] = []
    for (o, n) in zip(oldScenes, newScenes) {
      diffs.append(FrameDiff(old: o, new: n))
    }
    let text =
      json
      ? FrameDiff.json(diffs, old: oldPath, new: newPath, device: oldResolved.device.name)
      : FrameDiff.text(diffs, old: oldPath, new: newPath, device: oldResolved.device.displayName())
    try OutputFile.write(text + "\n", to: nil)
    return diffs.contains { !$0.isEmpty }
  }

  /// The view options with OLD's device filled in when the command line names none, so NEW is
  /// solved for the same viewport even when its file asks for another device.
  func sameDevice(as old: ViewOptions.Resolved) -> ViewOptions {
    guard view.shown.device == nil, view.width == nil, view.height == nil else { return view }
    var v = view
    if case .preset(let preset) = old.device {
      v.shown.device = preset.name
    } else {
      v.width = old.environment.viewport.width
      v.height = old.environment.viewport.height
    }
    return v
  }

  // MARK: - Two states

  func runStates(file: String, from: String, to: String) throws {
    let spec = try loadLayoutFile(file)
    let old = try Self.state(from, in: spec, file: file)
    let new = try Self.state(to, in: spec, file: file)
    try checkSize([old, new], file: file, offsets: 1)
    let diff = StateDiff(from: CompiledLayout(old), to: CompiledLayout(new))
    let settings = Self.settingChanges(from: old, to: new)
    // A state that changes how everything is measured or drawn (its content size, its
    // appearance) moves frames no id changed: say how many, from both states solved.
    var frames: FrameDiff?
    if !settings.isEmpty {
      let oldScenes = try RenderCommand.framesScenes(
        resolved: try view.resolve(old), scroll: scroll, collections: collections)
      let newScenes = try RenderCommand.framesScenes(
        resolved: try view.resolve(new), scroll: scroll, collections: collections)
      if let o = oldScenes.first, let n = newScenes.first { frames = FrameDiff(old: o, new: n) }
    }
    let text =
      json
      ? Self.json(diff, settings: settings, frames: frames, from: from, to: to)
      : Self.text(diff, settings: settings, frames: frames, from: from, to: to)
    try OutputFile.write(text + "\n", to: nil)
  }

  /// A layout-wide setting that differs between two states.
  struct SettingChange: Equatable {
    var key: String
    var from: String
    var to: String
  }

  /// The settings a state may change besides its root (docs/layout-file.md#data-states): its
  /// appearance and content size category (the environment the layout is measured and drawn in),
  /// its appear style and its behaviors.
  static func settingChanges(from old: LayoutSpec, to new: LayoutSpec) -> [SettingChange] {
    var out: [SettingChange] = []
    if old.appearance != new.appearance {
      out.append(
        SettingChange(key: "appearance", from: old.appearance.rawValue, to: new.appearance.rawValue)
      )
    }
    if old.contentSize != new.contentSize {
      out.append(
        SettingChange(
          key: "contentSize", from: old.contentSize.rawValue, to: new.contentSize.rawValue))
    }
    if old.appear != new.appear {
      out.append(SettingChange(key: "appear", from: old.appear.rawValue, to: new.appear.rawValue))
    }
    if old.behaviors != new.behaviors {
      out.append(
        SettingChange(
          key: "behaviors", from: count(old.behaviors.count, "behavior"),
          to: count(new.behaviors.count, "behavior")))
    }
    return out
  }

  static func count(_ n: Int, _ noun: String) -> String { FrameDiff.count(n, noun) }

  /// Refuses a comparison of more than `--max-items` items in all, before any is solved (two
  /// states of 10,000,000 items took 43 s and 3 GB to compare and print).
  func checkSize(_ specs: [LayoutSpec], file: String, offsets: Int) throws {
    var total = 0
    for spec in specs {
      let (sum, overflow) = total.addingReportingOverflow(LayoutLoader.itemCount(of: spec))
      total = overflow ? Int.max : sum
    }
    let (count, overflow) = total.multipliedReportingOverflow(by: max(1, offsets))
    guard overflow || count > maximumItems else { return }
    let shown = NumberText.grouped(overflow ? Int.max : count)
    throw CommandError(
      "\(file): error: the comparison covers \(shown) items, more than --max-items "
        + "\(NumberText.grouped(maximumItems))\n"
        + "  expected: --max-items \(overflow ? Int.max : count) "
        + "to compare them all")
  }

  static func state(_ name: String, in spec: LayoutSpec, file: String) throws -> LayoutSpec {
    if name == "root" { return spec }
    if let s = spec.selectingState(name) { return s }
    let names = spec.states.map(\.name)
    let known =
      names.isEmpty ? "the file has no states" : "its states are " + names.joined(separator: ", ")
    throw CommandError("\(file): error: no state named '\(name)'; \(known) (or root).")
  }

  static func text(
    _ d: StateDiff, settings: [SettingChange] = [], frames: FrameDiff? = nil, from: String,
    to: String
  ) -> String {
    var lines = ["\(from) → \(to)"]
    if d.isEmpty && settings.isEmpty { lines.append("no changes") }
    for s in settings { lines.append("\(s.key): \(s.from) → \(s.to)") }
    for (label, ids) in [
      ("inserted", d.inserted), ("deleted", d.deleted), ("moved", d.moved), ("updated", d.updated),
    ]
    where !ids.isEmpty {
      lines.append("\(label): " + ids.joined(separator: ", "))
    }
    if let frames {
      lines.append(
        frames.isEmpty
          ? "frames: no frame changes"
          : "frames: \(count(frames.resized.count, "item")) resized, "
            + "\(count(frames.moved.count, "item")) moved, "
            + "\(frames.appeared.count) appeared, \(frames.disappeared.count) disappeared")
    }
    return lines.joined(separator: "\n")
  }

  static func json(
    _ d: StateDiff, settings: [SettingChange] = [], frames: FrameDiff? = nil, from: String,
    to: String
  ) -> String {
    let escaped = JSONString.escaped
    func list(_ ids: [String]) -> String {
      "[" + ids.map { "\"\(escaped($0))\"" }.joined(separator: ", ") + "]"
    }
    let changed = settings.map {
      "{\"key\": \"\($0.key)\", \"from\": \"\(escaped($0.from))\", \"to\": \"\(escaped($0.to))\"}"
    }
    var counts = ""
    if let frames {
      counts =
        ", \"frames\": {\"resized\": \(frames.resized.count), \"moved\": \(frames.moved.count), "
        + "\"appeared\": \(frames.appeared.count), \"disappeared\": \(frames.disappeared.count)}"
    }
    return """
      {"from": "\(escaped(from))", "to": "\(escaped(to))", "inserted": \(list(d.inserted)), \
      "deleted": \(list(d.deleted)), "moved": \(list(d.moved)), "updated": \(list(d.updated)), \
      "settings": [\(changed.joined(separator: ", "))]\(counts)}
      """
  }
}
