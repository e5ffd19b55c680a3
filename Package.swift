// swift-tools-version:6.1
import PackageDescription

// The importer (`brickyard import`, previewing .swift files) needs swift-syntax, which is most
// of a release build's time. It is the `Importer` trait, on by default;
// `swift build -c release --product brickyard --disable-default-traits` builds the previewer
// and the other commands without it.
let importer: TargetDependencyCondition? = .when(traits: ["Importer"])

let package = Package(
  name: "Brickyard",
  // Synchronization's Mutex needs macOS 15. Linux needs no line.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "brickyard", targets: ["brickyard"]),
    .library(name: "BrickCore", targets: ["BrickCore"]),
    // For the nested Benchmarks/ package.
    .library(name: "BrickFormat", targets: ["BrickFormat"]),
    .library(name: "BrickRaster", targets: ["BrickRaster"]),
    .library(name: "BrickImport", targets: ["BrickImport"]),
  ],
  traits: [
    .trait(
      name: "Importer",
      description: "brickyard import and previewing .swift files (builds swift-syntax)"),
    .default(enabledTraits: ["Importer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
  ],
  targets: [
    // Model, flow solver and behaviors. Standard library only: no Foundation, no C.
    .target(name: "BrickCore", exclude: ["Behaviors/README.md"]),
    // Layout file text (YAML or JSON) -> LayoutSpec, with positioned errors. No file I/O.
    .target(
      name: "BrickFormat", dependencies: ["BrickCore", .product(name: "Yams", package: "Yams")]),
    // Solved frames at a scroll offset -> a grid of cells. Pure Swift, no terminal.
    .target(name: "BrickRaster", dependencies: ["BrickCore"]),
    // Solved scenes -> SVG and HTML pictures (render --format svg|html). Pure Swift.
    .target(name: "BrickExport", dependencies: ["BrickCore", "BrickRaster"]),
    // BrickKit and compositional Swift -> layout file text (docs/import.md), read with
    // swift-syntax's parser in stages: Program/, Evaluate/, Build/, Write/.
    .target(
      name: "BrickImport",
      dependencies: [
        // BrickFormat for its large-stack thread and limits: the importer writes what it reads.
        "BrickCore", "BrickFormat",
        // Without the trait the module is empty (its files are inside `#if Importer`), so
        // `swift build --disable-default-traits` compiles no swift-syntax.
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: importer),
        .product(name: "SwiftParser", package: "swift-syntax", condition: importer),
        .product(name: "SwiftOperators", package: "swift-syntax", condition: importer),
      ]),
    // ncursesw through pkg-config, with a small C shim for what Swift cannot import. On macOS
    // the SDK's ncurses serves when pkg-config finds no ncursesw (Homebrew's is keg-only).
    .systemLibrary(
      name: "CNcursesw", pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
    // Layout files on disk: the size, link and kind checks, then the loader. The one module
    // that reads layout files, shared by the commands and the previewer.
    .target(
      name: "BrickFiles",
      dependencies: [
        "BrickCore", "BrickFormat", .target(name: "BrickImport", condition: importer),
      ]),
    // The words the previewer and the terminal share: input events, keys, signals, the
    // terminal's size, and the `TerminalApp` protocol the run loop drives. Pure Swift, no C.
    .target(name: "BrickTerminal", dependencies: ["BrickRaster"]),
    // The previewer's model: files, views, scrolling, selection, animations, keys to commands,
    // drawn into a cell grid. Pure, with time passed in; no terminal, no ncurses.
    .target(
      name: "BrickPreview",
      dependencies: ["BrickCore", "BrickFormat", "BrickFiles", "BrickRaster", "BrickTerminal"]),
    // The terminal: the ncurses backend, the recording backends, the run loop and the terminal
    // session (locale, signals, restore at exit). The only module that touches ncurses; it
    // does not know the previewer (the executable joins them).
    .target(
      name: "BrickTUI",
      dependencies: ["BrickCore", "BrickRaster", "BrickTerminal", "CNcursesw"],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]),
    // The commands that print (check, frames, render, diff, schema, import, bench) and the one
    // error translator. No terminal: this target does not depend on BrickTUI or ncurses.
    .target(
      name: "BrickCommands",
      dependencies: [
        "BrickCore", "BrickFormat", "BrickFiles", .target(name: "BrickImport", condition: importer),
        "BrickRaster", "BrickExport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The executable: BrickCommands plus the terminal commands (preview, record, tui-demo).
    .executableTarget(
      name: "brickyard",
      dependencies: [
        "BrickCore", "BrickFormat", "BrickFiles", "BrickCommands", "BrickRaster", "BrickTerminal",
        "BrickPreview", "BrickTUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The fuzz target over the loader, templates, solver, behaviors, rasterizer and importer
    // (scripts/fuzz.sh). Without libFuzzer it replays the inputs it is given, once each.
    .executableTarget(
      name: "BrickFuzz",
      dependencies: [
        "BrickCore", "BrickFormat", "BrickRaster",
        .target(name: "BrickImport", condition: importer),
      ]),
    .target(
      name: "BrickTestSupport", dependencies: ["BrickCore", "BrickFormat", "BrickRaster"],
      path: "Tests/BrickTestSupport"),
    // Scripted files and small layouts for the previewer's tests (BrickPreviewTests and
    // BrickTUITests, which runs the previewer through the run loop).
    .target(
      name: "BrickPreviewTestSupport",
      dependencies: ["BrickCore", "BrickFormat", "BrickTerminal", "BrickPreview"],
      path: "Tests/BrickPreviewTestSupport"),
    // Counts heap allocations in tests (malloc defined in the test executable; no preload).
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    .testTarget(
      name: "BrickCoreTests",
      dependencies: [
        "BrickCore", "BrickTestSupport", "AllocationCounter",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "BrickFormatTests",
      dependencies: [
        "BrickCore", "BrickFormat", "BrickTestSupport",
        // The YAML composer's tests compare its nodes and errors with Yams' composer.
        .product(name: "Yams", package: "Yams"),
      ],
      exclude: ["Errors"]),
    .testTarget(
      name: "BrickRasterTests",
      dependencies: [
        "BrickCore", "BrickFormat", "BrickRaster", "BrickTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Screens"]),
    // The previewer's model, without a terminal: this target does not link ncurses.
    .testTarget(
      name: "BrickPreviewTests",
      dependencies: [
        "BrickCore", "BrickFiles", "BrickFormat", "BrickRaster", "BrickTerminal", "BrickPreview",
        "BrickTestSupport", "BrickPreviewTestSupport",
      ]),
    .testTarget(
      name: "BrickTUITests",
      dependencies: [
        "BrickCore", "BrickFormat", "BrickRaster", "BrickTerminal", "BrickPreview", "BrickTUI",
        "BrickTestSupport", "BrickPreviewTestSupport",
      ],
      exclude: ["Screens"]),
    .testTarget(
      name: "BrickExportTests",
      dependencies: ["BrickCore", "BrickFormat", "BrickExport", "BrickTestSupport"]),
    .testTarget(
      name: "BrickImportTests",
      dependencies: [
        "BrickCore", "BrickFormat", .target(name: "BrickImport", condition: importer),
        "BrickTestSupport",
        // For the syntax helpers' tests (`TrimmedTextTests` compares with swift-syntax's own).
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: importer),
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BrickFilesTests",
      dependencies: ["BrickCore", "BrickFormat", "BrickFiles", "BrickTestSupport"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["brickyard", "BrickCommands", "BrickTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
