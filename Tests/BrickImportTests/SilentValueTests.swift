#if Importer
  import BrickImport
  import Foundation
  import Testing

  /// Issue 35 done-means 1 ("nothing silent"), BrickKit side: values the value sweep
  /// (`ImportValueSweepTests`) found changed without the import changing or a warning naming
  /// them. Each case is a small screen: the layout text must hold (and not hold) the given
  /// lines, and the warnings must be exactly those given, each on its line with its text.
  struct SilentValueCase: CustomTestStringConvertible, Sendable {
    var name: String
    var swift: String
    /// Lines (trimmed) the layout text holds.
    var holds: [String] = []
    /// Text the layout must not hold.
    var lacks: [String] = []
    /// Every warning: its line and the start of its message.
    var warnings: [(line: Int, text: String)] = []
    var testDescription: String { name }
  }

  /// A screen whose `viewDidLoad` runs `body` (lines 4 on), with `members` after it.
  func silentScreen(_ body: String, members: String = "") -> String {
    """
    import BrickKit
    class Screen: BrickViewController {
      override func viewDidLoad() {
    \(body)
      }
    \(members)
    }
    """
  }

  let silentValueCases: [SilentValueCase] = [
    // The idiom and size classes are traits only where UIKit keeps them.
    SilentValueCase(
      name: "an idiom read from something that is not UIDevice.current is warned",
      swift: silentScreen(
        """
            let w: CGFloat = UIDevice.currentQ.userInterfaceIdiom == .pad ? 200 : 100
            setSection(BrickSection(bricks: [LabelBrick("a", width: .fixed(size: w), text: "A")]))
        """),
      lacks: ["horizontalSizeClass", "width: 200", "width: 100"],
      warnings: [
        (
          4, "`UIDevice.currentQ.userInterfaceIdiom` is read from `UIDevice.currentQ`, which is not"
        ),
        (5, "cannot follow the width"),
      ]),
    SilentValueCase(
      name: "a size class read from an unknown receiver is warned",
      swift: silentScreen(
        """
            let w: CGFloat = settings.horizontalSizeClass == .regular ? 200 : 100
            setSection(BrickSection(bricks: [LabelBrick("a", width: .fixed(size: w), text: "A")]))
        """),
      lacks: ["horizontalSizeClass"],
      warnings: [
        (4, "`settings.horizontalSizeClass` is read from `settings`"),
        (5, "cannot follow the width"),
      ]),
    SilentValueCase(
      name: "UIDevice.current kept in a local is the device",
      swift: silentScreen(
        """
            let device = UIDevice.current
            let w: CGFloat = device.userInterfaceIdiom == .pad ? 200 : 100
            setSection(BrickSection(bricks: [LabelBrick("a", width: .fixed(size: w), text: "A")]))
        """),
      holds: ["width: {horizontalSizeClass: {regular: 200, compact: 100}}"]),
    SilentValueCase(
      name: "a UITraitCollection parameter is a trait collection",
      swift: silentScreen(
        """
            let w = width(for: traitCollection)
            setSection(BrickSection(bricks: [LabelBrick("a", width: .fixed(size: w), text: "A")]))
        """,
        members: """
            func width(for traits: UITraitCollection) -> CGFloat {
              return traits.horizontalSizeClass == .regular ? 200 : 100
            }
          """),
      holds: ["width: {horizontalSizeClass: {regular: 200, compact: 100}}"]),
    SilentValueCase(
      name: "view.traitCollection and UIDevice.currentDevice() are followed",
      swift: silentScreen(
        """
            let a: CGFloat = view.traitCollection.verticalSizeClass == .compact ? 30 : 60
            let b: CGFloat = UIDevice.currentDevice().orientation.isLandscape ? 10 : 20
            setSection(BrickSection(bricks: [
              LabelBrick("a", height: .fixed(size: a), text: "A"),
          LabelBrick("b", height: .fixed(size: b), text: "B"),
            ]))
        """),
      holds: [
        "height: {verticalSizeClass: {regular: 60, compact: 30}}",
        "height: {orientation: {landscape: 10, portrait: 20}}",
      ]),
    // A bare name of the screen is the screen's own, even when it cannot be followed.
    SilentValueCase(
      name: "a computed property of the screen that cannot be followed is not another type's",
      swift: """
        import BrickKit
        enum Look { static let gap: CGFloat = 6 }
        class Base: BrickViewController {
          var gap: CGFloat { Look.gapQ }
        }
        class Screen: Base {
          override func viewDidLoad() {
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")], inset: gap))
          }
        }
        """,
      lacks: ["inset: 6"], warnings: [(8, "cannot follow the inset `gap`")]),
    SilentValueCase(
      name: "a stored property of the screen that cannot be followed is not another type's",
      swift: """
        import BrickKit
        enum Look { static let gap: CGFloat = 6 }
        class Base: BrickViewController {
          let gap: CGFloat = Look.gapQ
        }
        class Screen: Base {
          override func viewDidLoad() {
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")], inset: gap))
          }
        }
        """,
      lacks: ["inset: 6"], warnings: [(8, "cannot follow the inset `gap`")]),
    SilentValueCase(
      name: "the screen's computed property that can be followed still is",
      swift: """
        import BrickKit
        enum Look { static let gap: CGFloat = 6 }
        class Base: BrickViewController {
          var gap: CGFloat { Look.gap * 2 }
        }
        class Screen: Base {
          override func viewDidLoad() {
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")], inset: gap))
          }
        }
        """,
      holds: ["inset: 12"]),
    // The root section's identifier has a key of its own.
    SilentValueCase(
      name: "the root section's identifier is written",
      swift: silentScreen(
        """
            setSection(BrickSection("RootSection", bricks: [LabelBrick("a", text: "A")]))
        """),
      holds: ["identifier: \"RootSection\"", "- {type: label, id: a, text: \"A\"}"]),
    SilentValueCase(
      name: "a root section without an identifier has none",
      swift: silentScreen(
        """
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        """),
      lacks: ["identifier"]),
    // A data source naming an identifier no brick has: said where it names it.
    SilentValueCase(
      name: "a data source's identifier that matches no brick is warned on its line",
      swift: silentScreen(
        """
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
            layout.behaviors.insert(StickyLayoutBehavior(dataSource: self))
        """,
        members: """
            func stickyLayoutBehavior(_ behavior: StickyLayoutBehavior,
              shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String,
              inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
              return identifier == "a" || identifier == "story"
            }
          """),
      holds: ["- {type: sticky, bricks: [a]}"],
      warnings: [(10, "no brick of the layout has the identifier 'story'")]),
    // A list literal's element that cannot be followed: said at the element.
    SilentValueCase(
      name: "a constant in a list of numbers that cannot be followed is warned",
      swift: silentScreen(
        """
            let widths: [CGFloat] = [10, Metrics.gapQ, 30]
            var bricks: [Brick] = []
            for w in widths { bricks.append(LabelBrick(width: .fixed(size: w), text: "w")) }
            setSection(BrickSection(bricks: bricks))
        """),
      holds: [
        "- {type: label, width: 10, text: \"w\"}", "- {type: label, width: 30, text: \"w\"}",
      ],
      warnings: [(4, "cannot follow `Metrics.gapQ`; left it out of the list")]),
    SilentValueCase(
      name: "an unknown element among known strings is warned",
      swift: silentScreen(
        """
            let names = ["A", nameQ, "C"]
            setSection(BrickSection(bricks: names.map { LabelBrick(text: $0) }))
        """),
      holds: ["- {type: label, text: \"A\"}", "- {type: label, text: \"C\"}"],
      warnings: [(4, "cannot follow `nameQ`; left it out of the list")]),
    SilentValueCase(
      name: "a list of behaviors and range pairs is read where it is used, without warnings",
      swift: silentScreen(
        """
            let pairs: [RangeDimensionPair] = [(dimension: .ratio(ratio: 1/2), minimumSize: 400)]
            let width = BrickDimension.dimensionRange(
              default: .ratio(ratio: 1), additionalRangePairs: pairs)
            setSection(BrickSection(bricks: [LabelBrick("a", width: width, text: "A")]))
            let sticky = StickyLayoutBehavior(dataSource: self)
            let behaviors: [BrickLayoutBehavior] = [
              sticky, CoverFlowLayoutBehavior(minimumScaleFactor: 0.5),
            ]
            for behavior in behaviors { layout.behaviors.insert(behavior) }
        """,
        members: """
            func stickyLayoutBehavior(_ behavior: StickyLayoutBehavior,
              shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String,
              inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
              return identifier == "a"
            }
          """),
      holds: ["- {type: sticky, bricks: [a]}", "minimumSize: 400"]),
    // A custom brick's initializer defaults apply when the call leaves them out.
    SilentValueCase(
      name: "a custom brick's default background is its initializer's (clear is none)",
      swift: """
        import BrickKit
        class BadgeBrick: Brick {
          init(_ identifier: String, height: BrickDimension = .fixed(size: 70),
               backgroundColor: UIColor = .white) {
            super.init(identifier, size: BrickSize(width: .ratio(ratio: 1), height: height),
                       backgroundColor: backgroundColor)
          }
        }
        class PlainBrick: Brick {
          init(_ identifier: String, height: BrickDimension = .fixed(size: 20),
               backgroundColor: UIColor = UIColor.clearColor()) {
            super.init(identifier, size: BrickSize(width: .ratio(ratio: 1), height: height),
                       backgroundColor: backgroundColor)
          }
        }
        setSection(BrickSection(bricks: [
          BadgeBrick("badge"), PlainBrick("plain"), BadgeBrick("red", backgroundColor: .red),
        ]))
        """,
      holds: [
        "- {type: brick, id: badge, height: 70, background: \"white\"}",
        "- {type: brick, id: plain, height: 20}",
        "- {type: brick, id: red, height: 70, background: \"red\"}",
      ]),
    // The appearance: fonts for the cells a proxy names, and what another device gets.
    SilentValueCase(
      name: "a font for labels contained in a cell class applies to that class's bricks",
      swift: """
        import BrickKit
        enum Theme {
          static func apply() {
            UILabel.appearance().font = UIFont.systemFont(ofSize: 13)
            UILabel.appearance(whenContainedInInstancesOf: [LabelBrickCell.self]).font =
              UIFont.systemFont(ofSize: 15)
            if UIDevice.current.userInterfaceIdiom == .pad {
              LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(
                top: 9, left: 9, bottom: 9, right: 9)
            }
          }
        }
        setSection(BrickSection(bricks: [LabelBrick("a", text: "A"), ButtonBrick("b", title: "B")]))
        """,
      holds: [
        "- {type: label, id: a, text: \"A\", font: {size: 15}}",
        "- {type: button, id: b, title: \"B\", font: {size: 13}}",
      ],
      lacks: ["padding"],
      warnings: [
        (8, "this appearance is set where `UIDevice.current.userInterfaceIdiom == .pad` holds")
      ]),
    // Already followed (the sweep's rows were a snippet's unused constant and tvOS-only code).
    SilentValueCase(
      name: "Swift 2 spellings inside orientation and size-class rules are followed",
      swift: """
        let height: BrickDimension = .HorizontalSizeClass(
          regular: .Orientation(landscape: .Fixed(size: 200), portrait: .Fixed(size: 100)),
          compact: .Orientation(landscape: .Fixed(size: 100), portrait: .Fixed(size: 50)))
        let section = BrickSection(bricks: [LabelBrick(height: height, text: "BRICK")])
        setSection(section)
        """,
      holds: [
        "height: {horizontalSizeClass: {regular: {orientation: {landscape: 200, portrait: 100}}, "
          + "compact: {orientation: {landscape: 100, portrait: 50}}}}"
      ]),
    SilentValueCase(
      name: "uneven appearance insets are per edge; a tvOS clause is not compiled for iOS",
      swift: """
        import BrickKit
        enum Look {
          static func install() {
            #if os(tvOS)
              LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(
                top: 30, left: 30, bottom: 30, right: 30)
            #else
              LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(
                top: 4, left: 12, bottom: 4, right: 12)
            #endif
          }
        }
        setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        """,
      holds: ["padding: {top: 4, left: 12, bottom: 4, right: 12}"], lacks: ["30"]),
    // The collection view's own background: no layout key (the root's `background` fills only
    // the content's frame), so a cosmetic warning at the colour; BrickKit's clear and the
    // preview's systemBackground are the defaults.
    SilentValueCase(
      name: "the collection view's background colour is warned at its value",
      swift: silentScreen(
        """
            brickCollectionView.backgroundColor = .black
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        """),
      lacks: ["background"],
      warnings: [(4, "the collection view's background colour `.black` has no key")]),
    SilentValueCase(
      name: "white is warned too: the dark appearance shows systemBackground's black",
      swift: silentScreen(
        """
            self.collectionView!.backgroundColor = UIColor.white
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        """),
      lacks: ["background"],
      warnings: [(4, "the collection view's background colour `UIColor.white` has no key")]),
    SilentValueCase(
      name: "a base class's collection background from a theme constant is warned there",
      swift: """
        import BrickKit
        enum Theme {
          static let background = UIColor(white: 0.2, alpha: 1)
        }
        class Base: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            self.collectionView?.backgroundColor = Theme.background
          }
        }
        class Screen: Base {
          override func viewDidLoad() {
            super.viewDidLoad()
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
          }
        }
        """,
      lacks: ["background"],
      warnings: [(8, "the collection view's background colour `Theme.background` has no key")]),
    SilentValueCase(
      name: "BrickKit's clear and the preview's systemBackground are no warning",
      swift: silentScreen(
        """
            brickCollectionView.backgroundColor = .clear
            collectionView?.backgroundColor = UIColor.systemBackground
            brickCollectionView.backgroundColor = nil
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        """),
      lacks: ["background"]),
  ]

  @Test(arguments: silentValueCases)
  func silentValueIsFollowedOrWarned(_ c: SilentValueCase) throws {
    let result = BrickImporter.importSources([SwiftSource(name: "Screen.swift", text: c.swift)])
    _ = try loadLayout(result.yaml, "Screen.swift")
    let lines = Set(
      result.yaml.split(separator: "\n").map {
        $0.split(separator: "#").first.map { String($0).trimmingCharacters(in: .whitespaces) }
          ?? ""
      })
    let body = result.yaml.split(separator: "\n").filter { !$0.hasPrefix("#") }
      .joined(separator: "\n")
    for line in c.holds {
      #expect(lines.contains(line) || body.contains(line), "no \(line) in\n\(result.yaml)")
    }
    for text in c.lacks {
      #expect(!body.contains(text), "\(text) in\n\(result.yaml)")
    }
    let got = result.warnings.map { "\($0.line): \($0.message)" }
    #expect(result.warnings.count == c.warnings.count, "\(got)")
    for mark in c.warnings {
      #expect(
        result.warnings.contains { $0.line == mark.line && $0.message.hasPrefix(mark.text) },
        "no warning '\(mark.text)' on line \(mark.line): \(got)")
    }
  }
#endif
