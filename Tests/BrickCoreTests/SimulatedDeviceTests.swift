import BrickCore
import Testing

/// The one device rule (`SimulatedDevice`, docs/commands.md#the-device): which device, its
/// orientation, how it turns, and the size classes asked for.
@Suite struct SimulatedDeviceTests {
  /// One choice: the command line (`preset`, `width`, `height`, `orientation`) over the file's
  /// `device`, and what it gives as `name WxH orientation h/v scale fromFile`.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: DeviceChoice?
    var preset: String? = nil
    var width: Double? = nil
    var height: Double? = nil
    var orientation: Traits.Orientation? = nil
    var expected: String
    var testDescription: String { expected }
  }

  static let cases: [Case] = [
    // Nothing asked: the default preset, portrait.
    Case(file: nil, expected: "iphone-se 320x568 portrait compact/regular 2 file"),
    // A preset turns with the orientation (its landscape size classes).
    Case(
      file: nil, orientation: .landscape,
      expected: "iphone-se 568x320 landscape compact/compact 2 file"),
    Case(
      file: .preset("iphone-16-pro-max"), orientation: .landscape,
      expected: "iphone-16-pro-max 956x440 landscape regular/compact 3 file"),
    // The command line's preset wins over the file's device.
    Case(
      file: .size(width: 500, height: 300), preset: "IPAD",
      expected: "ipad 820x1180 portrait regular/regular 2 asked"),
    // A size is in its natural orientation: portrait when width <= height.
    Case(
      file: .size(width: 320, height: 480, scale: 3),
      expected: "320x480 320x480 portrait compact/regular 3 file"),
    Case(
      file: .size(width: 500, height: 300),
      expected: "500x300 500x300 landscape compact/compact 2 file"),
    Case(
      file: .size(width: 300, height: 300),
      expected: "300x300 300x300 portrait compact/regular 2 file"),
    // A size turns as a preset does: its sides swap in the other orientation.
    Case(
      file: .size(width: 320, height: 480), orientation: .landscape,
      expected: "320x480 480x320 landscape compact/compact 2 file"),
    Case(
      file: .size(width: 500, height: 300), orientation: .portrait,
      expected: "500x300 300x500 portrait compact/regular 2 file"),
    Case(
      file: .size(width: 320, height: 480), orientation: .portrait,
      expected: "320x480 320x480 portrait compact/regular 2 file"),
    // The command line's sides: the side left out from the file's size (and its scale)...
    Case(
      file: .size(width: 300, height: 400, scale: 3), width: 200,
      expected: "200x400 200x400 portrait compact/regular 3 asked"),
    // ... else from the default preset's portrait size.
    Case(
      file: .preset("ipad"), height: 1000,
      expected: "320x1000 320x1000 portrait compact/regular 2 asked"),
    Case(
      file: nil, width: 500, height: 300, orientation: .portrait,
      expected: "500x300 300x500 portrait compact/regular 2 asked"),
    Case(
      file: nil, width: 320.5, height: 480, orientation: .landscape,
      expected: "320.5x480 480x320.5 landscape compact/compact 2 asked"),
  ]

  static func summary(_ c: Case) throws -> String {
    let (device, fromFile) = try SimulatedDevice.chosen(
      preset: c.preset, width: c.width, height: c.height, file: c.file)
    let e = device.environment(c.orientation)
    let t = e.traits
    return "\(device.name) \(NumberText.plain(e.viewport.width))x"
      + "\(NumberText.plain(e.viewport.height)) \(t.orientation.rawValue) "
      + "\(t.horizontalSizeClass.rawValue)/\(t.verticalSizeClass.rawValue) "
      + "\(NumberText.plain(e.scale)) \(fromFile ? "file" : "asked")"
  }

  @Test(arguments: cases)
  func theRuleChoosesAndTurns(_ c: Case) throws {
    #expect(try Self.summary(c) == c.expected)
  }

  /// Turning twice is where the device started, for presets and sizes alike; the size classes
  /// asked for replace the device's in either orientation.
  @Test func turningBackAndSizeClasses() throws {
    let devices: [SimulatedDevice] =
      Device.presets.map { .preset($0) } + [
        .size(Size(width: 320, height: 480), scale: 2),
        .size(Size(width: 700, height: 400), scale: 3),
      ]
    for device in devices {
      let natural = device.environment()
      let other: Traits.Orientation =
        natural.traits.orientation == .portrait ? .landscape : .portrait
      let turned = device.environment(other)
      #expect(
        turned.viewport == Size(width: natural.viewport.height, height: natural.viewport.width))
      #expect(device.environment(natural.traits.orientation) == natural)
      let asked = device.environment(
        other, horizontalSizeClass: .regular, verticalSizeClass: .compact)
      #expect(asked.viewport == turned.viewport)
      #expect(asked.traits.horizontalSizeClass == .regular)
      #expect(asked.traits.verticalSizeClass == .compact)
    }
  }

  /// What cannot be a device (only a spec built in code has one) is an error naming it.
  @Test func problemsAreNamed() {
    #expect(throws: SimulatedDevice.Problem.unknownPreset("iphone-x", fromFile: false)) {
      try SimulatedDevice.chosen(preset: "iphone-x", file: nil)
    }
    #expect(throws: SimulatedDevice.Problem.unknownPreset("pixel", fromFile: true)) {
      try SimulatedDevice.chosen(file: .preset("pixel"))
    }
    #expect(throws: SimulatedDevice.Problem.notASize(width: 0, height: 400)) {
      try SimulatedDevice.chosen(width: 200, file: .size(width: 0, height: 400))
    }
  }

  /// `d` in the previewer: the presets in order, round to the first; a size goes to the first.
  @Test func nextPresetCycles() {
    var device = SimulatedDevice.default
    var names: [String] = []
    for _ in 0...Device.presets.count {
      names.append(device.name)
      device = device.nextPreset
    }
    #expect(names == Device.presets.map(\.name) + ["iphone-se"])
    #expect(SimulatedDevice.size(Size(width: 1, height: 2), scale: 2).nextPreset == .default)
    #expect(
      SimulatedDevice.size(Size(width: 320, height: 480.5), scale: 2).displayName(times: "x")
        == "320x480.5")
  }
}
