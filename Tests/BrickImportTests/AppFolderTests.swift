#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// The Swift files of `Fixtures/App`, a small app in the shapes BrickKit apps are written in:
  /// a base screen and a subclass that changes its bricks, data sources in extensions,
  /// identifiers and metrics in a constants file, cell appearance set at launch in another.
  func appFixtureSources() throws -> [SwiftSource] {
    let root = fixturesURL.appendingPathComponent("App")
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    var names: [String] = []
    for case let name as String in walker where name.hasSuffix(".swift") { names.append(name) }
    return try names.sorted().map { name in
      SwiftSource(name: "App/\(name)", text: try #require(fixtureText("App/\(name)")))
    }
  }

  /// The screens of the app fixture, each with its hand translation in `Fixtures/AppLayouts`.
  let appScreens = [
    "FeedScreen", "HelperScreen", "ListBase", "NamesScreen", "ThirdsList", "TogglesScreen",
  ]

  /// `brickyard import DIR` finds exactly the view controllers that build a section.
  @Test func appFolderFindsEveryScreen() throws {
    let screens = BrickImporter.importScreens(try appFixtureSources())
    #expect(screens.map(\.name).sorted() == appScreens)
    let thirds = try #require(screens.first { $0.name == "ThirdsList" })
    #expect(
      thirds.files == [
        "App/Screens/ListBase+DataSources.swift", "App/Screens/ListBase.swift",
        "App/Screens/ThirdsList.swift",
      ])
  }

  /// Each screen of the app solves to the frames of its hand-written layout, on a phone in both
  /// orientations and on a pad, without warnings.
  @Test(arguments: appScreens)
  func appScreenMatchesHandTranslation(_ name: String) throws {
    let screens = BrickImporter.importScreens(try appFixtureSources())
    let screen = try #require(screens.first { $0.name == name })
    if recordedImport(screen.result.yaml, as: "AppLayouts/\(name).yaml") { return }
    let imported = try loadLayout(screen.result.yaml, name)
    let text = try #require(fixtureText("AppLayouts/\(name).yaml"))
    let expected = try loadLayout(text, "\(name).yaml")
    for device in [Device.default, Device.preset(named: "ipad")].compactMap({ $0 }) {
      for orientation in Traits.Orientation.allCases {
        let got = SolvedFrames(imported, device: device, orientation: orientation)
        let want = SolvedFrames(expected, device: device, orientation: orientation)
        #expect(got == want, "\(name) on \(device.name) \(orientation):\n\(screen.result.yaml)")
      }
    }
    #expect(imported.behaviors == expected.behaviors, "\(screen.result.yaml)")
    #expect(screen.result.warnings.isEmpty, "\(screen.result.warnings.map(\.description))")
  }

  /// A screen's file given with the app's other files builds that screen (not the first one),
  /// and a subclass given without its superclass's file names the class to add.
  @Test func oneScreenOfTheApp() throws {
    let sources = try appFixtureSources()
    let result = BrickImporter.importSources(sources, screen: "ThirdsList")
    #expect(result.yaml.contains("width: \"1/3\""), "\(result.yaml)")
    let alone = try #require(fixtureText("App/Screens/ThirdsList.swift"))
    let lonely = BrickImporter.importSource(alone, name: "ThirdsList.swift")
    #expect(
      lonely.warnings.map(\.message) == [
        "ThirdsList's superclass ListBase is in none of these files; add the file that declares it"
      ])
    _ = try loadLayout(lonely.yaml, "ThirdsList.swift")
  }
#endif
