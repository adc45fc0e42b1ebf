// swift-tools-version: 6.0

// An iOS app that opens and runs in Xcode (File > Open this folder, choose
// an iPhone or iPad simulator, Run). Its sources are also type-checked on
// every CI run, on Linux, against the UIKit model and the SwiftUI stand-ins
// (Scripts/uikit-model), so they compile against the library as it is.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "LayoutEnginesDemo",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "LayoutEnginesDemo",
      targets: ["AppModule"],
      bundleIdentifier: "org.swift-layout-engines.demo",
      displayVersion: "2.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .calendar),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "MasonryLayout", package: "swift-layout-engines"),
        .product(name: "MasonryLayoutSwiftUI", package: "swift-layout-engines"),
        .product(name: "MasonryLayoutUIKit", package: "swift-layout-engines"),
        .product(name: "CircularLayout", package: "swift-layout-engines"),
        .product(name: "CircularLayoutSwiftUI", package: "swift-layout-engines"),
        .product(name: "CircularLayoutUIKit", package: "swift-layout-engines"),
        .product(name: "LayoutGeometry", package: "swift-layout-engines"),
      ],
      path: "Sources"
    )
  ]
)
