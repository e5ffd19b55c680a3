// swift-tools-version:6.1
// Regression benchmarks for Brickyard's phases, with allocation counts (ordo-one/benchmark).
// A separate package so that CI's ordinary build and test skip it.
// Run: cd Benchmarks && swift package benchmark
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is the checkout's name: read it.
let brickyard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "BrickyardBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .executableTarget(
      name: "BrickBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "BrickCore", package: brickyard),
        .product(name: "BrickFormat", package: brickyard),
        .product(name: "BrickRaster", package: brickyard),
      ],
      path: "Benchmarks/BrickBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
