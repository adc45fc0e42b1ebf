// CircularLayoutUIKit: the wheel and carousel UICollectionViewLayouts.
// Every source file is wrapped in `#if canImport(UIKit) && !os(watchOS)`
// (watchOS has UIKit but no collection view), so on Linux this is an empty
// module; Scripts/uikit-model compiles the same files against a
// behavioural model of UIKit and drives them through it. The layouts only
// translate types and forward to CircularLayoutHosting, where every
// decision is made and tested.
