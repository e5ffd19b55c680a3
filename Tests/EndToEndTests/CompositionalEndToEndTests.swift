import Foundation
import Testing

/// Compositional layouts through the built binary: `frames` with the
/// docs/compositional.md#the-frames-output keys and their numbers worked out by hand from the rules
/// (docs/compositional.md), `--collection-offset` on an orthogonal section, `render` and `check` on
/// every example, and the previewer under tmux, where `h`/`l` move an orthogonal section one
/// resting place per press.
@Suite struct CompositionalEndToEndTests {
  /// A 4-column grid of 12 cells (slots 100 x 50 at 400 wide, cells inset 5), 10 between rows,
  /// 20 above and below; then a paging carousel of five half-width cards.
  static let layout = """
    title: Compositional
    device: {width: 400, height: 300}
    layout: compositional
    sections:
      - id: grid
        itemCount: 12
        cell: {type: label, text: "cell {index}"}
        contentInsets: {top: 20, bottom: 20}
        interGroupSpacing: 10
        group:
          axis: horizontal
          size: {width: {fractionalWidth: 1}, height: {absolute: 50}}
          subitems:
            - size: {width: {fractionalWidth: 0.25}, height: {fractionalHeight: 1}}
              contentInsets: 5
      - id: cards
        itemCount: 5
        cell: {type: label, text: "card {index}"}
        orthogonalScrollingBehavior: groupPaging
        contentInsets: {leading: 20, trailing: 20}
        interGroupSpacing: 10
        group:
          axis: horizontal
          size: {width: {fractionalWidth: 0.5}, height: {absolute: 100}}
          subitems:
            - size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}
    """

  func run(_ arguments: [String], files: [String: String] = [:]) throws -> Subprocess.Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickyard-comp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (name, text) in files {
      try text.write(to: scratch.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    let path = try BrickyardBinary.path()
    let args = arguments.map { $0.replacingOccurrences(of: "$DIR", with: scratch.path) }
    return try Subprocess.run([path] + args, environment: env, scratch: scratch)
  }

  func frames(_ arguments: [String] = []) throws -> [String: Any] {
    let r = try run(["frames", "$DIR/c.yaml"] + arguments, files: ["c.yaml": Self.layout])
    #expect(r.status == 0, "\(r.errors)")
    return try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any] ?? [:]
  }

  func items(_ json: [String: Any]) -> [[String: Any]] {
    json["items"] as? [[String: Any]] ?? []
  }

  func cell(_ json: [String: Any], section: Int, item: Int) -> [String: Any]? {
    items(json).first {
      $0["section"] as? Int == section && $0["item"] as? Int == item
        && $0["elementKind"] == nil && $0["type"] as? String != "section"
    }
  }

  func rect(_ item: [String: Any]?, _ key: String = "frame") -> [Double] {
    guard let r = item?[key] as? [String: Any] else { return [] }
    return ["x", "y", "width", "height"].map { (r[$0] as? NSNumber)?.doubleValue ?? .nan }
  }

  /// Cells in slots: 400 × 0.25 = 100 wide, 50 tall, inset 5 on every side.
  @Test(arguments: [
    // (item, x, y): row = item / 4, slot x = 100 × (item % 4), slot y = 20 + row × (50 + 10).
    (0, 5.0, 25.0), (3, 305.0, 25.0), (5, 105.0, 85.0), (11, 305.0, 145.0),
  ])
  func gridCellsAreWhereTheRulesPutThem(_ item: Int, _ x: Double, _ y: Double) throws {
    let json = try frames()
    #expect(rect(cell(json, section: 0, item: item)) == [x, y, 90, 40])
  }

  /// The grid section spans 20 + 3 × 50 + 2 × 10 + 20 = 210; the carousel 100 below it.
  @Test func sectionsStackAndTheContentSizeAddsUp() throws {
    let json = try frames()
    let sections = items(json).filter { $0["type"] as? String == "section" }
    #expect(sections.map { $0["id"] as? String } == ["grid", "cards"])
    #expect(rect(sections.first) == [0, 0, 400, 210])
    #expect(rect(sections.last) == [0, 210, 400, 100])
    let size = json["contentSize"] as? [String: Any]
    #expect((size?["height"] as? NSNumber)?.doubleValue == 310)
  }

