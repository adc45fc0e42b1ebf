// CircularLayoutSwiftUI: the wheel and carousel views for SwiftUI. Every
// source file is wrapped in `#if canImport(SwiftUI)`, so on Linux this is
// an empty module; Scripts/uikit-model compiles the same files against
// SwiftUIStandIns/, a module with SwiftUI's signatures and no behaviour.
//
// Each view is a UICollectionView with the shipped UIKit layout
// (CircularItemsView, CircularCollection and its coordinator, one for
// both views): UIKit tracks the finger and decelerates, and
// CircularCollectionSelection (CircularLayoutHosting) decides what the
// selection binding is written, tested on Linux and driven through the
// UIKit model.
//
// The minimum OS is iOS 16 (visionOS 1), as for LazyMasonry: the cells'
// host SwiftUI content with UIHostingConfiguration. macOS
// has no UICollectionView, tvOS would move a wheel by focus, and watchOS
// has no 3D projection for a view: the views are unavailable there.
