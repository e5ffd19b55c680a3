import ArgumentParser
import BrickCore

/// The values shell completions offer for options (`--generate-completion-script bash|zsh|
/// fish`, installed by scripts/install.sh): each is what the option's parser accepts, in its
/// usual spelling.
public enum Completions {
  /// `--device`: the preset names.
  public static var devices: [String] { Device.presets.map(\.name) }

  /// `--appearance`.
  public static var appearances: [String] { Appearance.allCases.map(\.rawValue) }

  /// `--orientation`.
  public static var orientations: [String] { ["portrait", "landscape"] }

  /// `--horizontal-size-class`, `--vertical-size-class`.
  public static var sizeClasses: [String] { ["compact", "regular"] }

  /// `--content-size`: the short names (`ContentSize.named` takes UIKit's too).
  public static var contentSizes: [String] { ContentSize.allCases.map(\.rawValue) }

  /// `render --matrix`: each kind of variant, and one `devices:` list per preset to start from.
  public static var matrices: [String] {
    ["orientation", "sizeClass", "appearance", "contentSize"]
      + ContentSize.allCases.map { "contentSize:\($0.rawValue)" }
      + devices.map { "devices:\($0)" }
  }
}
