import BrickTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `render --format svg|html` read back with a real XML parser: every item's `<rect>` equals
/// the frame `frames` prints for the same options, for every file in `Layouts/`, in single
/// panels, filmstrips and matrices.
@Suite struct ExportTests {
  static let root = CLITests.root
  /// The example layouts; throws on a missing or empty folder, so the sweeps cannot pass empty.
  /// The BrickKit files of `Layouts/`: a compositional file's `frames` lists its elements by
  /// section and item, not by the stand-in ids the exports carry (CompositionalEndToEndTests
  /// checks those files' pictures and frames).
  static var layouts: [String] {
    get throws { try LayoutsFolder.names.filter { !$0.hasPrefix("compositional-") } }
  }

  let cli = CLITests()

  /// One `<rect data-id>` of an export, with the panel it is in.
  struct ExportedRect: Hashable {
    var panel: Int
    var key: String
    var x: Double, y: Double, width: Double, height: Double
  }

  /// One parsed document: its panels' attributes and its item rects.
  final class ExportReader: NSObject, XMLParserDelegate {
    var panels: [[String: String]] = []
    var rects: [ExportedRect] = []
    var rootAttributes: [String: String]?
    var failure: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if name == "svg", rootAttributes == nil { rootAttributes = attributes }
      if name == "g", attributes["class"] == "panel" { panels.append(attributes) }
      guard name == "rect", let id = attributes["data-id"] else { return }
      guard let index = attributes["data-index"],
        let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
        let w = attributes["width"].flatMap(Double.init),
        let h = attributes["height"].flatMap(Double.init)
      else {
        failure = "rect \(id) lacks a number attribute: \(attributes)"
        return
      }
      var key = "\(id)#\(index)"
      if let c = attributes["data-collection"], let ci = attributes["data-collection-index"] {
        key += " in \(c)#\(ci)"
      }
      rects.append(ExportedRect(panel: panels.count - 1, key: key, x: x, y: y, width: w, height: h))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
      failure = "XML error at line \(parser.lineNumber): \(error)"
    }
  }

  static func parse(_ text: String) -> ExportReader {
    let reader = ExportReader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    if !parser.parse() && reader.failure == nil { reader.failure = "the parser failed" }
    return reader
  }

  /// The expected rects of a `frames` object: each item's frame less the content offset.
  static func expected(_ object: [String: Any], panel: Int) -> [ExportedRect] {
    let offset = object["contentOffset"] as? [String: Any] ?? [:]
    let ox = (offset["x"] as? NSNumber)?.doubleValue ?? .nan
    let oy = (offset["y"] as? NSNumber)?.doubleValue ?? .nan
    return (object["items"] as? [[String: Any]] ?? []).map { item in
      let f = item["frame"] as? [String: Any] ?? [:]
      func v(_ k: String) -> Double { (f[k] as? NSNumber)?.doubleValue ?? .nan }
      var key = "\(item["id"] as? String ?? "?")#\(item["index"] as? Int ?? -1)"
      if let c = item["collection"] as? String, let ci = item["collectionIndex"] as? Int {
        key += " in \(c)#\(ci)"
      }
      return ExportedRect(
        panel: panel, key: key, x: v("x") - ox, y: v("y") - oy, width: v("width"),
        height: v("height"))
    }
  }

  /// Compares an export's rects with `frames` for the same arguments.
  func checkExport(_ file: String, format: String, extra: [String]) throws {
    let path = cli.layout(file)
    let render = try cli.run(["render", path, "--format", format] + extra)
    try #require(render.status == 0, "\(render.errors)")
    let reader = Self.parse(render.output)
    try #require(reader.failure == nil, "\(file) \(format): \(reader.failure ?? "")")
    let json = try cli.frames([path] + extra)
    let objects = (json as? [[String: Any]]) ?? [json as? [String: Any] ?? [:]]
    let expected = objects.enumerated().flatMap { Self.expected($1, panel: $0) }
    #expect(reader.panels.count == objects.count)
    for (k, object) in objects.enumerated() where k < reader.panels.count {
      let offset = object["contentOffset"] as? [String: Any] ?? [:]
      #expect(
        reader.panels[k]["data-offset-y"].flatMap(Double.init)
          == (offset["y"] as? NSNumber)?.doubleValue)
      let viewport = object["viewport"] as? [String: Any] ?? [:]
      #expect(
        reader.panels[k]["data-width"].flatMap(Double.init)
          == (viewport["width"] as? NSNumber)?.doubleValue)
      #expect(
        reader.panels[k]["data-height"].flatMap(Double.init)
          == (viewport["height"] as? NSNumber)?.doubleValue)
    }
    #expect(reader.rects.count == expected.count, "\(file) \(format): item count")
    let got = Dictionary(grouping: reader.rects) { "\($0.panel) \($0.key)" }
    for rect in expected {
      let match = got["\(rect.panel) \(rect.key)"] ?? []
      #expect(match == [rect], "\(file) \(format) panel \(rect.panel): \(rect.key)")
    }
  }

  @Test(.tags(.slow), .whenSlowTestsRun, arguments: try layouts)
  func svgRectsAreTheFramesExactly(file: String) throws {
    try checkExport(file, format: "svg", extra: [])
  }

  @Test(.tags(.slow), .whenSlowTestsRun, arguments: try layouts)
  func filmstripRectsAreTheFramesAtEachOffset(file: String) throws {
    try checkExport(file, format: "svg", extra: ["--offsets", "0,150,400"])
  }

  @Test(.tags(.slow), .whenSlowTestsRun, arguments: try layouts)
  func htmlRectsAreTheFramesAndEveryItemHasInspectorFields(file: String) throws {
    try checkExport(file, format: "html", extra: ["--offset", "100"])
    let page = try cli.run(["render", cli.layout(file), "--format", "html"])
    let reader = Self.parse(page.output)
    // Every item group carries a <title> with the inspector's fields: count the frame lines.
    let titles = page.output.components(separatedBy: "<title>id        ").count - 1
    #expect(titles == reader.rects.count)
    #expect(page.output.contains("<script>") && !page.output.contains("src=\"http"))
  }

  @Test(arguments: ["orientation", "sizeClass", "devices:iphone-se,ipad", "appearance"])
  func matrixDrawsOnePanelPerVariant(matrix: String) throws {
    let file = cli.layout("dim-orientation.yaml")
    let r = try cli.run(["render", file, "--format", "svg", "--matrix", matrix])
    try #require(r.status == 0, "\(r.errors)")
    let reader = Self.parse(r.output)
    let expected: [(String, [String])] = [
      ("orientation", ["--orientation", "portrait"]),
      ("orientation", ["--orientation", "landscape"]),
      ("sizeClass", ["--horizontal-size-class", "compact", "--vertical-size-class", "compact"]),
      ("sizeClass", ["--horizontal-size-class", "compact", "--vertical-size-class", "regular"]),
      ("sizeClass", ["--horizontal-size-class", "regular", "--vertical-size-class", "compact"]),
      ("sizeClass", ["--horizontal-size-class", "regular", "--vertical-size-class", "regular"]),
      ("devices:iphone-se,ipad", ["--device", "iphone-se"]),
      ("devices:iphone-se,ipad", ["--device", "ipad"]),
      ("appearance", ["--appearance", "light"]),
      ("appearance", ["--appearance", "dark"]),
    ]
    let variants = expected.filter { $0.0 == matrix }.map(\.1)
    #expect(reader.panels.count == variants.count)
    for (k, args) in variants.enumerated() {
      let json = try cli.frames([file] + args) as? [String: Any] ?? [:]
      let want = Self.expected(json, panel: k)
      let got = reader.rects.filter { $0.panel == k }
      #expect(Set(got) == Set(want), "\(matrix) variant \(k)")
    }
  }

  @Test func textFilmstripPutsCaptionedPanelsSideBySide() throws {
    let file = cli.layout("sticky-product-page.yaml")
    let strip = try cli.run(["render", file, "--offsets", "0,300", "--ascii"])
    try #require(strip.status == 0)
    let lines = strip.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("offset 0,0") && lines[0].hasSuffix("offset 0,300"))
    // Each panel is the single screen at its offset, columns beside columns.
    var first = try cli.run(["render", file, "--offset", "0", "--ascii"]).output
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    first.removeLast()  // after the final newline
    #expect(lines.count == first.count + 2)  // the captions, and after the final newline
    for (k, line) in first.enumerated() {
      #expect(lines[k + 1].hasPrefix(line), "row \(k)")
    }
    let matrix = try cli.run(["render", file, "--matrix", "orientation", "--ascii"])
    #expect(matrix.output.hasPrefix("portrait"))
    #expect(matrix.output.split(separator: "\n")[0].hasSuffix("landscape"))
  }

  @Test func namedAndHexColoursAreTheFilesColours() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "colours-\(UUID().uuidString).yaml")
    try """
    root:
      bricks:
        - {type: brick, id: a, height: 40, background: tomato}
        - {type: brick, id: b, height: 40, background: "#12ab34"}
        - {type: brick, id: c, height: 40, background: brickGray3}
        - {type: brick, id: d, height: 40, background: "#AbC"}
    """.write(to: scratch, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let svg = try cli.run(["render", scratch.path, "--format", "svg"]).output
    for (id, fill) in [("a", "#ff6347"), ("b", "#12ab34"), ("c", "#949495"), ("d", "#aabbcc")] {
      #expect(svg.contains("data-id=\"\(id)\" data-index=\"0\" x=\"0\""))
      let rect = svg.components(separatedBy: "data-id=\"\(id)\"").last ?? ""
      #expect(rect.prefix(200).contains("fill=\"\(fill)\""), "\(id)")
    }
  }
}
