import ArgumentParser
import BrickCore
import BrickTestSupport
import Testing

@testable import BrickCommands

/// `render`'s options and output, fed a spec directly (no file loading).
@Suite struct RenderCommandTests {
  static let spec = TestLayouts.spec(
    [
      .label("first", height: .fixed(50), text: "BRICK 1"),
      .label("half", width: .ratio(0.5), height: .fixed(50), text: "1/2 BRICK", repeat: 2),
    ], inset: 10, edgeInsets: EdgeInsets(all: 20))

  @Test func negativeOffsetsParseBothWays() throws {
    let spaced = try RenderCommand.parse(["f.yaml", "--offset", "-50"])
    let joined = try RenderCommand.parse(["f.yaml", "--offset=-50"])
    let pair = try RenderCommand.parse(["f.yaml", "--offset", "-3,-40.5"])
    #expect(spaced.view.offset == Point(x: 0, y: -50))
    #expect(joined.view.offset == Point(x: 0, y: -50))
    #expect(pair.view.offset == Point(x: -3, y: -40.5))
    let inset = try RenderCommand.parse(["f.yaml", "--content-inset", "-10,0,5,0"])
    #expect(inset.view.contentInset == EdgeInsets(top: -10, left: 0, bottom: 5, right: 0))
  }

  /// A bad option value and (part of) the message that refuses it.
  static let badValues: [([String], String)] = [
    (["--offset", "1,2,3"], "'1,2,3' is not an offset: use Y or x,y."),
    (["--offset", "down"], "'down' is not a valid offset: 'down' is not a number."),
    (["--device", "iphone-7"], "device 'iphone-7' is not a preset; did you mean 'iphone-se'?"),
    (["--device", "ipad", "--width", "100"], "Use --device or --width/--height, not both."),
    (
      ["--width", "-1", "--height", "100"],
      "--width must be a number of points above 0 and at most 20000, not '-1'."
    ),
    (
      ["--orientation", "sideways"], "'sideways' is not an orientation: use portrait or landscape."
    ),
    (["--zoom", "0"], "--zoom must be a number from 0.125 to 16, not 0.0."),
    (["--color", "sometimes"], "Please provide one of 'auto', 'always' or 'never'."),
  ]

  @Test(arguments: badValues)
  func badValuesAreRejected(_ arguments: [String], message: String) {
    #expect(parseMessage(RenderCommand.self, ["f.yaml"] + arguments)?.contains(message) == true)
  }

  @Test func unknownDevicesGetTheNearestPreset() {
    #expect(ViewOptions.unknownDevice("iphone-s").contains("did you mean 'iphone-se'"))
  }

  @Test func devicesOrientationsAndSizeClasses() throws {
    let landscape = try RenderCommand.parse([
      "f", "--device", "iphone-se", "--orientation", "landscape",
    ]).view.resolve(Self.spec)
    #expect(landscape.environment.viewport == Size(width: 568, height: 320))
    #expect(
      landscape.environment.traits
        == Traits(
          orientation: .landscape, horizontalSizeClass: .compact, verticalSizeClass: .compact))
    #expect(landscape.device.name == "iphone-se")

