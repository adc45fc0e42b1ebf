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
    // What a host layer (a collection view layout, a SwiftUI view) decides,
    // in platform-free code: update items to engine edits, self-sizing,
    // anchors, invalidation, drag targets, attributes.
    .library(name: "MasonryLayoutHosting", targets: ["MasonryLayoutHosting"]),
    .library(name: "CircularLayoutHosting", targets: ["CircularLayoutHosting"]),
    // The UICollectionViewLayout subclasses; empty modules where UIKit is
    // missing.
    .library(name: "MasonryLayoutUIKit", targets: ["MasonryLayoutUIKit"]),
    .library(name: "CircularLayoutUIKit", targets: ["CircularLayoutUIKit"]),
    // The SwiftUI views; empty modules where SwiftUI is missing.
    .library(name: "MasonryLayoutSwiftUI", targets: ["MasonryLayoutSwiftUI"]),
    .library(name: "CircularLayoutSwiftUI", targets: ["CircularLayoutSwiftUI"]),
    .executable(name: "layout-gallery", targets: ["layout-gallery"]),
  ],
  targets: [
    // MARK: - Public API
    .target(name: "LayoutGeometry"),
    .target(name: "MasonryLayout", dependencies: ["LayoutGeometry"]),
    .target(name: "CircularLayout", dependencies: ["LayoutGeometry"]),
    .target(name: "MasonryLayoutHosting", dependencies: ["MasonryLayout", "LayoutGeometry"]),
    .target(name: "CircularLayoutHosting", dependencies: ["CircularLayout", "LayoutGeometry"]),
    .target(
      name: "MasonryLayoutUIKit",
      dependencies: ["MasonryLayoutHosting", "MasonryLayout", "LayoutGeometry"]
    ),
    .target(
      name: "CircularLayoutUIKit",
      dependencies: ["CircularLayoutHosting", "CircularLayout", "LayoutGeometry"]
    ),
    // Where UIKit exists, LazyMasonry is a collection view with the UIKit
    // layout.
    .target(
      name: "MasonryLayoutSwiftUI",
      dependencies: ["MasonryLayoutUIKit", "MasonryLayoutHosting", "MasonryLayout", "LayoutGeometry"]
    ),
    // Where UIKit exists, WheelView and CarouselView are collection views
    // with the UIKit layouts.
    .target(
      name: "CircularLayoutSwiftUI",
      dependencies: ["CircularLayoutUIKit", "CircularLayoutHosting", "CircularLayout", "LayoutGeometry"]
    ),

    // MARK: - Implementation details
    .executableTarget(name: "layout-gallery", dependencies: ["LayoutGallery"]),
    .target(
      name: "LayoutGallery",
      dependencies: ["LayoutGeometry", "MasonryLayout", "MasonryLayoutHosting", "CircularLayout"]
    ),
    // The brute-force references, written apart from the engines: they
    // may depend on LayoutGeometry only.
    .target(
      name: "LayoutTestSupport",
      dependencies: ["LayoutGeometry"],
      path: "Tests/LayoutTestSupport"
    ),
    // The contract checks and random-case builders over the engines, which
    // the tests and the fuzz targets (Fuzz/, built by Scripts/fuzz) share.
    .target(
      name: "LayoutContractSupport",
      dependencies: ["LayoutGeometry", "MasonryLayout", "CircularLayout", "LayoutTestSupport"],
      path: "Tests/LayoutContractSupport"
    ),
    .testTarget(
      name: "LayoutGeometryTests",
      dependencies: ["LayoutGeometry", "LayoutTestSupport"]
    ),
    .testTarget(
      name: "MasonryLayoutTests",
      dependencies: [
        "MasonryLayout", "LayoutGeometry", "LayoutTestSupport", "LayoutContractSupport",
      ]
    ),
    .testTarget(
      name: "MasonryLayoutHostingTests",
      dependencies: [
        "MasonryLayoutHosting", "MasonryLayout", "LayoutGeometry", "LayoutTestSupport",
        "LayoutContractSupport",
      ]
    ),
    .testTarget(
      name: "CircularLayoutHostingTests",
      dependencies: [
        "CircularLayoutHosting", "CircularLayout", "LayoutGeometry", "LayoutTestSupport",
        "LayoutContractSupport",
      ]
    ),
    .testTarget(
      name: "LayoutGalleryTests",
      dependencies: [
        "LayoutGallery", "MasonryLayout", "MasonryLayoutHosting", "CircularLayout",
        "LayoutGeometry",
      ]
    ),
    .testTarget(
      name: "CircularLayoutTests",
      dependencies: [
        "CircularLayout", "LayoutGeometry", "LayoutTestSupport", "LayoutContractSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
