import BrickCore
import BrickRaster
import BrickTerminal

/// The device a layout is solved for: a preset or the file's size, its orientation and the
/// size classes the user overrode. Changing it re-solves the layout.
public struct DeviceSetup: Hashable, Sendable {
  public internal(set) var device: SimulatedDevice
  /// True while the device is the file's (a reload that changes `device` then follows it).
  var fromFile: Bool
  public internal(set) var orientation: Traits.Orientation
  public internal(set) var horizontalOverride: Traits.SizeClass?
  public internal(set) var verticalOverride: Traits.SizeClass?

  /// The device for a file and the command line (`chosen`).
  init(file spec: LayoutSpec, settings: PreviewSettings) {
    let (device, fromFile) = Self.chosen(file: spec, settings: settings)
    self.device = device
    self.fromFile = fromFile
    orientation = settings.orientation ?? device.naturalOrientation
  }

  /// The device for a file and `--device`, by the one device rule (`SimulatedDevice.chosen`):
  /// `--device`, then the file's `device`, then the default preset. A name or a file's device
  /// that is none (only a spec built in code has one: `--device` is checked, the loader checks
  /// the file) falls back to the file's device, then to the default.
  static func chosen(
    file spec: LayoutSpec, settings: PreviewSettings
  ) -> (device: SimulatedDevice, fromFile: Bool) {
    (try? SimulatedDevice.chosen(preset: settings.device, file: spec.device))
      ?? (try? SimulatedDevice.chosen(file: spec.device)) ?? (.default, true)
  }

  /// The environment for the device, orientation and overrides (`SimulatedDevice`: a size
  /// turns as a preset does).
  var environment: Environment {
    device.environment(
      orientation, horizontalSizeClass: horizontalOverride, verticalSizeClass: verticalOverride)
  }

  /// `o`: the other orientation; size classes come from the device again.
  mutating func turn() {
    orientation = orientation == .portrait ? .landscape : .portrait
    horizontalOverride = nil
    verticalOverride = nil
  }

  /// `c`: the other horizontal size class (an override until the device changes).
  mutating func toggleHorizontalSizeClass() {
    let next: Traits.SizeClass =
      environment.traits.horizontalSizeClass == .regular ? .compact : .regular
    horizontalOverride =
      device.environment(orientation).traits.horizontalSizeClass == next ? nil : next
  }

  /// `v`: the other vertical size class.
  mutating func toggleVerticalSizeClass() {
    let next: Traits.SizeClass =
      environment.traits.verticalSizeClass == .regular ? .compact : .regular
    verticalOverride = device.environment(orientation).traits.verticalSizeClass == next ? nil : next
  }

  /// `d`: the next preset, in the same orientation, without size-class overrides.
  mutating func nextDevice() {
    device = device.nextPreset
    fromFile = false
    horizontalOverride = nil
    verticalOverride = nil
  }

  /// After a reload: while the device is the file's, a new `device` in the file is followed.
  mutating func follow(file spec: LayoutSpec, settings: PreviewSettings) {
    guard fromFile else { return }
    var fileOnly = settings
    fileOnly.device = nil
    let (chosen, _) = Self.chosen(file: spec, settings: fileOnly)
    guard chosen != device else { return }
    device = chosen
    orientation = settings.orientation ?? chosen.naturalOrientation
    horizontalOverride = nil
    verticalOverride = nil
  }
}

/// How the previewer shows the device: which device (`DeviceSetup`), the zoom, the terminal's
/// size and the part of the device on screen. (Variants side by side, `=`, are the model's
/// `board`.)
public struct ViewSettings: Hashable, Sendable {
  public internal(set) var choice: DeviceSetup
  public internal(set) var zoom: Double
  public internal(set) var terminal = TerminalSize(cols: 0, rows: 0)
  /// The part of the device the terminal shows (`J`/`K`/`H`/`L` move it).
  public internal(set) var window = DeviceView()
  /// True while the zoom follows the fit rule (`fit`): the previewer was opened without
  /// `--zoom` and no `+`/`-` was pressed since (`0` fits again).
  var zoomFits: Bool
  /// True after `0`: the fit rule goes below zoom 1 so the whole device shows (until `+`/`-`).
  var fitsWhole = false
  /// The appearance `--appearance` or the `a` key chose; nil shows the layout's (its state's,
  /// else the file's `appearance`).
  public internal(set) var appearance: Appearance?

  init(file spec: LayoutSpec, settings: PreviewSettings) {
    choice = DeviceSetup(file: spec, settings: settings)
    zoom = settings.zoom.isFinite && settings.zoom > 0 ? min(settings.zoom, 16) : 1
    zoomFits = settings.fitZoom
    appearance = settings.appearance
  }

  /// Raster settings at the current zoom, in `layoutAppearance` unless one was chosen.
  func rasterOptions(_ settings: PreviewSettings, layoutAppearance: Appearance) -> RasterOptions {
    var options = RasterOptions(zoom: zoom, glyphs: settings.glyphs, color: settings.color)
    options.palette = settings.palette
    options.appearance = appearance ?? layoutAppearance
    return options
  }

  /// `+`/`-`: the next zoom step in or out (the user chose a zoom: it no longer follows the
  /// fit rule).
  mutating func stepZoom(in zoomIn: Bool) {
    let levels = PreviewSettings.zoomLevels
    zoomFits = false
    fitsWhole = false
    if zoomIn {
      zoom = levels.first(where: { $0 > zoom + 1e-9 }) ?? zoom
    } else {
      zoom = levels.last(where: { $0 < zoom - 1e-9 }) ?? zoom
    }
  }

  /// While the zoom follows the fit rule, the zoom for a device of `viewport` points
  /// (`DeviceView.fittingZoom`, docs/picture.md#viewport); nothing before the terminal has a usable
  /// size.
  mutating func fit(viewport: Size, tooSmall: Bool) {
    guard zoomFits, !tooSmall, terminal.cols > 0, terminal.rows > 0 else { return }
    zoom = DeviceView.fittingZoom(
      size: viewport, columns: terminal.cols, rows: terminal.rows - 1,
      levels: PreviewSettings.zoomLevels, whole: fitsWhole)
  }
}
