#if Importer
  import BrickCore
  import BrickFiles
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// Issue 35's hidden acceptance check, made visible: a small app written the way teams write
  /// them (`Tests/BrickImportTests/Fixtures/Issue35/TeamApp`: a Package.swift root, a base view
  /// controller whose `viewDidLoad` sets the section a subclass makes, a theme of metrics,
  /// colours, fonts and appearance proxies, struct arrays counted and mapped to texts, a
  /// carousel, a size-class branch, an index predicate, an asset catalog with a colour that has a
  /// dark variant and an image, a sidecar of real sizes, a list loaded from the network) imported
  /// screen by screen and as a folder, each screen's frames compared with frames worked out by
  /// hand from docs/semantics.md (each checked once against `brickyard frames` on a layout written
  /// by hand).
  ///
  /// Today's importer gets every screen wrong in some way, so each comparison runs inside
  /// `withKnownIssue`; whoever makes a screen pass removes it from `failingNow`.
  enum TeamApp {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "BrickImportTests/Fixtures/Issue35/TeamApp"
      )
      .standardizedFileURL
    static let screens = root.appendingPathComponent("Sources/TeamApp/UI/Screens")

    /// The screens the import must find: BaseViewController makes no section, so it is none.
    static let screenNames = [
      "CartScreen", "HomeScreen", "OrdersScreen", "ProfileScreen", "SettingsScreen",
    ]

    /// The screens today's importer gets wrong: Home's carousel height (a CGSize member).
    static let failingNow: Set<String> = []

    /// One item's frame: `id#index` as `brickyard frames` names it, in points.
    struct Frame: Equatable, CustomStringConvertible {
      var key: String
      var x: Double, y: Double, width: Double, height: Double
      var hidden = false
      var description: String {
        "\(key) (\(x), \(y), \(width), \(height))\(hidden ? " hidden" : "")"
      }
    }

    static func f(
      _ key: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
      hidden: Bool = false
    ) -> Frame {
      Frame(key: key, x: x, y: y, width: width, height: height, hidden: hidden)
    }

    /// The header every screen but Profile and Settings starts with: `BaseViewController.header`
    /// sets Theme.Fonts.title (22 pt bold, UIFontMetrics-scaled: 22 at the default content size)
    /// in the cell's closure; Theme.apply's appearance proxy pads it 8/16/8/16. One line of 22 pt
    /// is 22 x 2444 / 2048 = 26.25, rounded up to the 2x pixel grid: 26.5; plus 8 + 8 = 42.5.
    static let headerHeight = 42.5

    /// Hand predictions on iphone-se portrait (320 x 568; compact width), and on the ipad
    /// portrait (820 x 1180; regular width) where a branch or a width makes it differ.
    static let predictions: [String: [(device: String, frames: [Frame], content: Double)]] = [
      "HomeScreen": [
        (
          "iphone-se",
          [
            // The root spans the device; its height is the content's (below).
            f("root#0", 0, 0, 320, 494.5),
            // edgeInsets Theme.Metrics.screenInsets (16, 12, 16, 12): x 12, y 16, width
            // 320 - 24 = 296; height headerHeight.
            f("header#0", 12, 16, 296, headerHeight),
            // y 16 + 42.5 + gutter 12 = 70.5; height Theme.Metrics.cardSize.height 180.
            f("carousel#0", 12, 70.5, 296, 180),
            // products.count = Product.samples.count = 6 tiles; horizontalSizeClass compact so
            // columns = 2: width (296 - (2 - 1) x 12) / 2 = 142 (inset-aware ratio 1/2);
            // Theme.Metrics.rowHeight 64. Rows at 70.5 + 180 + 12 = 262.5, then + 64 + 12.
            f("tile#0", 12, 262.5, 142, 64), f("tile#1", 166, 262.5, 142, 64),  // 12 + 142 + 12
            f("tile#2", 12, 338.5, 142, 64), f("tile#3", 166, 338.5, 142, 64),
            f("tile#4", 12, 414.5, 142, 64), f("tile#5", 166, 414.5, 142, 64),
          ],
          // The last row's bottom 414.5 + 64, plus the bottom edge inset 16.
          494.5
        ),
        (
          "ipad",
          [
            f("root#0", 0, 0, 820, 418.5),
            f("header#0", 12, 16, 796, headerHeight),  // 820 - 24 = 796
            f("carousel#0", 12, 70.5, 796, 180),
            // horizontalSizeClass regular: columns = 4, width (796 - 3 x 12) / 4 = 190; x 12,
            // 12 + 202 = 214, 416, 618; two rows (4 + 2 tiles).
            f("tile#0", 12, 262.5, 190, 64), f("tile#1", 214, 262.5, 190, 64),
            f("tile#2", 416, 262.5, 190, 64), f("tile#3", 618, 262.5, 190, 64),
            f("tile#4", 12, 338.5, 190, 64), f("tile#5", 214, 338.5, 190, 64),
          ],
          418.5  // 338.5 + 64 + 16
        ),
      ],
      "CartScreen": [
        (
          "iphone-se",
          [
            f("root#0", 0, 0, 320, 420.5),
            f("header#0", 12, 16, 296, headerHeight),
            // items.count = 3 rows of rowHeight 64, 12 apart from 70.5.
            f("item#0", 12, 70.5, 296, 64), f("item#1", 12, 146.5, 296, 64),
            f("item#2", 12, 222.5, 296, 64),
            // 222.5 + 64 + 12 = 298.5, fixed 44.
            f("summary#0", 12, 298.5, 296, 44),
            // 298.5 + 44 + 12 = 354.5; ratio 1/2 of 296 with inset 12: 142; fixed 50.
            f("checkout#0", 12, 354.5, 142, 50),
          ],
          420.5  // 354.5 + 50 + 16
        )
      ],
      "ProfileScreen": [
        (
          "iphone-se",
          [
            // ProfileScreen overrides screenInsets with .zero; the section takes no inset.
            f("root#0", 0, 0, 320, 364),
            // Banner.imageset's banner.png is 400 x 100: aspect 0.25 of the width 320.
            f("banner#0", 0, 0, 320, 80),
            // 96 wide; brickyard.sizes.yaml gives `avatar` the aspect 1 (a remote image).
            f("avatar#0", 0, 80, 96, 96),
            // .fill: what is left of the row after the avatar, 320 - 96 = 224; fixed 50.
            f("name#0", 96, 80, 224, 50),
            // Next row below the row's tallest (the avatar): 80 + 96 = 176. Its height: the
            // stats' 60 plus its edge insets 4 + 4.
            f("details#0", 0, 176, 320, 68),
            // Edge insets (4, 12, 4, 12): content width 320 - 24 = 296; ratio 1/3 with inset 4:
            // (296 - 2 x 4) / 3 = 96; x 12, 12 + 96 + 4 = 112, 212; y 176 + 4 = 180.
            f("stat#0", 12, 180, 96, 60), f("stat#1", 112, 180, 96, 60),
            f("stat#2", 212, 180, 96, 60),
            // A nib brick: brickyard.sizes.yaml gives PromoBrick the height 120; y 176 + 68.
            f("promo#0", 0, 244, 320, 120),
          ],
          364  // 244 + 120
        )
      ],
      "SettingsScreen": [
        (
          "iphone-se",
          [
            // screenInsets .zero, gutter overridden to 1.
            f("root#0", 0, 0, 320, 304),
            // options.count = 5 rows of 64, 1 apart.
            f("option#0", 0, 0, 320, 64), f("option#1", 0, 65, 320, 64),
            // `indexPath.item == 2 && !FeatureFlags.beta` (beta is false): the third row is
            // hidden; it keeps its frame and takes no space, so the fourth takes its place.
            f("option#2", 0, 130, 320, 64, hidden: true), f("option#3", 0, 130, 320, 64),
            f("option#4", 0, 195, 320, 64),
            // view.bounds.width 320 is not > 600: the whole width; 195 + 64 + 1.
            f("version#0", 0, 260, 320, 44),
          ],
          304  // 260 + 44
        ),
        (
          "ipad",
          [
            f("root#0", 0, 0, 820, 304),
            f("option#0", 0, 0, 820, 64), f("option#1", 0, 65, 820, 64),
            f("option#2", 0, 130, 820, 64, hidden: true), f("option#3", 0, 130, 820, 64),
            f("option#4", 0, 195, 820, 64),
            // 820 > 600: ratio 1/2 with inset 1: (820 - 1) / 2 = 409.5.
            f("version#0", 0, 260, 409.5, 44),
          ],
          304
        ),
      ],
      "OrdersScreen": [
        (
          "iphone-se",
          [
            f("root#0", 0, 0, 320, 302.5),
            f("header#0", 12, 16, 296, headerHeight),
            // orders arrive in fetchOrders' completion: three sample rows (issue 35: "a few
            // sample repetitions marked as samples"), 64 tall, 12 apart from 70.5.
            f("order#0", 12, 70.5, 296, 64), f("order#1", 12, 146.5, 296, 64),
            f("order#2", 12, 222.5, 296, 64),
          ],
          302.5  // 222.5 + 64 + 16
        )
      ],
    ]

    /// HomeScreen's carousel: Product.samples.prefix(4) = 4 cards of Theme.Metrics.cardSize
    /// (140 x 180), gutter 12 apart, from the carousel's origin: x 0, 152, 304, 456.
    static let carouselCards = [
      f("card#0", 0, 0, 140, 180), f("card#1", 152, 0, 140, 180), f("card#2", 304, 0, 140, 180),
      f("card#3", 456, 0, 140, 180),
    ]

    /// Texts the screens compute, as they must appear in the layouts.
    static let texts: [String: [String]] = [
      // "\(product.name.uppercased()) \(String(format: "$%.2f", product.price))"
      "HomeScreen": ["Featured", "LINEN SOFA $899.00", "OAK TABLE $349.50", "SIDE TABLE $89.00"],
      // items' quantities 1 + 2 + 1 = 4; "%@ x%d" of name and quantity.
      "CartScreen": [
        "Cart", "4 items in your cart", "Linen sofa x1", "Wool rug x2", "Desk lamp x1",
      ],
      // stats lowercased.
      "ProfileScreen": ["Ada Lovelace", "orders", "reviews", "lists"],
      "SettingsScreen": ["Notifications", "Beta features", "About", "Version 2.4"],
      "OrdersScreen": ["Orders"],
    ]

    /// The frames of a layout on a device in portrait, by `id#index`, with its content height.
    static func frames(_ spec: LayoutSpec, device name: String) throws -> ([Frame], Double) {
      let device = try #require(Device.preset(named: name))
      let solved = SolvedLayout(solving: spec, environment: device.environment(.portrait))
      let compiled = CompiledLayout(spec)
      let frames = (0..<compiled.itemCount).map { item -> Frame in
        let node = compiled.node(ofItem: item)
        let r = solved.frame(of: item)
        return Frame(
          key: "\(compiled.id(ofNode: node))#\(compiled.index(ofItem: item))", x: r.x, y: r.y,
          width: r.width, height: r.height, hidden: solved.isHidden(item))
      }
      return (frames, solved.contentSize.height)
    }

    /// The first node with this id, through sections.
    static func node(_ id: String, in node: Node) -> Node? {
      if node.id == id { return node }
      guard case .section(let section) = node.content else { return nil }
      for child in section.bricks {
        if let found = self.node(id, in: child) { return found }
      }
      return nil
    }

    static func load(_ yaml: String, _ name: String) throws -> LayoutSpec {
      switch LayoutLoader.load(text: yaml, sourceName: name) {
      case .success(let spec): return spec
      case .failure(let errors):
        Issue.record("\(name) does not load:\n\(errors)\n\(yaml)")
        throw errors
      }
    }

    /// Records an issue for each way a screen's import differs from the hand predictions.
    static func check(_ result: ImportResult, screen: String) throws {
      let spec = try load(result.yaml, screen)
      for prediction in predictions[screen] ?? [] {
        let (got, content) = try frames(spec, device: prediction.device)
        let keys = Set(prediction.frames.map(\.key))
        let mine = got.filter { keys.contains($0.key) || !$0.key.hasPrefix("card#") }
        let listed = mine.map(\.description).joined(separator: "\n")
        #expect(
          mine == prediction.frames, "\(screen) on \(prediction.device):\n\(listed)\n\(result.yaml)"
        )
        #expect(content == prediction.content, "\(screen) content height on \(prediction.device)")
      }
      for text in texts[screen] ?? [] {
        #expect(result.yaml.contains(text), "\(screen) has no text \"\(text)\":\n\(result.yaml)")
      }
      if screen == "HomeScreen" {
        let compiled = CompiledLayout(spec)
        let node = try #require(compiled.nodes(named: "carousel").first)
        let inner = try #require(compiled.innerSpec(ofCollectionNode: node))
        #expect(inner.scrollDirection == .horizontal)
        #expect(try frames(inner, device: "iphone-se").0.dropFirst().map { $0 } == carouselCards)
      }
      // Brand.colorset: light (0xE8, 0x6B, 0x3D), dark (1.0, 0.6, 0.4) = (ff, 99, 66).
      let brand = DynamicColor(light: RGBA(0xE86B3D), dark: RGBA(0xFF9966))
      for id in ["name", "checkout"] where result.yaml.contains("id: \(id)") {
        #expect(node(id, in: spec.root)?.background?.value == brand, "\(screen).\(id)'s colour")
      }
      // Every screen warns once, cosmetic, at the base class's collection view background (a
      // layout file has no key for it); OrdersScreen also at its fetchOrders call, that its
      // rows are samples.
      let background = "BaseViewController.swift:12"
      let expected =
        [background] + (screen == "OrdersScreen" ? ["OrdersScreen.swift:16"] : [])
      #expect(
        result.warnings.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }.sorted()
          == expected, "\(result.warnings.map(\.description))")
      #expect(
        result.warnings.filter { $0.kind == .cosmetic }.map {
          "\(($0.file as NSString).lastPathComponent):\($0.line)"
        } == [background])
      if screen == "OrdersScreen" {
        #expect(
          result.warnings.filter { $0.kind == .meaning }.allSatisfy {
            $0.message.localizedCaseInsensitiveContains("sample")
          })
      }
    }
  }

  /// Each screen's file imported alone (`brickyard import Screen.swift`, the previewer): the app
  /// root is TeamApp (Package.swift), so Theme.swift, the models, the asset catalog and the
  /// sidecar are read, and nothing above TeamApp is.
  @Test(arguments: TeamApp.screenNames)
  func issue35TeamAppScreenAlone(_ screen: String) throws {
    let path = TeamApp.screens.appendingPathComponent("\(screen).swift").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let result = SwiftApp.importFile(path: path, text: text)
    try withKnownIssue("issue 35: the team app's \(screen) imported alone") {
      try TeamApp.check(result, screen: screen)
      let names = result.files.map { ($0 as NSString).lastPathComponent }
      for needed in ["Theme.swift", "BaseViewController.swift", "Models.swift"] {
        #expect(names.contains(needed), "\(screen) did not read \(needed): \(result.files)")
      }
    } when: {
      TeamApp.failingNow.contains(screen)
    }
    let root = TeamApp.root.path + "/"
    for file in result.files {
      let full = URL(fileURLWithPath: file).standardizedFileURL.path
      #expect(full.hasPrefix(root), "\(screen) read \(file), outside the app root \(root)")
    }
  }

  /// The folder imported (`brickyard import TeamApp`): exactly the five screens, each as
  /// predicted. (When the folder import reads the asset catalog and the sidecar, this is the
  /// place to call it: today's folder import is `readFolder` then `importScreens`.)
  @Test func issue35TeamAppFolder() throws {
    let folder = try SwiftApp.readFolder(TeamApp.root.path).get()
    #expect(folder.skipped.isEmpty, "\(folder.skipped)")
    let screens = BrickImporter.importScreens(
      folder.sources, resources: SwiftApp.resources(root: TeamApp.root.path))
    // BaseViewController is no screen: its viewDidLoad calls setSection with what
    // `makeSection()` returns, which is nil in the base class.
    #expect(screens.map(\.name).sorted() == TeamApp.screenNames)
    for screen in screens where TeamApp.screenNames.contains(screen.name) {
      try withKnownIssue("issue 35: the team app's \(screen.name) in a folder import") {
        try TeamApp.check(screen.result, screen: screen.name)
      } when: {
        TeamApp.failingNow.contains(screen.name)
      }
    }
  }
#endif
