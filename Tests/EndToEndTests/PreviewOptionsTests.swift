import Foundation
import Testing

/// The previewer's options, declared once (`PreviewOptions`): `preview`, `record`, `frames`
/// and `render` each list them once in their help, and check them the same way.
@Suite struct PreviewOptionsTests {
  let cli = CLITests()

  static let shared = [
    "--device <name>", "--orientation <portrait|landscape>", "--state <name>",
    "--appearance <light|dark>", "--content-size <size>", "--text-metrics <ios|terminal>",
    "--font <path>",
  ]

  /// Every shared option shows once in each command's help, with the device's presets and the
  /// orientation's rule.
  @Test(arguments: ["preview", "record", "frames", "render", "diff"])
  func helpListsEachSharedOptionOnce(_ command: String) throws {
    let r = try cli.run(["help", command])
    #expect(r.status == 0, "\(r.errors)")
    // The options as listed (the usage line above them may name them too).
    let listed = r.output.components(separatedBy: "OPTIONS:").dropFirst().joined()
    let text = listed.replacing("\n", with: " ").replacing(#/ +/#, with: " ")
    for option in Self.shared {
      #expect(text.components(separatedBy: option).count == 2, "\(command): \(option)\n\(text)")
    }
    #expect(text.contains("One of: iphone-se, iphone-se3, iphone-16"), "\(command)")
    #expect(text.contains("the other turns the device, swapping its width and height"))
  }

  /// A device that is not a preset is refused with the nearest preset, by every command.
  @Test(arguments: ["preview", "record", "frames", "render"])
  func unknownDevicesAreRefusedAlike(_ command: String) throws {
    var arguments = [command, cli.layout("sticky.yaml"), "--device", "iphone-s"]
    if command == "record" { arguments += ["--keys", "j", "--out", "/dev/null"] }
    let r = try cli.run(arguments)
    #expect(r.status != 0)
    #expect(
      r.errors.contains("device 'iphone-s' is not a preset; did you mean 'iphone-se'?"),
      "\(command): \(r.errors)")
  }

  /// `record` takes the text options now that it shares the previewer's: a font file that is
  /// not a font is an error, as in `preview` and `render`.
  @Test func recordReadsTheFontOption() throws {
    let r = try cli.run([
      "record", cli.layout("sticky.yaml"), "--keys", "j", "--out", "/dev/null", "--font",
      cli.layout("sticky.yaml"),
    ])
    #expect(r.status != 0)
    #expect(!r.errors.isEmpty)
  }
}
