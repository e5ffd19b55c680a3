// swift-tools-version:6.0
// Counts the measured text lines that `render`'s text screen hides, per file in Layouts/
// (FORMAT.md §4, "the picture is honest"). A separate package so that it can be built against
// any commit: scripts/hidden-lines.sh [COMMIT].
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is the checkout's name: read it.
let brickyard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "HiddenLines",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "hidden-lines",
      dependencies: [
        .product(name: "BrickCore", package: brickyard),
        .product(name: "BrickFormat", package: brickyard),
        .product(name: "BrickRaster", package: brickyard),
      ])
  ],
  swiftLanguageModes: [.v6]
)
