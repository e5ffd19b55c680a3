import BrickCore
import BrickFormat
import BrickTestSupport
import Foundation
import Testing

@Test func layoutsFolderHasYamlAndJsonExamples() throws {
  let names = try LayoutsFolder.names
  #expect(names.count >= 25)
  #expect(names.filter { $0.hasSuffix(".json") }.count >= 2)
}

@Test(arguments: try LayoutsFolder.names)
func exampleLayoutLoads(_ name: String) throws {
  let text = try String(contentsOf: LayoutsFolder.url.appendingPathComponent(name), encoding: .utf8)
  let spec = try #require(loadSpec(text, "Layouts/\(name)"))
  #expect(spec.title?.isEmpty == false, "every example has a title")
  #expect(LayoutLoader.itemCount(of: spec) > 1)
}
