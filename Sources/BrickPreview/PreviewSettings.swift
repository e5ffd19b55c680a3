import BrickCore
import BrickRaster

/// How a preview starts: the command line's choices (`--device`, `--orientation`, `--zoom`,
/// `--ascii`, `--state`); nil means "from the layout file".
public struct PreviewSettings: Hashable, Sendable {
  /// A device preset name; nil takes the file's `device` (or the default preset).
  public var device: String?
  public var orientation: Traits.Orientation?
  public var zoom: Double
  public var glyphs: RasterOptions.Glyphs
  /// The data state to start in (a name from the file's `states`).
  public var state: String?
  /// Whether to draw colours (the backend drops them on a monochrome terminal anyway).
  public var color: Bool
  /// The colours named backgrounds may use: `.xterm256` gives every named colour its own
  /// (the backend falls back to the nearest of 16 when the terminal has fewer).
  public var palette: RasterOptions.Palette = .ansi16
  /// `--appearance`: light or dark over the file's `appearance` (nil: the file's).
  public var appearance: Appearance?
  /// When true, the zoom follows the fit rule (`DeviceView.fittingZoom`): the largest level at
  /// which the whole device fits the terminal, not below 1 (`brickyard preview` without
  /// `--zoom`), until `+`/`-` choose one.
  public var fitZoom: Bool
  /// Seconds between polls of the file (`FileWatch.interval`). `brickyard preview` asks for
  /// 25 ms, used only where the kernel cannot watch the file's folder (`watchesFiles`); where
  /// it can, a save is read as soon as it is made (issue 36: within a frame) and the polls
  /// back the watch up every `FileChanges.fallbackInterval`. Only a broken save waits, for
  /// `FileWatch.errorDelay`.
  public var pollInterval: Double = 0.2
  /// When true, the kernel tells the previewer when the file's folder changes (`FileChanges`:
  /// inotify, kqueue), so a save shows within a frame; the polls every `pollInterval` then
  /// only back it up, at least `FileChanges.fallbackInterval` apart.
  public var watchesFiles = false
  /// `--content-size`, `--text-metrics` and `--font` (the `t`/`T` keys change the size).
  public var text = TextOverrides()

  public init(
    device: String? = nil, orientation: Traits.Orientation? = nil, zoom: Double = 1,
    glyphs: RasterOptions.Glyphs = .unicode, state: String? = nil, color: Bool = true,
    fitZoom: Bool = false
  ) {
    self.fitZoom = fitZoom
    self.device = device
    self.orientation = orientation
    self.zoom = zoom
    self.glyphs = glyphs
    self.state = state
    self.color = color
  }

  /// The zoom steps `+` and `-` move through.
  public static let zoomLevels: [Double] = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]
}

/// The simulated device: a preset (cycled with `d`) or the size a file asked for.
public enum DeviceSelection: Hashable, Sendable {
  /// An index into `Device.presets`.
  case preset(Int)
  /// A size in points, as the file gave it (its natural orientation: portrait when w <= h).
  case custom(Size, scale: Double = 2)

  /// The device for a file and the command line: `--device`, then the file's `device`, then
  /// the default preset. Unknown names fall back to the default.
  static func initial(
    file: LayoutSpec, settings: PreviewSettings
  ) -> (
    DeviceSelection, fromFile: Bool
  ) {
    if let name = settings.device,
      let i = Device.presets.firstIndex(where: { $0.name == name.lowercased() })
    {
      return (.preset(i), false)
    }
    switch file.device {
    case .preset(let name)?:
      if let i = Device.presets.firstIndex(where: { $0.name == name.lowercased() }) {
        return (.preset(i), true)
      }
    case .size(let w, let h, let scale)?:
      if w.isFinite, h.isFinite, w > 0, h > 0 {
        return (.custom(Size(width: w, height: h), scale: scale), true)
      }
    case nil:
      break
    }
    return (.preset(0), true)
  }

  /// The orientation the device starts in when none is asked for.
  var naturalOrientation: Traits.Orientation {
    switch self {
    case .preset: .portrait
    case .custom(let s, _): s.width <= s.height ? .portrait : .landscape
    }
  }

  /// The next preset (`d`): a custom size goes to the first preset.
  var next: DeviceSelection {
    switch self {
    case .preset(let i): .preset((i + 1) % Device.presets.count)
    case .custom: .preset(0)
    }
  }

  /// The environment in an orientation, before size-class overrides. A custom size turns like a
  /// device: its sides swap when the orientation is not its natural one.
  func environment(_ orientation: Traits.Orientation) -> Environment {
    switch self {
    case .preset(let i):
      return Device.presets[min(max(i, 0), Device.presets.count - 1)].environment(orientation)
    case .custom(let s, let scale):
      let turned = orientation != naturalOrientation
      return Environment(
        width: turned ? s.height : s.width, height: turned ? s.width : s.height,
        orientation: orientation, scale: scale)
    }
  }

  /// `iPhone SE (1st gen)`, or `320×480` for a custom size.
  func displayName(glyphs: RasterOptions.Glyphs) -> String {
    switch self {
    case .preset(let i):
      return Device.presets[min(max(i, 0), Device.presets.count - 1)].displayName
    case .custom(let s, _):
      let times = glyphs == .ascii ? "x" : "×"
      return "\(StatusLine.number(s.width))\(times)\(StatusLine.number(s.height))"
    }
  }
}
