// swift-tools-version:6.0
// A libFuzzer target for the layout loader (templates included), solver, behaviors and
// rasterizer, and the Swift importer.
// A separate package so that CI's ordinary build and test skip it.
// Run: scripts/fuzz.sh [SECONDS]   (builds with `swift build -sanitize=fuzzer`)
import Foundation
import PackageDescription

// The importer (swift-syntax) is fuzzed only with BRICKYARD_FUZZ_IMPORT=1 (scripts/fuzz.sh):
// its release build with the sanitizers is long, and CI's short run covers layouts and templates.
let fuzzImport = ProcessInfo.processInfo.environment["BRICKYARD_FUZZ_IMPORT"] == "1"

let package = Package(
  name: "BrickyardFuzz",
  // `name:` because a path dependency is otherwise named after its folder (a worktree's name).
  dependencies: [.package(name: "Brickyard", path: "..")],
  targets: [
    .executableTarget(
      name: "BrickFuzz",
      dependencies: [
        .product(name: "BrickCore", package: "Brickyard"),
        .product(name: "BrickFormat", package: "Brickyard"),
        .product(name: "BrickRaster", package: "Brickyard"),
      ] + (fuzzImport ? [.product(name: "BrickImport", package: "Brickyard")] : []),
      // libFuzzer supplies `main`; the target only defines LLVMFuzzerTestOneInput.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ],
  swiftLanguageModes: [.v6]
)
