// swift-tools-version:5.9
// A small app written the way teams write them, for issue 35's acceptance test: it is the app's
// root (the importer never reads above this folder).
import PackageDescription

let package = Package(
  name: "TeamApp",
  platforms: [.iOS(.v15)],
  products: [.library(name: "TeamApp", targets: ["TeamApp"])],
  dependencies: [.package(url: "https://github.com/wayfair-archive/brickkit-ios", from: "2.0.0")],
  targets: [
    .target(
      name: "TeamApp", dependencies: [.product(name: "BrickKit", package: "brickkit-ios")],
      resources: [.process("Resources")])
  ]
)
