// CircularLayoutSwiftUI: the wheel and carousel views for SwiftUI. Every
// source file is wrapped in `#if canImport(SwiftUI)`, so on Linux this is
// an empty module; Scripts/uikit-model compiles the same files against
// SwiftUIStandIns/, a module with SwiftUI's signatures and no behaviour.
//
// Where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS) each view is a
// UICollectionView with the shipped UIKit layout (CircularCollection and
// its coordinator, one for both views): UIKit tracks the finger and
// decelerates, and CircularCollectionSelection (CircularLayoutHosting)
// decides what the selection binding is written, tested on Linux and
// driven through the UIKit model. On macOS the views read gestures and
// draw (SpinningView, deprecated): the deceleration, the landing and the
// selection are ScrollingSelection's.
//
// The minimum OS is iOS 17 (macOS 14, visionOS 1), for
// onChange(of:initial:) and, on macOS, DragGesture's velocity. tvOS would
// move a wheel by focus, and watchOS has no 3D projection for a view: the
// views are unavailable there.
