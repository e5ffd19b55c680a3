import ArgumentParser
import BrickCore

/// The commands that print rather than open the terminal, for the executable's command list,
/// and the option helpers the terminal commands share with them.
///
/// The commands stay internal to this module; the executable lists them by these values.
public enum Commands {
  public static let frames: any ParsableCommand.Type = FramesCommand.self
  public static let render: any ParsableCommand.Type = RenderCommand.self
  public static let check: any ParsableCommand.Type = CheckCommand.self
  public static let diff: any ParsableCommand.Type = DiffCommand.self
  #if Importer
    public static let `import`: any ParsableCommand.Type = ImportCommand.self
  #else
    public static let `import`: any ParsableCommand.Type = ImportUnavailableCommand.self
  #endif
  public static let schema: any ParsableCommand.Type = SchemaCommand.self
  public static let bench: any ParsableCommand.Type = BenchCommand.self

  /// The device presets' names, comma-separated, for help texts.
  public static var devicePresetNames: String { ViewOptions.presetNames }

  /// The message for a `--device` that is not a preset, with the nearest preset.
  public static func unknownDevice(_ name: String) -> String { ViewOptions.unknownDevice(name) }

  /// `--orientation`'s value: `portrait` or `landscape`.
  public static func parseOrientation(_ text: String) throws -> Traits.Orientation {
    try ViewOptions.parseOrientation(text)
  }
}
