/// A simulated device: its portrait size in points and its size classes in each orientation.
public struct Device: Hashable, Sendable {
  public var name: String
  public var displayName: String
  /// Width and height in portrait, in points.
  public var portraitSize: Size
  public var portraitHorizontal: Traits.SizeClass
  public var portraitVertical: Traits.SizeClass
  public var landscapeHorizontal: Traits.SizeClass
  public var landscapeVertical: Traits.SizeClass
  /// Pixels per point (UIScreen's scale): text heights are rounded up to this grid.
  public var scale: Double
  /// The published safe-area insets in portrait and in landscape (left is leading).
  public var portraitSafeArea: EdgeInsets
  public var landscapeSafeArea: EdgeInsets

  public init(
    name: String, displayName: String, portraitSize: Size,
    portrait: (Traits.SizeClass, Traits.SizeClass), landscape: (Traits.SizeClass, Traits.SizeClass),
    scale: Double = 2, safeArea: (portrait: EdgeInsets, landscape: EdgeInsets) = (.zero, .zero)
  ) {
    self.scale = scale
    portraitSafeArea = safeArea.portrait
    landscapeSafeArea = safeArea.landscape
    self.name = name
    self.displayName = displayName
    self.portraitSize = portraitSize
    portraitHorizontal = portrait.0
    portraitVertical = portrait.1
    landscapeHorizontal = landscape.0
    landscapeVertical = landscape.1
  }

  public static func == (a: Device, b: Device) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The environment this device gives in an orientation.
  public func environment(_ orientation: Traits.Orientation) -> Environment {
    let size =
      orientation == .portrait
      ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    let traits =
      orientation == .portrait
      ? Traits(
        orientation: .portrait, horizontalSizeClass: portraitHorizontal,
        verticalSizeClass: portraitVertical)
      : Traits(
        orientation: .landscape, horizontalSizeClass: landscapeHorizontal,
        verticalSizeClass: landscapeVertical)
    return Environment(
      viewport: size, traits: traits, scale: scale,
      safeArea: orientation == .portrait ? portraitSafeArea : landscapeSafeArea)
  }

  /// The presets, in the order the previewer's `d` key cycles through them. Sizes and size
  /// classes are Apple's published values.
  public static let presets: [Device] = [
    Device(
      name: "iphone-se", displayName: "iPhone SE (1st gen)",
      portraitSize: Size(width: 320, height: 568),
      portrait: (.compact, .regular), landscape: (.compact, .compact),
      safeArea: (EdgeInsets(top: 20), .zero)),
    Device(
      name: "iphone-se3", displayName: "iPhone SE (3rd gen)",
      portraitSize: Size(width: 375, height: 667),
      portrait: (.compact, .regular), landscape: (.compact, .compact),
      safeArea: (EdgeInsets(top: 20), .zero)),
    Device(
      name: "iphone-16", displayName: "iPhone 16", portraitSize: Size(width: 393, height: 852),
      portrait: (.compact, .regular), landscape: (.compact, .compact), scale: 3,
      safeArea: (
        EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59)
      )),
    Device(
      name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max",
      portraitSize: Size(width: 440, height: 956),
      portrait: (.compact, .regular), landscape: (.regular, .compact), scale: 3,
      safeArea: (
        EdgeInsets(top: 62, bottom: 34), EdgeInsets(left: 62, bottom: 21, right: 62)
      )),
    Device(
      name: "ipad", displayName: "iPad (10th gen)", portraitSize: Size(width: 820, height: 1180),
      portrait: (.regular, .regular), landscape: (.regular, .regular),
      safeArea: (EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))),
    Device(
      name: "ipad-pro-13", displayName: "iPad Pro 13-inch",
      portraitSize: Size(width: 1032, height: 1376),
      portrait: (.regular, .regular), landscape: (.regular, .regular),
      safeArea: (EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))),
  ]

  public static let `default` = presets[0]

  /// The preset with this name (case-insensitive), or nil.
  public static func preset(named name: String) -> Device? {
    let lower = name.lowercased()
    return presets.first { $0.name == lower }
  }
}

/// What a solve depends on besides the spec: the viewport and the device traits.
public struct Environment: Hashable, Sendable {
  public var viewport: Size
  public var traits: Traits
  /// The device's pixels per point (UIKit's displayScale trait): 2 unless a device says 3.
  public var scale: Double
  /// The safe-area insets (left is leading). Compositional layouts inset their container by
  /// them across the scroll axis; BrickKit layouts ignore them.
  public var safeArea: EdgeInsets
  public init(viewport: Size, traits: Traits, scale: Double = 2, safeArea: EdgeInsets = .zero) {
    self.viewport = viewport
    self.traits = traits
    self.scale = scale
    self.safeArea = safeArea
  }

  /// A viewport of this size; portrait when width <= height, compact/regular size classes
  /// unless given.
  public init(
    width: Double, height: Double, horizontalSizeClass: Traits.SizeClass? = nil,
    verticalSizeClass: Traits.SizeClass? = nil, orientation: Traits.Orientation? = nil,
    scale: Double = 2
  ) {
    self.scale = scale
    self.safeArea = .zero
    let o = orientation ?? (width <= height ? .portrait : .landscape)
    self.viewport = Size(width: width, height: height)
    self.traits = Traits(
      orientation: o, horizontalSizeClass: horizontalSizeClass ?? .compact,
      verticalSizeClass: verticalSizeClass ?? (o == .portrait ? .regular : .compact))
  }
}
