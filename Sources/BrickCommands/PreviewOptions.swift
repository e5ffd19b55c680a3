import ArgumentParser
import BrickCore

/// The previewer's options, declared once: the device and its orientation, the data state,
/// the appearance and the text options. `preview` and `record` take them as they are; `frames`,
/// `render`, `diff` and `bench` take them inside `ViewOptions`, which adds the sides, the size
/// classes, the offset and the insets. The device they name is chosen and turned by
/// `SimulatedDevice` (docs/commands.md#the-device).
public struct PreviewOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A device preset (default: the file's `device`, else iphone-se).",
      discussion: "One of: \(ViewOptions.presetNames).", valueName: "name"),
    completion: .list(Completions.devices))
  public var device: String?

  @Option(
    help: ArgumentHelp(
      "portrait or landscape (default: the device's own: portrait for a preset, and for a size "
        + "when width <= height); the other turns the device, swapping its width and height.",
      valueName: "portrait|landscape"),
    completion: .list(Completions.orientations),
    transform: ViewOptions.parseOrientation)
  public var orientation: Traits.Orientation?

  @Option(
    help: ArgumentHelp(
      "The data state to show (a name from the file's `states`).", valueName: "name"))
  public var state: String?

  @Option(
    help: ArgumentHelp(
      "light or dark (default: the state's or the file's `appearance`, else light).",
      valueName: "light|dark"),
    completion: .list(Completions.appearances),
    transform: ViewOptions.parseAppearance)
  public var appearance: Appearance?

  @OptionGroup public var text: TextOptions

  public init() {}

  public func validate() throws {
    if let device, Device.preset(named: device) == nil {
      throw ValidationError(ViewOptions.unknownDevice(device))
    }
  }
}
