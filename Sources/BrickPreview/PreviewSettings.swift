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
