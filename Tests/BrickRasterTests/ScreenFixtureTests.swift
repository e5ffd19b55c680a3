import BrickTestSupport
import Foundation
import Testing

/// The expected screens are where the screen tests look for them: the folder lists them (a
/// missing or empty folder fails here) and each starts with its `#` header line.
@Test func screenFixturesAreFoundAndHeaded() throws {
  let names = try FixtureFolder.names(in: Screens.directory, extensions: ["txt"])
  #expect(names.contains("simple-ratios-320.txt"))
  for name in names {
    let text = try String(
      contentsOf: Screens.directory.appendingPathComponent(name), encoding: .utf8)
    #expect(text.hasPrefix("# "), "\(name) has no # header line")
  }
}
