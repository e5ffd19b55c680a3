/// The device a layout is shown on: a preset or a size in points. Every command (`frames`,
/// `render`, `diff`, `bench`, `check`) and the previewer choose it and turn it by the one rule
/// here ([The device](../../../docs/commands.md#the-device)):
///
/// 1. Which device: the command line's preset (`--device`), else its sides (`--width`,
///    `--height`; a side left out comes from the file's size, else from the default preset's
///    portrait size), else the file's `device`, else the default preset (`iphone-se`).
/// 2. Its orientation: the one asked for, else the device's natural one (a preset's is
///    portrait; a size's is portrait when its width is at most its height).
/// 3. A device turns: in the orientation other than its natural one its width and height swap,
///    for a size as for a preset (whose size classes and safe area are then its landscape
///    ones). A size's size classes are compact across, and regular down in portrait.
/// 4. Size classes asked for replace the device's.
public enum SimulatedDevice: Hashable, Sendable {
  /// A preset (one of `Device.presets`).
  case preset(Device)
  /// A size in points, as given (in its natural orientation), and its pixel scale.
  case size(Size, scale: Double)

  /// Why a device cannot be chosen: a preset name that is not one, or a file's size that is
  /// not positive (the loader rejects both in a file; a spec built in code may have them).
  public enum Problem: Error, Hashable, Sendable {
    /// The name and whether it was the file's (else the command line's).
    case unknownPreset(String, fromFile: Bool)
    case notASize(width: Double, height: Double)
  }

  /// The default device: the first preset.
  public static let `default` = SimulatedDevice.preset(Device.default)

  /// Rule 1: the device for the command line's `preset` or sides (`width`, `height`) and the
  /// file's `device`. `fromFile` is true when the command line chose nothing (the previewer
  /// then follows a change of the file's `device` on reload).
  public static func chosen(
    preset: String? = nil, width: Double? = nil, height: Double? = nil, file: DeviceChoice?
  ) throws(Problem) -> (device: SimulatedDevice, fromFile: Bool) {
    if let preset {
      guard let device = Device.preset(named: preset) else {
        throw .unknownPreset(preset, fromFile: false)
      }
      return (.preset(device), false)
    }
    let fileSize = try Self.size(of: file)
    if width != nil || height != nil {
      let base = fileSize?.size ?? Device.default.portraitSize
      let size = Size(width: width ?? base.width, height: height ?? base.height)
      return (.size(size, scale: fileSize?.scale ?? 2), false)
    }
    if let fileSize { return (.size(fileSize.size, scale: fileSize.scale), true) }
    if case .preset(let name)? = file {
      guard let device = Device.preset(named: name) else {
        throw .unknownPreset(name, fromFile: true)
      }
      return (.preset(device), true)
    }
    return (.default, true)
  }

  /// The file's device when it is a size (checked: finite and above 0).
  private static func size(of file: DeviceChoice?) throws(Problem) -> (size: Size, scale: Double)? {
    guard case .size(let w, let h, let scale)? = file else { return nil }
    guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw .notASize(width: w, height: h) }
    return (Size(width: w, height: h), scale)
  }

  /// Rule 2: the orientation the device is in when none is asked for.
  public var naturalOrientation: Traits.Orientation {
    switch self {
    case .preset: .portrait
    case .size(let s, _): s.width <= s.height ? .portrait : .landscape
    }
  }

  /// Rules 2 to 4: the environment in `orientation` (nil: the natural one), with the size
  /// classes asked for over the device's.
  public func environment(
    _ orientation: Traits.Orientation? = nil, horizontalSizeClass: Traits.SizeClass? = nil,
    verticalSizeClass: Traits.SizeClass? = nil
  ) -> Environment {
    let orientation = orientation ?? naturalOrientation
    var environment: Environment
    switch self {
    case .preset(let device):
      environment = device.environment(orientation)
    case .size(let s, let scale):
      let turned = orientation != naturalOrientation
      environment = Environment(
        width: turned ? s.height : s.width, height: turned ? s.width : s.height,
        orientation: orientation, scale: scale)
    }
    if let horizontalSizeClass { environment.traits.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { environment.traits.verticalSizeClass = verticalSizeClass }
    return environment
  }

  /// The preset's name (`iphone-se`) or the size as given (`320x480`).
  public var name: String {
    switch self {
    case .preset(let device): device.name
    case .size(let s, _): "\(NumberText.plain(s.width))x\(NumberText.plain(s.height))"
    }
  }

  /// The preset's display name (`iPhone SE (1st gen)`) or the size as given, its sides
  /// joined by `times` (`320×480`).
  public func displayName(times: String = "×") -> String {
    switch self {
    case .preset(let device): device.displayName
    case .size(let s, _): "\(NumberText.plain(s.width))\(times)\(NumberText.plain(s.height))"
    }
  }

  /// The next preset, in `Device.presets`' order (the previewer's `d`); a size goes to the
  /// first preset.
  public var nextPreset: SimulatedDevice {
    guard case .preset(let device) = self,
      let i = Device.presets.firstIndex(of: device)
    else { return .default }
    return .preset(Device.presets[(i + 1) % Device.presets.count])
  }
}
