// swift-tools-version:6.1
//
// Benchmarks for the layout engines, kept in their own package so the
// library itself depends on nothing. Run them all with:
//
//     swift package benchmark --no-progress

import PackageDescription

let package = Package(
  name: "swift-layout-engines-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "swift-layout-engines", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // MARK: - Benchmarks (one executable per engine, as the plugin expects)
    .executableTarget(
      name: "MasonryBenchmarks",
      dependencies: [
        "BenchmarkFeeds",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Benchmarks/MasonryBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),

    .executableTarget(
      name: "WheelBenchmarks",
      dependencies: [
        "BenchmarkFeeds",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CircularLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Benchmarks/WheelBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),

    // The hosting layer (what the UIKit layouts forward to) beside the
    // bare engines.
    .executableTarget(
      name: "HostingBenchmarks",
      dependencies: [
        "BenchmarkFeeds",
        "HostingFeeds",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "MasonryLayoutHosting", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Benchmarks/HostingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),

    // Prepare against its floor, as ratios of side-by-side timings.
    .executableTarget(
      name: "prepare-ratios",
      dependencies: [
        "BenchmarkFeeds",
        "BenchmarkHarness",
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources/PrepareRatios"
    ),

    // Sectioned prepare and append against one engine, as ratios of
    // side-by-side timings.
    .executableTarget(
      name: "section-ratios",
      dependencies: [
        "BenchmarkFeeds",
        "BenchmarkHarness",
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources/SectionRatios"
    ),

    // The carousel's queries beside their floors, as ratios of side-by-side
    // timings.
    .executableTarget(
      name: "carousel-ratios",
      dependencies: [
        "BenchmarkFeeds",
        "BenchmarkHarness",
        .product(name: "CircularLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources/CarouselRatios"
    ),

    // The horizontal axis against the vertical one, as side-by-side ratios.
    .executableTarget(
      name: "axis-ratios",
      dependencies: [
        "BenchmarkFeeds",
        "BenchmarkHarness",
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources/AxisRatios"
    ),

    // The hosting layer against the bare engines, as ratios of side-by-side
    // timings.
    .executableTarget(
      name: "hosting-ratios",
      dependencies: [
        "BenchmarkFeeds",
        "BenchmarkHarness",
        "HostingFeeds",
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "MasonryLayoutHosting", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources/HostingRatios"
    ),

    // The identity feed against the bare engine, as ratios of
    // side-by-side timings; the library products only.
    .executableTarget(
      name: "feed-ratios",
      dependencies: [
        "BenchmarkFeeds",
        "BenchmarkHarness",
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "MasonryLayoutHosting", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources/FeedRatios"
    ),

    // MARK: - Implementation details
    // The clock, the alternating order and the medians every ratio
    // program uses, the UIKit model's too (Scripts/uikit-model links this
    // folder in); no dependencies, so that the model's package can take it.
    .target(name: "BenchmarkHarness"),
    .target(
      name: "BenchmarkFeeds",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CircularLayout", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ]
    ),
    // The hosting benchmarks' feeds and the work both sides of each ratio
    // do.
    .target(
      name: "HostingFeeds",
      dependencies: [
        "BenchmarkFeeds",
        .product(name: "CircularLayout", package: "swift-layout-engines"),
        .product(name: "CircularLayoutHosting", package: "swift-layout-engines"),
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "MasonryLayoutHosting", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
