import BrickCore
import BrickFormat
import BrickRaster
import Foundation

// hidden-lines LAYOUTS_DIR: for every layout file, the measured text lines of every screen
// from the top to the end of the content (iPhone SE portrait, zoom 1, no colour) and how
// many of them the drawing hides. Prints a Markdown table; exits 1 when a file does not load.
let arguments = CommandLine.arguments.dropFirst()
let folder = URL(fileURLWithPath: arguments.first ?? "Layouts")
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
  .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
var failed = false
var total = MeasuredLines.Count()
print("| layout | measured lines | hidden |")
print("|---|---:|---:|")
for name in names {
  let url = folder.appendingPathComponent(name)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
  switch LayoutLoader.load(text: text, sourceName: name) {
  case .failure(let errors):
    FileHandle.standardError.write(Data((errors.description + "\n").utf8))
    failed = true
  case .success(let spec):
    let count = DeviceScreens.countWholeLayout(spec)
    total.add(count)
    print("| \(name) | \(count.measured) | \(count.hidden) |")
  }
}
print("| **all** | \(total.measured) | \(total.hidden) |")
exit(failed ? 1 : 0)
