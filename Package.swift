// swift-tools-version:6.0
//
// A pure-Swift layout engine: masonry feeds and spinning wheels, computed
// once, cached and queried fast, with no UIKit in the engine.

import PackageDescription

let package = Package(
  name: "swift-layout-engines",
  platforms: [
    .iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1),
  ],
  products: [
    // MARK: - Public API
    .library(name: "LayoutGeometry", targets: ["LayoutGeometry"]),
    .library(name: "MasonryLayout", targets: ["MasonryLayout"]),
    .library(name: "CircularLayout", targets: ["CircularLayout"]),
    .executable(name: "layout-gallery", targets: ["layout-gallery"]),
  ],
  targets: [
    // MARK: - Public API
    .target(name: "LayoutGeometry"),
    .target(name: "MasonryLayout", dependencies: ["LayoutGeometry"]),
    .target(name: "CircularLayout", dependencies: ["LayoutGeometry"]),

    // MARK: - Implementation details
    .executableTarget(name: "layout-gallery", dependencies: ["LayoutGallery"]),
    .target(
      name: "LayoutGallery",
      dependencies: ["LayoutGeometry", "MasonryLayout", "CircularLayout"]
    ),
    .target(
      name: "LayoutTestSupport",
      dependencies: ["LayoutGeometry"],
      path: "Tests/LayoutTestSupport"
    ),
    .testTarget(
      name: "LayoutGeometryTests",
      dependencies: ["LayoutGeometry", "LayoutTestSupport"]
    ),
    .testTarget(
      name: "MasonryLayoutTests",
      dependencies: ["MasonryLayout", "LayoutGeometry", "LayoutTestSupport"]
    ),
    .testTarget(
      name: "LayoutGalleryTests",
      dependencies: ["LayoutGallery", "MasonryLayout", "CircularLayout", "LayoutGeometry"]
    ),
    .testTarget(
      name: "CircularLayoutTests",
      dependencies: ["CircularLayout", "LayoutGeometry", "LayoutTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
