import ArgumentParser
import BrickCore

/// The viewport options of `frames`, `render`, `diff` and `bench` (docs/commands.md): the
/// previewer's options (`PreviewOptions`: device, orientation, state, appearance, text), and the
/// device's sides, its size classes, the scroll offset, the content inset and the safe area.
///
/// `resolve(_:)` turns them, with the layout file's own `device`, into what a solve and a scene
/// need. Negative numbers work both as `--offset -50` and `--offset=-50`.
struct ViewOptions: ParsableArguments {
  @OptionGroup var shown: PreviewOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The device's width in points (instead of --device).", valueName: "points"),
    transform: { try ViewOptions.parseSide($0, name: "--width") })
  var width: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The device's height in points (instead of --device).", valueName: "points"),
    transform: { try ViewOptions.parseSide($0, name: "--height") })
  var height: Double?

  @Option(
    help: sizeClassHelp, completion: .list(Completions.sizeClasses),
    transform: ViewOptions.parseSizeClass)
  var horizontalSizeClass: Traits.SizeClass?

  @Option(
    help: sizeClassHelp, completion: .list(Completions.sizeClasses),
    transform: ViewOptions.parseSizeClass)
  var verticalSizeClass: Traits.SizeClass?

  /// The help of both size-class options.
  static let sizeClassHelp = ArgumentHelp(
    "compact or regular (default: from the device).", valueName: "compact|regular")

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The scroll offset: Y, or x,y.", valueName: "y|x,y"),
    transform: ViewOptions.parseOffset)
  var offset: Point?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The scroll view's content inset: top,left,bottom,right (or one number for all four).",
      valueName: "t,l,b,r"),
    transform: ViewOptions.parseInsets)
  var contentInset: EdgeInsets?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The device's safe-area insets: top,left,bottom,right (or one number); compositional "
        + "layouts inset their container by them (default: the preset's published ones).",
      valueName: "t,l,b,r"),
    transform: ViewOptions.parseInsets)
  var safeArea: EdgeInsets?

  init() {}

  /// What the options resolve to for one layout file.
  struct Resolved: Sendable {
    /// The spec with the chosen data state's root in place (and `--appearance`'s appearance).
    var spec: LayoutSpec
    var environment: Environment
    /// Offset, size (the environment's viewport) and content inset.
    var viewport: Viewport
    /// The device chosen: its `name` is the preset's (`iphone-se`) or the size (`320x480`),
    /// its `displayName()` the preset's (`iPhone SE (1st gen)`) or the size (`320×480`).
    var device: SimulatedDevice
  }

  func validate() throws {
    if shown.device != nil && (width != nil || height != nil) {
      throw ValidationError("Use --device or --width/--height, not both.")
    }
    try shown.validate()
  }

  /// The environment, viewport and device for a layout file, by the one device rule
  /// (`SimulatedDevice`, docs/commands.md#the-device): `--device` or `--width`/`--height`,
  /// else the file's `device`, else the default preset; turned by `--orientation` (a size as a
  /// preset: its sides swap in the orientation other than its natural one); the size classes
  /// and safe area asked for over the device's.
  func resolve(_ fileSpec: LayoutSpec) throws -> Resolved {
    try validate()
    var spec = fileSpec
    if let state = shown.state {
      guard let chosen = fileSpec.selectingState(state) else {
        let names = fileSpec.states.map(\.name)
        throw ValidationError(
          names.isEmpty
            ? "--state \(state): the file has no states."
            : "--state \(state): no such state; the file has \(names.joined(separator: ", ")).")
      }
      spec = chosen
    }
    if let appearance = shown.appearance { spec.appearance = appearance }
    spec = try shown.text.overrides().applied(to: spec)

    let device: SimulatedDevice
    do {
      device = try SimulatedDevice.chosen(
        preset: shown.device, width: width, height: height, file: fileSpec.device
      ).device
    } catch .unknownPreset(let name, let fromFile) {
      throw ValidationError((fromFile ? "The file's " : "") + Self.unknownDevice(name))
    } catch .notASize(let w, let h) {
      throw ValidationError("The file's device size \(w)x\(h) is not a positive size.")
    }
    var environment = device.environment(
      shown.orientation, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass)
    if let safeArea { environment.safeArea = safeArea }

    let viewport = Viewport(
      offset: offset ?? .zero, size: environment.viewport, contentInset: contentInset ?? .zero)
    return Resolved(spec: spec, environment: environment, viewport: viewport, device: device)
  }

  // MARK: - Parsing values

  static var presetNames: String { Device.presets.map(\.name).joined(separator: ", ") }

  static func unknownDevice(_ name: String) -> String {
    let lower = name.lowercased()
    let near = Device.presets.map(\.name).min { editDistance($0, lower) < editDistance($1, lower) }
    if name.allSatisfy({ $0 == " " }) {
      return "the device name is empty. Presets: \(presetNames)."
    }
    var message = "device '\(TerminalText.sanitized(name))' is not a preset"
    if let near, editDistance(near, lower) <= max(2, lower.count / 3) {
      message += "; did you mean '\(near)'?"
    } else {
      message += "."
    }
    return message + " Presets: \(presetNames)."
  }

  static func parseOrientation(_ s: String) throws -> Traits.Orientation {
    guard let o = Traits.Orientation(rawValue: s.lowercased()) else {
      throw ValidationError("'\(s)' is not an orientation: use portrait or landscape.")
    }
    return o
  }

  static func parseAppearance(_ s: String) throws -> Appearance {
    guard let a = Appearance(rawValue: s.lowercased()) else {
      throw ValidationError("'\(s)' is not an appearance: use light or dark.")
    }
    return a
  }

  static func parseSizeClass(_ s: String) throws -> Traits.SizeClass {
    guard let c = Traits.SizeClass(rawValue: s.lowercased()) else {
      throw ValidationError("'\(s)' is not a size class: use compact or regular.")
    }
    return c
  }

  /// A device side in points: above 0 and at most `Limits.maximumDeviceSide`.
  static func parseSide(_ s: String, name: String) throws -> Double {
    let limit = Limits.maximumDeviceSide
    guard let v = Double(Substring(s).trimmingSpaces), v.isFinite, v > 0, v <= limit else {
      throw ValidationError(
        "\(name) must be a number of points above 0 and at most \(NumberText.plain(limit)), "
          + "not '\(s)'.")
    }
    return v
  }

  /// `Y` or `x,y` (also `x:y`).
  static func parseOffset(_ s: String) throws -> Point {
    let numbers = try parseNumbers(
      s, what: "offset", separators: [",", ":"], limit: Limits.maximumOffset)
    switch numbers.count {
    case 1: return Point(x: 0, y: numbers[0])
    case 2: return Point(x: numbers[0], y: numbers[1])
    default: throw ValidationError("'\(s)' is not an offset: use Y or x,y.")
    }
  }

  /// `top,left,bottom,right`, or one number for all four sides.
  static func parseInsets(_ s: String) throws -> EdgeInsets {
    let n = try parseNumbers(s, what: "content inset", separators: [","])
    switch n.count {
    case 1: return EdgeInsets(all: n[0])
    case 4: return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    default: throw ValidationError("'\(s)' is not a content inset: use top,left,bottom,right.")
    }
  }

  /// Numbers separated by `separators`, each finite and of magnitude at most `limit`.
  static func parseNumbers(
    _ s: String, what: String, separators: Set<Character>,
    limit: Double = Limits.maximumMagnitude, context: String? = nil
  ) throws -> [Double] {
    let parts = s.split(omittingEmptySubsequences: false) { separators.contains($0) }
    let prefix = context ?? "'\(s)' is not a valid \(what)"
    return try parts.enumerated().map { (i, part) in
      let trimmed = part.trimmingSpaces
      guard !trimmed.isEmpty else {
        let which = context == nil ? "item \(i + 1)" : "a number"
        throw ValidationError(
          "\(prefix): \(which) is empty (write numbers between the separators, such as 0,120).")
      }
      guard let v = Double(trimmed), v.isFinite else {
        throw ValidationError("\(prefix): '\(trimmed)' is not a number.")
      }
      guard abs(v) <= limit else {
        throw ValidationError(
          "\(prefix): \(trimmed) is outside the supported range "
            + "-\(NumberText.plain(limit)) to \(NumberText.plain(limit)).")
      }
      return v
    }
  }

  /// Levenshtein distance, for "did you mean".
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}

extension Substring {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return s
  }
}
