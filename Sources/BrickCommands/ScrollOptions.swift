import ArgumentParser
import BrickCore

/// The options `frames` and `render` share beyond the view: a sequence of offsets, a proposed
/// offset for snap to point, and the time since the layout appeared.
struct ScrollOptions: ParsableArguments {
  @Option(
    name: .customLong("offsets"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Offsets applied in order after settling at 0: y1,y2,... (an item may be x:y for a "
        + "sideways scroll). Repeated options add to the list.",
      valueName: "y1,y2,..."),
    transform: OffsetList.parse)
  var offsetLists: [OffsetList] = []

  /// Every `--offsets` value, in order, or nil when none was given.
  var offsets: OffsetList? {
    offsetLists.isEmpty ? nil : OffsetList(points: offsetLists.flatMap(\.points))
  }

  @Option(
    name: .customLong("propose"), parsing: .unconditional,
    help: ArgumentHelp(
      "Where snapping would end a scroll heading for x,y (targetContentOffset).", valueName: "x,y"),
    transform: ViewOptions.parseOffset)
  var propose: Point?

  // `.unconditional`, so `--at-ms -5` reaches the check below ("0 or more") instead of
  // being taken for an option ("Missing value").
  @Option(
    name: .customLong("at-ms"), parsing: .unconditional,
    help: ArgumentHelp(
      "Show the layout as it stands this many milliseconds after it appeared: images with a later "
        + "loadDelay keep their estimate.")
  )
  var atMilliseconds: Double?

  init() {}

  /// Checks these options against the view's.
  func validate(with view: ViewOptions) throws {
    if offsets != nil && view.offset != nil {
      throw ValidationError("Give --offset or --offsets, not both.")
    }
    if let t = atMilliseconds, !(t.isFinite && t >= 0) {
      throw ValidationError("--at-ms takes a number of milliseconds, 0 or more.")
    }
  }

  var solveOptions: SolveOptions { SolveOptions(timeMilliseconds: atMilliseconds) }
}
