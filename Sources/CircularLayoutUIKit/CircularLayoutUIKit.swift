// CircularLayoutUIKit: the wheel and carousel UICollectionViewLayouts.
// Every source file is wrapped in `#if canImport(UIKit) && !os(watchOS)`
// (watchOS has UIKit but no collection view), so on Linux this is an empty
// module; Scripts/uikit-model compiles the same files against a
// behavioural model of UIKit and drives them through it.
//
// CircularCollectionViewLayout answers every UIKit call once, for both
// engines, by translating types and forwarding to CircularLayoutHosting,
// where every decision is made and tested; WheelCollectionViewLayout and
// CarouselCollectionViewLayout add their engine, initializers and
// settings, and each engine's cells and the layout it makes
// (Wheel+CircularCollectionEngine.swift,
// Carousel+CircularCollectionEngine.swift).