  /// Orthogonal groups take the full width (R14, docs/compositional.md#r14): 0.5 × 400 = 200, at
  /// 20 + k × 210; the inner width is 20 + 5 × 200 + 4 × 10 + 20 = 1080.
  @Test func theCarouselScrollsWithCollectionOffset() throws {
    let json = try frames()
    #expect(rect(cell(json, section: 1, item: 1)) == [230, 210, 200, 100])
    let section = items(json).first { $0["id"] as? String == "cards" }
    let inner = section?["innerContentSize"] as? [String: Any]
    #expect((inner?["width"] as? NSNumber)?.doubleValue == 1080)
    let scrolled = try frames(["--collection-offset", "cards=210,0"])
    #expect(rect(cell(scrolled, section: 1, item: 1)) == [20, 210, 200, 100])
    #expect(rect(cell(scrolled, section: 1, item: 1), "originalFrame") == [230, 210, 200, 100])
    // By index too, clamped to 1080 − 400 = 680.
    let end = try frames(["--collection-offset", "1=5000,0"])
    #expect(rect(cell(end, section: 1, item: 4)) == [860 - 680, 210, 200, 100])
  }

  @Test func anUnknownSectionIsAClearError() throws {
    let r = try run(
      ["frames", "$DIR/c.yaml", "--collection-offset", "nope=1,0"], files: ["c.yaml": Self.layout])
    #expect(r.status != 0)
    #expect(r.errors.contains("no section 'nope'"), "\(r.errors)")
  }

  /// Every example loads, draws at three terminal sizes' worth of devices and prints frames.
  @Test func everyExampleChecksRendersAndPrintsFrames() throws {
    let dir = CLITests.root.appendingPathComponent("Layouts")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasPrefix("compositional-") }.sorted()
    #expect(names.count >= 15)
    for name in names {
      let path = dir.appendingPathComponent(name).path
      let check = try run(["check", path])
      #expect(check.status == 0, "\(name): \(check.errors)")
      for device in ["iphone-se", "iphone-16", "ipad"] {
        let render = try run(["render", path, "--device", device])
        #expect(render.status == 0, "\(name) on \(device): \(render.errors)")
        #expect(!render.output.isEmpty, "\(name) on \(device)")
      }
      let frames = try run(["frames", path])
      #expect(frames.status == 0, "\(name): \(frames.errors)")
      let json = try JSONSerialization.jsonObject(with: Data(frames.output.utf8))
      let all = (json as? [String: Any])?["items"] as? [[String: Any]] ?? []
      #expect(all.contains { $0["type"] as? String == "section" }, "\(name)")
    }
  }

  /// `l` pages the carousel by one group (210 points) per press, `h` back: a single key always
  /// moves it, and the grid above does not move.
  @Test func hAndLPageTheCarouselOneGroupAPress() throws {
    let session = try PreviewSession.start(
      "pv-comp-hl", arguments: ["preview", "$DIR/c.yaml"], files: ["c.yaml": Self.layout],
      cols: 100, rows: 40)
    defer { session.tmux.kill() }
    try session.tmux.waitFor(text: "card 0")
    try session.tmux.sendKeys("l")
    var screen = try session.tmux.waitFor(text: "card 2")
    #expect(!screen.contains { $0.contains("card 0") }, "\(screen)")
    #expect(screen.contains { $0.contains("cell 0") }, "the grid stays: \(screen)")
    for _ in 0..<4 { try session.tmux.sendKeys("l") }
    screen = try session.tmux.waitFor(text: "card 4")
    try session.tmux.sendKeys("h")
    try session.tmux.sendKeys("h")
    try session.tmux.sendKeys("h")
    try session.tmux.sendKeys("h")
    screen = try session.tmux.waitFor(text: "card 0")
    try session.tmux.sendKeys("q")
    let (status, _) = try session.tmux.waitForExitStatus()
    #expect(status == 0)
  }
}
