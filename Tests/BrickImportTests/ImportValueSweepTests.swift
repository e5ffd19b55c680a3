#if Importer
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// Issue 35 docs/layout-file.md#nodes: for each fixture (a file with its context files, or an
  /// app's folder), one value the importer may read is changed at a time (a number, a string
  /// literal, a boolean, an enum case, a constant's name), and the import of the mutant must
  /// differ from the fixture's (its layout text, comments aside) or carry a warning on the
  /// mutated line. A value that changes neither is a value the preview gets silently wrong
  /// once the app changes it.
  ///
  /// The mutations are sampled deterministically (`perUnit` sites per fixture, seeded by its
  /// name) to keep the sweep within the suite's time in a debug build and under ASan; the
  /// fuzz-style invariant (mutants load, warnings have positions) is `ImportMutationSweepTests`.
  @Suite struct ImportValueSweepTests {
    /// One import: the fixture files read together (the first named in reports), or a folder's
    /// screens each imported (`importScreens`).
    struct Unit: Sendable, CustomTestStringConvertible {
      var name: String
      var files: [String]
      var folder: Bool
      var testDescription: String { name }
    }

    /// The most sites mutated per unit: 10, or `SWEEP_PER_UNIT` from the environment to widen
    /// the net by hand (`SWEEP_PER_UNIT=40 swift test --filter ImportValueSweep`).
    static let perUnit =
      ProcessInfo.processInfo.environment["SWEEP_PER_UNIT"].flatMap { Int($0) } ?? 10

    /// Values that change neither the import nor its warnings today, each `file:line: token`
    /// with what is lost. Each is a finding for the importer (docs in the report of issue 35
    /// docs/layout-file.md#nodes); an entry that is no longer silent fails the sweep, so it is
    /// taken off this list.
    static let knownSilent: [String: String] = [
      // Values no layout reads (expected to be silent).
      "App/AppDelegate.swift:13: true":
        "the app delegate's return value: no layout reads it",
      "Compositional/NestedGroups.swift:52: 0":
        "an item identifier offset: identifiers only",
      "Compositional/PinnedHeaders.swift:60: 0":
        "an item identifier offset: identifiers only",
      "Compositional/SectionDecoration.swift:61: 0":
        "an item identifier offset: identifiers only",
      "Compositional/HeadersFooters.swift:71: 0":
        "an item identifier offset: identifiers only (a repeated one is warned)",
      "Compositional/OrthogonalBehaviors.swift:81: 0":
        "an item identifier offset: identifiers only (a repeated one is warned)",
      "Compositional/OrthogonalScrolling.swift:53: 0":
        "an item identifier offset: identifiers only (a repeated one is warned)",
      "Compositional/PinnedHeaders.swift:64: 10":
        "an identifier offset's step, raised: identifiers only (a lowered one repeats, warned)",
      "Constructs/Colours.swift:14: 1":
        "a colour component past 1 is 1 (the mutant clamps to the same colour)",
      "Seeds/guide-dim-horizontal-size-class.context.swift:14: 1":
        "the other identifiers' count: no other brick",
      "Seeds/guide-dim-orientation.context.swift:14: 1":
        "the other identifiers' count: no other brick",
      "Seeds/guide-dim-vertical-size-class.context.swift:14: 1":
        "the other identifiers' count: no other brick",
      "Seeds/readme-appear.context.swift:14: 1":
        "the other identifiers' count: no other brick",
      "Seeds/readme-coverflow.context.swift:13: 1":
        "the other identifiers' count: no other brick",
      "Seeds/readme-spotlight.context.swift:17: 1":
        "the other identifiers' count: no other brick",
      "Seeds/site-appear.context.swift:14: 1":
        "the other identifiers' count: no other brick",
      "Seeds/site-spotlight.context.swift:17: 1":
        "the other identifiers' count: no other brick",
      "Seeds/site-repeat-count.swift:20: 1":
        "the other identifiers' count: no other brick",
      "Issue35/Shapes/StructArrayCount.swift:31: 1":
        "the other identifiers' count: no other brick",
      "Seeds/readme-repeat-count.swift:12: \"Apple\"":
        "appended to `products`, which nothing reads (the README's own slip)",
      "Seeds/readme-repeat-count.swift:13: \"Banana\"":
        "appended to `products`, which nothing reads",
      "Seeds/readme-repeat-count.swift:14: \"Cherry\"":
        "appended to `products`, which nothing reads",
      "Seeds/site-repeat-count.swift:8: \"Apple\"":
        "appended to `products`, which nothing reads",
      "Seeds/site-repeat-count.swift:9: \"Banana\"":
        "appended to `products`, which nothing reads",
      "Seeds/site-repeat-count.swift:10: \"Cherry\"":
        "appended to `products`, which nothing reads",
      "Seeds/readme-repeat-count.swift:33: \"FRUIT\"":
        "the count it selects was assumed 1 (warned), the same as the fallback",
      "Issue35/Shapes/StructArrayMap.swift:14: 12":
        "a struct field the screen never reads (`items`)",
      "Issue35/Shapes/StructArrayMap.swift:14: 4":
        "a struct field the screen never reads (`items`)",
      "Issue35/Shapes/StructArrayMap.swift:14: 7":
        "a struct field the screen never reads (`items`)",
      "Warnings/NoBricks.swift:2: 100":
        "a constant nothing reads",
      "Issue35/Shapes/CompletionHandler.swift:25: DispatchQueue.main":
        "the queue a callback runs on",
      "Compositional/Grid.swift:42: 1":
        "a border width: cosmetic, no layout key",
      "Compositional/AppViews.swift:67: 2":
        "a model field no cell reads (`Tile.count`); followed when a cell reads it",
      // Found with SWEEP_PER_UNIT=40 (issue 35's wider net), each looked at.
      "App/Screens/HelperScreen.swift:38: \"?\"":
        "makeFooter's default branch: the screen calls it with style 2",
      "App/Screens/HelperScreen.swift:38: Slot.footer":
        "makeFooter's default branch: the screen calls it with style 2",
      "App/Screens/NamesScreen.swift:17: 1":
        "the other identifiers' count: no other brick",
      "Constructs/Properties.swift:36: 1":
        "the other identifiers' count: no other brick in the section it is set on",
      "Issue35/OtherCollection/DealsScreen.swift:32: 1":
        "the other identifiers' count: no other brick in the section it is set on",
      "Seeds/guide-dim-mix-and-match.context.swift:14: 1":
        "the other identifiers' count: no other brick",
      "Seeds/site-coverflow.context.swift:13: 1":
        "the other identifiers' count: no other brick",
      "Constructs/Cells.swift:46: 11.0":
        "`#available` is taken as true (docs/import.md): the version it names is not read",
      "Constructs/Cells.swift:49: \"Old\"":
        "the `#available` check's else branch, which the preview does not take",
      "Constructs/Cells.swift:68: \"item\"":
        "`items.count` of an empty list previews no copy; the mutant's fallback 1 finds no text "
        + "in the same list and previews none either (warned at the list, line 81)",
      "Issue35/Shapes/Colours.swift:8: 1":
        "a default alpha past 1 is 1 (the mutant clamps to the same colour)",
      "Issue35/TeamApp/Sources/TeamApp/Theme/Theme.swift:18: 1":
        "a colour component past 1 is 1 (the mutant clamps to the same colour)",
      "Issue35/TeamApp/Sources/TeamApp/Theme/Theme.swift:38: 1":
        "the alpha of `UIColor(hex:)`, which only `Colors.muted` uses, and no screen uses it",
      "Issue35/Shapes/SizeClassBranches.swift:8: 2":
        "an initial value both branches overwrite before it is read",
      "Issue35/TeamApp/Package.swift:9: \"TeamApp\"":
        "the package's target name: the app root is found by its Sources folder",
      "Issue35/TeamApp/Sources/TeamApp/Models/Models.swift:35: DispatchQueue.main":
        "the queue a callback runs on",
      "Issue35/TeamApp/Sources/TeamApp/Theme/Theme.swift:16: .black":
        "the dark half of the theme's background, which only the collection view's background "
        + "takes: no layout key; warned (cosmetic) where it is set, BaseViewController.swift:12 "
        + "`Theme.Colors.background`, not on the constant's own lines",
      "Warnings/Runtime.swift:25: .red":
        "a label's text colour: no layout key (cosmetic)",
      "Warnings/Runtime.swift:44: 4":
        "in a branch whose condition is warned at line 43 (assumed false)",
      "Warnings/Runtime.swift:8: \"columns\"":
        "a value known only at run time either way: warned where it is used (line 22)",
      "Warnings/Runtime.swift:8: UserDefaults.standard":
        "a value known only at run time either way: warned where it is used (line 22)",
      "App/Look.swift:10: 30":
        "inside `#if os(tvOS)`: an iOS build leaves it out (the `#else` insets are followed, "
        + "per edge when uneven)",
      "Seeds/readme-height-rules.swift:16: 200":
        "the README's rule constant `height`, which no brick reads (a brick that reads it gets "
        + "the rule, Swift 2 spellings included: SilentValueTests)",
      "Seeds/readme-height-rules.swift:17: 100":
        "the README's rule constant `height`, which no brick reads",
      "Seeds/readme-height-rules.swift:20: 100":
        "the README's rule constant `height`, which no brick reads",
      "Seeds/readme-height-rules.swift:21: 50":
        "the README's rule constant `height`, which no brick reads",
    ]

    static func swiftFiles(under folder: String) -> [String] {
      let root = fixturesURL.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      else { return [] }
      var found: [String] = []
      for case let url as URL in walker where url.pathExtension == "swift" {
        found.append(folder + "/" + url.path.dropFirst(root.path.count + 1))
      }
      return found.sorted()
    }

    /// Every fixture: single files with their `.context.swift`, and the app folders.
    static let units: [Unit] = {
      var units: [Unit] = []
      for folder in ["Constructs", "Warnings", "Seeds", "Compositional", "Issue35/Shapes"] {
        let files = swiftFiles(under: folder)
        for file in files where !file.hasSuffix(".context.swift") {
          let context = file.replacingOccurrences(of: ".swift", with: ".context.swift")
          let together = [file] + (files.contains(context) ? [context] : [])
          units.append(Unit(name: file, files: together, folder: false))
        }
      }
      for app in [
        "App", "Issue35/TwoScreens", "Issue35/OtherCollection", "Issue35/TeamApp",
        "Issue35/XcodeApp", "Issue35/AssetsApp",
      ] {
        units.append(Unit(name: app, files: swiftFiles(under: app), folder: true))
      }
      return units
    }()

    /// The import's layout text without comment lines, and its warnings.
    static func run(
      _ unit: Unit, _ texts: [String: String]
    ) -> (text: String, warnings: [ImportWarning]) {
      let sources = unit.files.map { SwiftSource(name: $0, text: texts[$0] ?? "") }
      let results: [ImportResult]
      if unit.folder {
        results = LargeStack.run(stackSize: ImportLimits.stackSize) {
          BrickImporter.importScreens(sources).map(\.result)
        }
      } else {
        results = [BrickImporter.importSources(sources)]
      }
      let text = results.map { result in
        result.yaml.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
      }.joined(separator: "\n---\n")
      return (text, results.flatMap(\.warnings))
    }

    @Test func thereAreUnitsAndSites() {
      #expect(Self.units.count > 80)
      #expect(Self.units.contains { $0.name == "Issue35/TeamApp" && $0.files.count >= 8 })
      let sites = Self.units.reduce(0) { total, unit in
        total
          + unit.files.reduce(0) { $0 + ValueMutator.sites(in: fixtureText($1) ?? "").count }
      }
      #expect(sites > 1_000)
    }

    /// The sites found in a line of Swift, and how each is changed.
    @Test func theMutatorFindsValues() {
      let swift = """
        let w: CGFloat = 12.5 // 99
        LabelBrick("row", width: .ratio(ratio: 1/2), text: "A \\(x)", hidden: true)
        layout.scrollDirection = .horizontal; inset: Metrics.gutter, id: Base0.x
        """
      let sites = ValueMutator.sites(in: swift)
      #expect(
        sites.map { "\($0.line):\($0.original)->\($0.replacement)" } == [
          "1:12.5->26.0", "2:\"row\"->\"rowQ\"", "2:1->4", "2:2->5", "2:true->false",
          "3:.horizontal->.vertical", "3:Metrics.gutter->Metrics.gutterQ", "3:Base0.x->Base0.xQ",
        ])
    }

    @Test(arguments: units)
    func everyMutatedValueChangesTheImportOrIsWarned(_ unit: Unit) throws {
      var texts: [String: String] = [:]
      for file in unit.files { texts[file] = try #require(fixtureText(file)) }
      let original = Self.run(unit, texts)
      var sites: [(file: String, site: ValueMutator.Site)] = []
      for file in unit.files {
        sites += ValueMutator.sites(in: texts[file] ?? "").map { (file, $0) }
      }
      var generator = Mutator.Generator(state: Mutator.seed(unit.name, 35))
      sites.shuffle(using: &generator)
      var silent: [String] = []
      for (file, site) in sites.prefix(Self.perUnit) {
        var mutated = texts
        mutated[file] = site.apply(to: texts[file] ?? "")
        let result = Self.run(unit, mutated)
        let named = result.warnings.contains { $0.file == file && $0.line == site.line }
        if result.text == original.text && !named {
          silent.append("\(file):\(site.line): \(site.original)")
        }
      }
      for key in silent where Self.knownSilent[key] == nil {
        Issue.record(
          "silent: \(key) -> changed to \(key) gives the same import and no warning on its line")
      }
      for key in Self.knownSilent.keys
      where key.hasPrefix(unit.name) && !silent.contains(key)
        && sites.prefix(Self.perUnit).contains(where: {
          "\($0.file):\($0.site.line): \($0.site.original)" == key
        })
      {
        Issue.record("\(key) is no longer silent: take it off ImportValueSweepTests.knownSilent")
      }
    }
  }

  /// The values of Swift source a sweep changes, one at a time: numbers (`12` -> `15`, `0.5` ->
  /// `2.0`), string literals without interpolation (`"row"` -> `"rowQ"`), `true`/`false`,
  /// enum cases with a known sibling (`.horizontal` -> `.vertical`), and a type's constants
  /// (`Metrics.gutter` -> `Metrics.gutterQ`, a name declared nowhere). Comments are skipped.
  enum ValueMutator {
    struct Site: Equatable {
      var range: Range<Int>
      var line: Int
      var original: String
      var replacement: String

      func apply(to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(range, with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
      }
    }

    static let siblings: [String: String] = [
      "horizontal": "vertical", "vertical": "horizontal", "top": "bottom", "bottom": "top",
      "left": "right", "right": "left", "topDown": "bottomUp", "bottomUp": "topDown",
      "regular": "compact", "compact": "regular", "portrait": "landscape",
      "landscape": "portrait", "leading": "trailing", "trailing": "leading",
      "center": "leading", "justified": "left", "red": "blue", "blue": "red",
      "white": "black", "black": "white", "lightGray": "darkGray", "darkGray": "lightGray",
      "clear": "green", "bold": "light", "light": "bold", "stack": "alwaysOnTop",
      "alwaysOnTop": "stack", "fixed": "flexible",
    ]

    static func isIdentifier(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        || b == 0x5F
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// Lines whose values name things a layout has no place for (reuse identifiers, element
    /// kinds, a fatal error's message, a URL, a navigation title, snapshot bookkeeping): their
    /// sites are left out.
    static let ignoredLines = [
      "euseIdentifier", "lementKind", "fatalError(", "preconditionFailure(", "print(",
      "URL(string:", "navigationItem", "animatingDifferences", "appendSections(", "register(",
    ]

    /// The sites of `text` in order.
    static func sites(in text: String) -> [Site] {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return allSites(in: text).filter { site in
        let line = site.line - 1 < lines.count ? lines[site.line - 1] : ""
        return !ignoredLines.contains { line.contains($0) }
      }
    }

    private static func allSites(in text: String) -> [Site] {
      let bytes = Array(text.utf8)
      var sites: [Site] = []
      var i = 0
      var line = 1
      func word(at start: Int) -> Int {
        var j = start
        while j < bytes.count && isIdentifier(bytes[j]) { j += 1 }
        return j
      }
      func string(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
      while i < bytes.count {
        let c = bytes[i]
        let next: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
        let previous: UInt8 = i > 0 ? bytes[i - 1] : 0x20
        if c == 0x0A {
          line += 1
          i += 1
        } else if c == 0x2F && next == 0x2F {
          while i < bytes.count && bytes[i] != 0x0A { i += 1 }
        } else if c == 0x2F && next == 0x2A {
          i += 2
          while i + 1 < bytes.count && !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) {
            if bytes[i] == 0x0A { line += 1 }
            i += 1
          }
          i += 2
        } else if c == 0x22 {
          // A string literal: one line, no escapes or interpolation, else skipped whole.
          let multi = next == 0x22 && i + 2 < bytes.count && bytes[i + 2] == 0x22
          var j = i + (multi ? 3 : 1)
          var plain = !multi
          while j < bytes.count {
            if bytes[j] == 0x5C {
              plain = false
              j += 2
              continue
            }
            if bytes[j] == 0x0A {
              line += 1
              if !multi { break }
            }
            if multi && bytes[j] == 0x22 && j + 2 < bytes.count && bytes[j + 1] == 0x22
              && bytes[j + 2] == 0x22
            {
              j += 3
              break
            }
            if !multi && bytes[j] == 0x22 {
              j += 1
              break
            }
            j += 1
          }
          if plain, j - i > 2, j <= bytes.count, bytes[j - 1] == 0x22 {
            let inner = string((i + 1)..<(j - 1))
            sites.append(
              Site(range: i..<j, line: line, original: string(i..<j), replacement: "\"\(inner)Q\""))
          }
          i = j
        } else if isDigit(c) && !isIdentifier(previous) && previous != 0x2E && previous != 0x24 {
          var j = i
          while j < bytes.count && (isDigit(bytes[j]) || bytes[j] == 0x5F) { j += 1 }
          var isFloat = false
          if j + 1 < bytes.count && bytes[j] == 0x2E && isDigit(bytes[j + 1]) {
            isFloat = true
            j += 1
            while j < bytes.count && isDigit(bytes[j]) { j += 1 }
          }
          if j < bytes.count && (isIdentifier(bytes[j])) {
            i = word(at: j)  // 0x1F, 1e3: left alone
            continue
          }
          let literal = string(i..<j).replacingOccurrences(of: "_", with: "")
          let replacement: String
          let before = string(max(0, i - 7)..<i)
          if before == "alpha: " {
            replacement = literal == "0.5" ? "0.25" : "0.5"  // an alpha past 1 is 1
          } else if isFloat, let v = Double(literal) {
            replacement = String(v * 2 + 1)
          } else if let n = Int(literal) {
            replacement = String(n + 3)
          } else {
            i = j
            continue
          }
          sites.append(
            Site(range: i..<j, line: line, original: string(i..<j), replacement: replacement))
          i = j
        } else if isIdentifier(c) {
          let j = word(at: i)
          let name = string(i..<j)
          if (name == "true" || name == "false") && previous != 0x2E {
            sites.append(
              Site(
                range: i..<j, line: line, original: name,
                replacement: name == "true" ? "false" : "true"))
          } else if previous == 0x2E, let sibling = siblings[name],
            i >= 2, !isIdentifier(bytes[i - 2]), bytes[i - 2] != 0x29, bytes[i - 2] != 0x5D
          {
            sites.append(
              Site(range: (i - 1)..<j, line: line, original: "." + name, replacement: "." + sibling)
            )
          } else if previous != 0x2E, c >= 0x41 && c <= 0x5A, j + 1 < bytes.count,
            bytes[j] == 0x2E, bytes[j + 1] >= 0x61 && bytes[j + 1] <= 0x7A
          {
            // `Type.constant`: the constant renamed to one declared nowhere.
            let k = word(at: j + 1)
            let member = string((j + 1)..<k)
            let called = k < bytes.count && (bytes[k] == 0x28 || bytes[k] == 0x7B)
            if !called && siblings[member] == nil && name != "UIColor" && name != "UIFont"
              && member != "self"
            {
              sites.append(
                Site(
                  range: i..<k, line: line, original: string(i..<k),
                  replacement: string(i..<k) + "Q"))
            }
            i = k
            continue
          }
          i = j
        } else {
          i += 1
        }
      }
      return sites
    }
  }
#endif