    let custom = try RenderCommand.parse([
      "f", "--width", "500", "--height", "300", "--horizontal-size-class", "regular",
    ]).view.resolve(Self.spec)
    #expect(custom.environment.viewport == Size(width: 500, height: 300))
    #expect(
      custom.environment.traits
        == Traits(
          orientation: .landscape, horizontalSizeClass: .regular, verticalSizeClass: .compact))
    #expect(custom.device.name == "500x300")

    var fromFile = Self.spec
    fromFile.device = .preset("ipad")
    let ipad = try RenderCommand.parse(["f", "--offset", "10,20"]).view.resolve(fromFile)
    #expect(ipad.environment.viewport == Size(width: 820, height: 1180))
    #expect(ipad.viewport.offset == Point(x: 10, y: 20))
    #expect(ipad.environment.traits.horizontalSizeClass == .regular)

    fromFile.device = .size(width: 300, height: 400)
    let narrower = try RenderCommand.parse(["f", "--width", "200"]).view.resolve(fromFile)
    #expect(narrower.environment.viewport == Size(width: 200, height: 400))
  }

  /// The one device rule (docs/commands.md#the-device): a size turns with `--orientation` as a
  /// preset does, whether the command line or the file gives it (it kept its sides before, and
  /// took the orientation as a trait only, while the previewer turned it).
  @Test(arguments: [
    (["--width", "500", "--height", "300", "--orientation", "portrait"], nil, "300x500 portrait"),
    (["--width", "500", "--height", "300"], nil, "500x300 landscape"),
    (
      ["--orientation", "landscape"], DeviceChoice.size(width: 320, height: 480),
      "480x320 landscape"
    ),
    (
      ["--orientation", "portrait"], DeviceChoice.size(width: 320, height: 480), "320x480 portrait"
    ),
    (
      ["--width", "200", "--orientation", "landscape"], .size(width: 300, height: 400),
      "400x200 landscape"
    ),
    (["--orientation", "landscape"], .preset("iphone-se"), "568x320 landscape"),
  ])
  func deviceSizesTurnWithTheOrientation(
    _ arguments: [String], file: DeviceChoice?, expected: String
  ) throws {
    var spec = Self.spec
    spec.device = file
    let resolved = try RenderCommand.parse(["f"] + arguments).view.resolve(spec)
    let e = resolved.environment
    #expect(
      "\(NumberText.plain(e.viewport.width))x\(NumberText.plain(e.viewport.height)) "
        + e.traits.orientation.rawValue == expected)
  }

  @Test func statesAreChosenByName() throws {
    var spec = Self.spec
    spec.states = [DataState(name: "empty", root: Node(id: "root", content: .section(Section())))]
    let chosen = try RenderCommand.parse(["f", "--state", "empty"]).view.resolve(spec)
    #expect(chosen.spec.root.section?.bricks.isEmpty == true)
    let error = #expect(throws: ValidationError.self) {
      try RenderCommand.parse(["f", "--state", "full"]).view.resolve(spec)
    }
    #expect(error?.message == "--state full: no such state; the file has empty.")
  }

  @Test func framedScreenWithStatusLine() throws {
    let command = try RenderCommand.parse([
      "Layouts/simple.yaml", "--width", "160", "--height", "96", "--frame",
    ])
    let text = try command.screen(for: Self.spec, colored: false)
    #expect(
      text == """
        ┌────────────────────┐
        │                    │
        │   BRICK 1˙˙˙˙˙˙˙˙  │
        │   ˙˙˙˙˙˙˙˙˙˙˙˙˙˙˙  │
        │   ˙˙˙˙˙˙˙˙˙˙˙˙˙˙˙  │
        │                    │
        │   1/2···  1/2∶∶∶∶  │
        └────────────────────┘
        simple.yaml · 160×96 · landscape · compact/compact · offset 0,0 · content 160×150

        """)
    let ascii = try RenderCommand.parse([
      "f", "--width", "160", "--height", "48", "--ascii", "--offset", "-16",
    ])
    #expect(try ascii.screen(for: Self.spec, colored: false) == "\n\n   BRICK 1::::::::\n")
    // 160×210: one root row of three items placed, so BrickKit's extrapolated content size.
    let coloured = try RenderCommand.parse(["f", "--width", "160", "--height", "48", "--frame"])
    let ansi = try coloured.screen(for: Self.spec, colored: true)
    #expect(
      ansi.hasSuffix(
        "\u{1B}[0;7mf · 160×48 · landscape · compact/compact · offset 0,0 · content "
          + "≈160×210\u{1B}[0m\n"
      ))
  }
}

/// The message `C` gives for `arguments`, or nil when they parse.
func parseMessage<C: ParsableCommand>(_ command: C.Type, _ arguments: [String]) -> String? {
  do {
    _ = try C.parse(arguments)
    return nil
  } catch {
    return C.message(for: error)
  }
}
